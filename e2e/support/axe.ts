// What the accessibility tests share (e2e/a11y.e2e.ts at phone width, e2e/a11y-desktop.e2e.ts at
// desktop width, two files so two workers run them at once): axe's violations, a page that
// scrolls sideways, the new-tab links that can reach back to the page, and the checks of every
// route, the cart sheet and a dialog.
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { sitePages } from '../../webpack/registry/siteRegistry';
import { openPage } from './browser';

// Every prerendered page the remotes' manifests declare (webpack/registry/siteRegistry.js).
const routes = sitePages;

/**
 * axe's default rules plus label-content-name-mismatch (experimental, off by default): a control's
 * accessible name must contain its visible text (WCAG 2.5.3 label in name, issue 17).
 */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };

/**
 * axe's violations as 'rule: target' lines, so a failure names what to fix. Sections the browser
 * has not drawn yet (content-visibility: auto, docs/architecture.md "The first frame") are drawn
 * for the check, as a visitor sees them once near: axe finds a text's background by hit-testing,
 * which skips them, and so read the colour of whatever lay under their placeholder.
 */
export async function violations(page: Page): Promise<string[]> {
  // The page's own switch, as a jump to a section uses it (shared/src/navigation/sectionNavigation.ts).
  await page.evaluate(() => (document.documentElement.dataset.drawAll = ''));
  try {
    // Playwright-core's Page is the type @axe-core/playwright drives; its typings name 'playwright'.
    const results = await new AxeBuilder({ page: page as never })
      // axe.run in the page itself: by default it opens a new page for every check, to gather
      // the frames' results (the site's only frames are third-party embeds, which cannot load in
      // the tests).
      .setLegacyMode(true)
      // Violations in full; passes and the rest cut to a node each. Together: 2.3x faster per page.
      .options({ rules: EXTRA_RULES, resultTypes: ['violations'] })
      .analyze();
    return results.violations.flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}): ${node.target.join(' ')}`));
  } finally {
    await page.evaluate(() => delete document.documentElement.dataset.drawAll);
  }
}

/**
 * What makes the page scroll sideways: the document's width past the viewport's, and the first
 * elements that reach past its right edge. Sections not drawn yet are drawn for it (a skipped
 * section is not laid out, so what overflows in it would not show).
 */
export async function sidewaysScroll(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    document.documentElement.dataset.drawAll = '';
    try {
      return overflowing();
    } finally {
      delete document.documentElement.dataset.drawAll;
    }
    function overflowing(): string[] {
      const { clientWidth, scrollWidth } = document.documentElement;
      if (scrollWidth <= clientWidth) return [];
      const pastTheEdge = (element: Element) => element.getBoundingClientRect().right > clientWidth + 0.5;
      /** Inside a box within the viewport that clips it (a drawing's own svg, a hidden overflow). */
      const clipped = (element: Element) => {
        for (let box = element.parentElement; box; box = box.parentElement) {
          if (getComputedStyle(box).overflowX !== 'visible' && !pastTheEdge(box)) return true;
        }
        return false;
      };
      const past = [...document.body.querySelectorAll('*')]
        .filter((element) => pastTheEdge(element) && !clipped(element))
        .slice(0, 3)
        .map((element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`);
      return [`scrolls sideways: ${scrollWidth} px wide in ${clientWidth} px (${past.join(', ')})`];
    }
  });
}

/** Links that open a new tab without both noopener and noreferrer. */
export function unsafeNewTabLinks(page: Page): Promise<string[]> {
  return page.$$eval('a[target="_blank"]', (links) =>
    links
      .filter((a) => {
        const rel = (a.getAttribute('rel') ?? '').split(/\s+/);
        return !(rel.includes('noopener') && rel.includes('noreferrer'));
      })
      .map((a) => a.outerHTML.slice(0, 120)),
  );
}

/** axe over every route, the cart sheet and a service dialog, at one width. */
export function axeChecksAt(width: 390 | 1280, browser: () => Browser): void {
  describe(`at ${width} px`, () => {
    test('every route has no axe violation, no sideways scroll and only safe new-tab links', async () => {
      const { page, context } = await openPage(browser(), { width, height: width === 390 ? 844 : 900 });
      const found: Record<string, string[]> = {};
      for (const route of [...routes.public, routes.notFound]) {
        await page.goto(route);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        const problems = [
          ...(await sidewaysScroll(page)),
          ...(await violations(page)),
          ...(await unsafeNewTabLinks(page)),
        ];
        if (problems.length) found[route] = problems;
      }
      expect(found).toEqual({});
      await context.close();
    });

    test('the cart sheet, open with a product in it, has no axe violation', async () => {
      const { page, context } = await openPage(browser(), { width, height: width === 390 ? 844 : 900 });
      await page.goto('/shop');
      await page.getByRole('button', { name: 'Add to Cart: AI Automation Blueprint' }).click();
      await page.getByRole('button', { name: 'Open cart' }).first().click();
      await page.getByRole('dialog', { name: 'Shopping Cart' }).waitFor();
      expect(await violations(page)).toEqual([]);
      await context.close();
    });

    test('a service dialog, open, has no axe violation', async () => {
      const { page, context } = await openPage(browser(), { width, height: width === 390 ? 844 : 900 });
      await page.goto('/');
      await page.getByRole('button', { name: 'View details of Business Process Automation' }).click();
      await page.getByRole('dialog', { name: 'Business Process Automation' }).waitFor();
      expect(await violations(page)).toEqual([]);
      await context.close();
    });
  });
}
