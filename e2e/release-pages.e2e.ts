// Issue 24: a remote owns its routes. The shop's team adds a page in its own checkout (its address in
// @site/paths, its routes, its manifest: a page and a menu link) and releases the shop alone, built
// from that checkout; once activated, the new page is routed, its prerendered HTML is served (with
// the shop's social card), it is in the sitemap and the menu links to it, with no shell rebuild or
// restart. A rollback takes it all away again.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { browserForThisFile, openPage, waitForLivePage } from './support/browser';
import { editSource, liveShopOf, releaseCommandIn, teamCheckout, untilLiveShopOf } from './support/releases';
import { portOf } from './support/ports';
import { spawnSite, type SiteProcess } from './support/siteProcess';

jest.setTimeout(180_000);

const PORT = portOf('release-pages');
const ROOT = path.resolve(__dirname, '..');
const NEW_PAGE = '/shop/gift-guide';
const NEW_HEADING = 'Gift Guide for AI Builders';

const browser = browserForThisFile();
let site: SiteProcess;
let dataDir: string;
let checkout: string;

const GIFT_GUIDE_PAGE = `import { PageMeta } from '@site/shared/seo';
import { Container } from '@site/shared/ui';

export function GiftGuidePage() {
  return (
    <Container>
      <PageMeta title="Gift Guide" description="Courses, apps and coaching to give an AI builder." />
      <h1>${NEW_HEADING}</h1>
      <p>Three gifts for the AI builder in your life.</p>
    </Container>
  );
}
`;

/** The shell's build, as a digest: it must not change while a remote releases. */
function shellDigest(): string {
  const hash = crypto.createHash('sha256');
  const dir = path.join(ROOT, 'shell', 'dist');
  for (const name of fs.readdirSync(dir, { recursive: true }).map(String).sort()) {
    const file = path.join(dir, name);
    if (fs.statSync(file).isFile()) hash.update(name).update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-release-pages-'));
  site = await spawnSite(PORT, { DATA_DIR: dataDir });
  checkout = teamCheckout((root) => {
    // The page's public address goes into the contract (@site/paths), which the release compiles in.
    editSource(root, 'paths/src/shop.ts', "  cart: '/cart',", `  cart: '/cart',\n  giftGuide: '${NEW_PAGE}',`);
    fs.writeFileSync(path.join(root, 'mfe-shop/src/pages/GiftGuidePage.tsx'), GIFT_GUIDE_PAGE);
    editSource(
      root,
      'mfe-shop/src/routes.tsx',
      "import { CartPage } from './features/cart/CartPage';",
      "import { CartPage } from './features/cart/CartPage';\nimport { GiftGuidePage } from './pages/GiftGuidePage';",
    );
    editSource(
      root,
      'mfe-shop/src/routes.tsx',
      '<Route path={shopPaths.cart}',
      `<Route path={shopPaths.giftGuide} element={<GiftGuidePage />} />\n      <Route path={shopPaths.cart}`,
    );
    // A page with no card of its own: it gets the shop's.
    editSource(
      root,
      'mfe-shop/src/manifest.ts',
      '    { path: shopPaths.shop },',
      '    { path: shopPaths.shop },\n    { path: shopPaths.giftGuide },',
    );
    editSource(
      root,
      'mfe-shop/src/manifest.ts',
      "menu: [{ to: shopPaths.shop, label: 'Shop', order: 50 }],",
      "menu: [{ to: shopPaths.shop, label: 'Shop', order: 50 }, { to: shopPaths.giftGuide, label: 'Gift Guide', order: 55 }],",
    );
  });
});
afterAll(async () => {
  await site?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (checkout) fs.rmSync(checkout, { recursive: true, force: true });
});

const release = (...args: string[]) =>
  releaseCommandIn(checkout, { DATA_DIR: dataDir, PORT: String(PORT), DATABASE_URL: '' }, ...args);

const sitemap = async () => (await fetch(`${site.urls.shell}/sitemap.xml`)).text();

test('a release that adds a shop page routes it, prerenders it, lists it in the sitemap and the menu, without a shell rebuild', async () => {
  const shellBefore = shellDigest();
  const missing = await fetch(`${site.urls.shell}${NEW_PAGE}`);
  expect(missing.status).toBe(404);
  expect(await sitemap()).not.toContain(NEW_PAGE);
  const first = await liveShopOf(site.urls.shell as string);

  const published = await release('publish', 'shop', '--activate');
  expect(published.err).toMatch(/Built shop and prerendered its pages in/);
  expect(published.status).toBe(0);
  const id = published.out;
  await untilLiveShopOf(site.urls.shell as string, (live) => live.includes(`/releases/${id}/`));

  // Served prerendered: the page's HTML holds its heading before any script runs.
  const answer = await fetch(`${site.urls.shell}${NEW_PAGE}`);
  expect(answer.status).toBe(200);
  const html = await answer.text();
  expect(html).toContain(`<h1>${NEW_HEADING}</h1>`);
  expect(html).toContain('<title>Gift Guide');
  expect(html).toMatch(
    /<meta property="og:image" content="https:\/\/alexrivera\.ai\/og\/shop-gift-guide\.[0-9a-f]{8}\.png">/,
  );
  const card = /\/og\/shop-gift-guide\.[0-9a-f]{8}\.png/.exec(html)?.[0] ?? '';
  expect((await fetch(`${site.urls.shell}${card}`)).headers.get('content-type')).toBe('image/png');
  expect(await sitemap()).toContain(`<loc>https://alexrivera.ai${NEW_PAGE}</loc>`);

  // A visitor finds it in the menu (the live sections, once the page is live) and opens it.
  const { page, context } = await openPage(browser(), { baseURL: site.urls.shell });
  await page.goto('/community');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('link', { name: 'Gift Guide' }).click();
  await page.getByRole('heading', { level: 1, name: NEW_HEADING }).waitFor();
  expect(page.url()).toBe(`${site.urls.shell}${NEW_PAGE}`);
  // Opened directly, it shows at once and stays (no not-found page once scripts run).
  await page.goto(NEW_PAGE);
  await page.getByRole('heading', { level: 1, name: NEW_HEADING }).waitFor();
  await waitForLivePage(page);
  expect(await page.getByRole('heading', { level: 1, name: 'Page not found' }).count()).toBe(0);
  await context.close();
  expect(shellDigest()).toBe(shellBefore);

  // Rolled back, the page and its link are gone again.
  expect((await release('rollback', 'shop')).status).toBe(0);
  await untilLiveShopOf(site.urls.shell as string, (live) => live === first);
  expect((await fetch(`${site.urls.shell}${NEW_PAGE}`)).status).toBe(404);
  expect(await sitemap()).not.toContain(NEW_PAGE);
  const after = await openPage(browser(), { baseURL: site.urls.shell });
  await after.page.goto('/community');
  await after.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).waitFor();
  expect(await after.page.getByRole('link', { name: 'Gift Guide' }).count()).toBe(0);
  await after.context.close();
});
