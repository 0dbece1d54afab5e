// Keyboard-only journeys (issue 17): a visitor who presses Tab, Shift+Tab, Enter, Space, Escape
// and the arrow keys, at a person's pace, with checks after every key that focus is somewhere a
// person can see: never on the body, visible on a control, not covered by the sticky navbar or the
// mobile bar, and inside the open dialog while one is open.
import type { Locator, Page } from 'playwright-core';

/** A person's pace between two keys. */
const KEY_PAUSE_MS = 60;

export interface FocusReport {
  /** What has focus, for messages: tag, role, name. */
  where: string;
  problems: string[];
}

/** Where focus is, and what is wrong with it. */
export function focusReport(page: Page): Promise<FocusReport> {
  return page.evaluate(async () => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) {
      return { where: 'body', problems: ['focus is lost to the body'] };
    }
    // Judge where it ends up, as a person does: after the (smooth) scroll that focus started.
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let last = '';
    for (let i = 0, still = 0; i < 90 && still < 3; i++) {
      await frame();
      const { top, left } = el.getBoundingClientRect();
      still = `${top},${left}` === last ? still + 1 : 0;
      last = `${top},${left}`;
    }
    const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
    const where = `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${label}"`;
    const problems: string[] = [];

    // A control reached with the keyboard shows where it is. (Headings that take focus after a
    // page or step change, tabindex -1, are not controls.)
    if (el.tabIndex >= 0) {
      const style = getComputedStyle(el);
      const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const ringed = style.boxShadow !== 'none';
      // A month or date field's picker button has focus inside the field (its shadow tree).
      const shown = el.matches(':focus-visible') || (!el.matches(':focus') && el.matches(':focus-within'));
      if (!shown || !(outlined || ringed)) problems.push('no visible focus indicator');
    }

    // At least part of it is on screen and not under something else (the sticky navbar, the
    // mobile bar): WCAG 2.4.11.
    const rect = el.getBoundingClientRect();
    const points: [number, number][] = [
      [rect.left + rect.width / 2, rect.top + rect.height / 2],
      [rect.left + 2, rect.top + 2],
      [rect.right - 2, rect.bottom - 2],
    ];
    const shown = points.some(([x, y]) => {
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false;
      const hit = document.elementFromPoint(x, y);
      return !!hit && (el === hit || el.contains(hit) || hit.contains(el) || !!el.closest('label')?.contains(hit));
    });
    if (!shown) problems.push('hidden or covered');

    const dialog = document.querySelector('[role="dialog"][data-state="open"]');
    if (dialog && !dialog.contains(el)) problems.push('outside the open dialog');
    return { where, problems };
  });
}

/** Fails with what is wrong when focus is not in a good place. */
export async function expectFocusUsable(page: Page): Promise<void> {
  const report = await focusReport(page);
  if (report.problems.length) throw new Error(`Focus on ${report.where}: ${report.problems.join(', ')}`);
}

/**
 * Presses a key as a person would, then checks where focus went. A key that leaves for another
 * page is checked once that page is there (`check: false`, then expectFocusUsable).
 */
export async function press(page: Page, key: string, { check = true } = {}): Promise<void> {
  await page.keyboard.press(key, { delay: 20 });
  await page.waitForTimeout(KEY_PAUSE_MS);
  if (check) await expectFocusUsable(page);
}

export async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el === document.activeElement).catch(() => false);
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking focus after every key. */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    await press(page, backwards ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) return;
  }
  throw new Error(`${backwards ? 'Shift+Tab' : 'Tab'} did not reach ${target} in ${max} presses`);
}

/**
 * Opens a page and waits until it is live (hydrated): the journeys check what the page's script
 * does with the keys (focus after a client-side navigation, Escape, arrows in tabs), not the
 * static HTML that comes before it.
 */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** Types text into the focused field at a person's pace. */
export async function type(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text, { delay: 15 });
}

/**
 * Waits until `target` has focus (focus moves after a page or step change). The locator is resolved
 * again on every look: right after a client-side navigation the previous page can still be on
 * screen (React holds it while the next remote loads), and its heading must not stand in for the
 * new one's.
 */
export async function waitForFocus(target: Locator, timeout = 15_000, { within = false } = {}): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`Focus did not reach ${target} in ${timeout} ms`);
    const focused = await target
      .evaluate(
        (el, inside) => (inside ? el.contains(document.activeElement) : el === document.activeElement),
        within,
        {
          timeout: left,
        },
      )
      .catch(() => false);
    if (focused) return;
    await target.page().waitForTimeout(50);
  }
}

/**
 * Presses Enter on the focused trigger of a dialog and checks focus once the dialog has taken it:
 * between the key and the dialog's focus move, focus is on a trigger the overlay now covers.
 */
export async function openDialogByKey(page: Page, dialog: Locator): Promise<void> {
  await press(page, 'Enter', { check: false });
  await dialog.waitFor();
  await waitForFocus(dialog, 15_000, { within: true });
  await expectFocusUsable(page);
}
