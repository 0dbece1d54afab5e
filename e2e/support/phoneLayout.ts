// How a phone reads the console (docs/console.md, "The pages"): nothing reaches past the screen's
// right edge, except inside a table's own region that scrolls sideways, and no word of a table is
// broken across lines ("Sta-tus").
import type { Page } from 'playwright-core';

/** What reaches past the screen's right edge (where the site cuts it off), outside a scrolling region. */
export function cutOff(page: Page): Promise<string[]> {
  return page.getByRole('main').evaluate((main) =>
    [...main.querySelectorAll('*')]
      .filter((element) => !element.closest('[role="region"][tabindex="0"]'))
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .map((element) => `${element.tagName} ${(element.textContent ?? '').slice(0, 40)}`),
  );
}

/** The words of the page's tables that a line break splits: each as 'word (table caption)'. */
export function brokenTableWords(page: Page): Promise<string[]> {
  return page.getByRole('main').evaluate((main) => {
    const broken: string[] = [];
    for (const table of main.querySelectorAll('table')) {
      const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        // A line may end after a hyphen or a slash ('shop-owner@'), never inside a word.
        for (const match of text.matchAll(/[^\s\-/]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(`${match[0]} (${table.caption?.textContent ?? 'no caption'})`);
        }
      }
    }
    return broken;
  });
}
