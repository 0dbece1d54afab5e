// Issue 9, items 5 and 9: axe-core over every route at phone and desktop width (and with the cart
// sheet, a service dialog and the mobile menu open), new-tab links that cannot reach back to the
// page, and no secret in any bundle.
import fs from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { sitePages } from '../webpack/registry/siteRegistry';
import { openPage, browserForThisFile } from './support/browser';

jest.setTimeout(300_000);

const root = path.join(__dirname, '..');
// Every prerendered page the remotes' manifests declare (webpack/registry/siteRegistry.js).
const routes = sitePages;
const WIDTHS = [390, 1280] as const;

const browser = browserForThisFile();

/**
 * axe's default rules plus label-content-name-mismatch (experimental, off by default): a control's
 * accessible name must contain its visible text (WCAG 2.5.3 label in name, issue 17).
 */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };

/** axe's violations as 'rule: target' lines, so a failure names what to fix. */
async function violations(page: Page): Promise<string[]> {
  // Playwright-core's Page is the type @axe-core/playwright drives; its typings name 'playwright'.
  const results = await new AxeBuilder({ page: page as never }).options({ rules: EXTRA_RULES }).analyze();
  return results.violations.flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}): ${node.target.join(' ')}`));
}

/** Links that open a new tab without both noopener and noreferrer. */
function unsafeNewTabLinks(page: Page): Promise<string[]> {
  return page.$$eval('a[target="_blank"]', (links) =>
    links
      .filter((a) => {
        const rel = (a.getAttribute('rel') ?? '').split(/\s+/);
        return !(rel.includes('noopener') && rel.includes('noreferrer'));
      })
      .map((a) => a.outerHTML.slice(0, 120)),
  );
}

describe.each(WIDTHS)('at %i px', (width) => {
  test('every route has no axe violation and only safe new-tab links', async () => {
    const { page, context } = await openPage(browser(), { width, height: width === 390 ? 844 : 900 });
    const found: Record<string, string[]> = {};
    for (const route of [...routes.public, routes.notFound]) {
      await page.goto(route);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const problems = [...(await violations(page)), ...(await unsafeNewTabLinks(page))];
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

test('the mobile menu, open, has no axe violation', async () => {
  const { page, context } = await openPage(browser(), { width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).waitFor({ state: 'visible' });
  expect(await violations(page)).toEqual([]);
  await context.close();
});

test('the gate checks label in name: a button whose name leaves out its visible label fails it', async () => {
  const { page, context } = await openPage(browser());
  await page.setContent(`<!doctype html><html lang="en"><head><title>Shop</title></head><body><main>
    <h1>Shop</h1>
    <button id="old-name" aria-label="Add AI Prompt Mastery Course to cart">Add to Cart</button>
    <button aria-label="Add to Cart: AI Automation Blueprint">Add to Cart</button>
  </main></body></html>`);
  const found = await violations(page);
  expect(found).toEqual([expect.stringMatching(/^label-content-name-mismatch \(\w+\): #old-name$/)]);
  await context.close();
});

test('no bundle carries a secret: only the public auth key may reach the browser', () => {
  const SECRET = [
    /sk_(live|test)_[0-9a-zA-Z]{8,}/, // payment provider secret keys
    /service_role/, // Supabase's privileged key
    /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
    /AUTH_JWT_SECRET|JWT_SECRET\s*[:=]\s*['"][^'"]+/,
  ];
  const dists = ['shell', 'mfe-marketing', 'mfe-shop', 'mfe-account', 'mfe-cadence', 'mfe-quiz'].map((p) =>
    path.join(root, p, 'dist'),
  );
  const files = dists.flatMap((dir) =>
    fs
      .readdirSync(dir, { recursive: true })
      .map(String)
      .filter((f) => /\.(js|html|json)$/.test(f))
      .map((f) => path.join(dir, f)),
  );
  expect(files.length).toBeGreaterThan(20);
  const leaks = files.flatMap((file) => {
    const text = fs.readFileSync(file, 'utf8');
    return SECRET.filter((pattern) => pattern.test(text)).map((pattern) => `${path.relative(root, file)}: ${pattern}`);
  });
  expect(leaks).toEqual([]);
});
