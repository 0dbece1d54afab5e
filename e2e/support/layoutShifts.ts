// The layout shifts a page records from its first frame (a buffered PerformanceObserver), each with
// what moved: the element, the test id around it, its text, and from where to where
// (docs/performance.md, "A page that holds still"). A shift right after the visitor's own input is
// not counted, as CLS does not count it.
import type { BrowserContext, Page } from 'playwright-core';

export interface Shift {
  value: number;
  moved: string[];
}

/** Records the layout shifts of the context's pages from their first frame. */
export async function recordShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { shifts: Shift[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map(({ node, previousRect: from, currentRect: to }) => {
          const element = node instanceof Element ? node : node?.parentElement;
          const within = element?.closest('[data-testid]')?.getAttribute('data-testid');
          const what = element
            ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${within ? ` in ${within}` : ''}`
            : 'gone';
          const text = (node?.textContent ?? '').trim().slice(0, 60);
          const where = `from ${Math.round(from.x)},${Math.round(from.y)} to ${Math.round(to.x)},${Math.round(to.y)}`;
          return `${what} "${text}" ${where}`;
        });
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's layout shifts so far. */
export const shiftsOf = (page: Page): Promise<Shift[]> =>
  page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
