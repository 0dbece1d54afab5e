// Issue 9, items 5 and 9: axe-core over every route at phone width (and with the cart sheet, a
// service dialog and the mobile menu open; desktop width: a11y-desktop.e2e.ts), no route that
// scrolls sideways, new-tab links that cannot reach back to the page, and no secret in any bundle.
import fs from 'node:fs';
import path from 'node:path';
import { packageDirs } from '../topology';
import { axeChecksAt, sidewaysScroll, violations } from './support/axe';
import { openPage, browserForThisFile } from './support/browser';

jest.setTimeout(300_000);

const root = path.join(__dirname, '..');

const browser = browserForThisFile();

axeChecksAt(390, browser);

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

test('the sideways-scroll check finds an element wider than the phone', async () => {
  const { page, context } = await openPage(browser(), { width: 390, height: 844 });
  await page.setContent(`<!doctype html><html lang="en"><head><title>Wide</title></head><body style="margin:0">
    <main><h1>Wide</h1><div id="banner" style="width: 500px">A banner</div></main></body></html>`);
  expect(await sidewaysScroll(page)).toEqual([
    expect.stringMatching(/^scrolls sideways: 500 px wide in 390 px \(.*div#banner/),
  ]);
  await page.setContent(`<!doctype html><html lang="en"><head><title>Fits</title></head><body style="margin:0">
    <main><h1>Fits</h1><div style="width: 100%">A banner</div></main></body></html>`);
  expect(await sidewaysScroll(page)).toEqual([]);
  await context.close();
});

test('no bundle carries a secret: only the public auth key may reach the browser', () => {
  const SECRET = [
    /sk_(live|test)_[0-9a-zA-Z]{8,}/, // payment provider secret keys
    /service_role/, // Supabase's privileged key
    /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
    /AUTH_JWT_SECRET|JWT_SECRET\s*[:=]\s*['"][^'"]+/,
  ];
  // Every package of the topology (topology/remotes.json), the shell and each remote.
  const dists = packageDirs.map((p) => path.join(root, p, 'dist'));
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
