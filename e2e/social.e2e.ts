// Issue 25, items 3 and 4: a shared link shows the page's card (og:image, 1200x630, and
// summary_large_image), the site installs with its manifest and icons, and the brand typeface
// comes from the site's own origin once the first page is live, cached for good, and draws the
// next page.
import { sitePages } from '../webpack/registry/siteRegistry';
import { baseUrl, browserForThisFile, openPage, waitForLivePage } from './support/browser';
import { hideNavigationApi } from './support/helpers';

jest.setTimeout(120_000);

const browser = browserForThisFile();

// The site's public address (topology/remotes.json; siteConfig.siteUrl), which the tags are built from.
const SITE_URL = 'https://alexrivera.ai';

const meta = (html: string, key: string): string | undefined =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

/** Width and height from a PNG's header (IHDR). */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

async function fetchPng(url: string) {
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cache: response.headers.get('cache-control'),
    size: pngSize(body),
    body,
  };
}

test('every public page has its own 1200x630 card, served as PNG from the site with long caching', async () => {
  const cards = new Map<string, string>();
  for (const route of sitePages.public) {
    const html = await (await fetch(baseUrl() + route)).text();
    const image = meta(html, 'og:image');
    expect({ route, image: image?.startsWith(`${SITE_URL}/og/`) }).toEqual({ route, image: true });
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(meta(html, 'og:image:alt')).toBeTruthy();
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    const png = await fetchPng(baseUrl() + new URL(image as string).pathname);
    expect({ route, status: png.status, type: png.type, size: png.size }).toEqual({
      route,
      status: 200,
      type: 'image/png',
      size: { width: 1200, height: 630 },
    });
    expect(png.cache).toContain('immutable');
    cards.set(route, png.body.toString('base64'));
  }
  expect(new Set(cards.values()).size).toBe(sitePages.public.length);
});

test('every page links a PNG favicon and a valid web app manifest whose icons answer at their sizes', async () => {
  const pages = [...sitePages.public, ...sitePages.protected, sitePages.notFound];
  const manifests = new Set<string>();
  for (const route of pages) {
    const html = await (await fetch(baseUrl() + route)).text();
    // Linked by the boot script after the first paint; at once where scripts do not run.
    const href = /<meta name="manifest-after-paint" content="([^"]+)">/.exec(html)?.[1];
    const noscriptHref = /<noscript><link rel="manifest" href="([^"]+)"><\/noscript>/.exec(html)?.[1];
    expect({ route, linked: Boolean(href), noscriptHref }).toEqual({ route, linked: true, noscriptHref: href });
    manifests.add(href as string);
    const touch = /<link rel="apple-touch-icon" sizes="180x180" href="([^"]+)">/.exec(html)?.[1];
    expect((await fetchPng(baseUrl() + touch)).size).toEqual({ width: 180, height: 180 });
    // A PNG: an SVG favicon is drawn on the page's main thread (docs/architecture.md).
    const favicons = [...html.matchAll(/<link rel="icon"[^>]*>/g)].map(([tag]) => tag);
    const favicon = /^<link rel="icon" type="image\/png" sizes="48x48" href="([^"]+)">$/.exec(favicons[0] ?? '')?.[1];
    expect({ route, favicons: favicons.length, png: Boolean(favicon) }).toEqual({ route, favicons: 1, png: true });
    expect((await fetchPng(baseUrl() + favicon)).size).toEqual({ width: 48, height: 48 });
  }
  for (const href of manifests) {
    const response = await fetch(baseUrl() + href);
    expect(response.status).toBe(200);
    const manifest = JSON.parse(await response.text()) as {
      name: string;
      short_name: string;
      start_url: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest.name).toBe('Alex Rivera AI');
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.start_url).toBe('/');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const png = await fetchPng(new URL(icon.src, baseUrl() + href).href);
      const [width, height] = icon.sizes.split('x').map(Number);
      expect({ src: icon.src, status: png.status, type: png.type, size: png.size }).toEqual({
        src: icon.src,
        status: 200,
        type: 'image/png',
        size: { width, height },
      });
    }
  }
  // In a browser, the boot script links it once the page has painted.
  const { page, context } = await openPage(browser());
  await page.goto('/shop');
  const linked = page.locator('head link[rel="manifest"]');
  await linked.waitFor({ state: 'attached' });
  expect(await linked.getAttribute('href')).toBe([...manifests][0]);
  await context.close();
});

test('the brand typeface comes from the site itself once the first page is live, cached for good, and draws the next page', async () => {
  const html = await (await fetch(`${baseUrl()}/`)).text();
  // Nothing fetches a font before the paint: no preload of one.
  expect(html).not.toMatch(/<link\b[^>]*\bas=("?)font\1[\s>]/);
  // The files the boot script adds as faces, however the minifier writes the attributes.
  const named = [...html.matchAll(/<meta\b[^>]*name=("?)font-after-paint\1[^>]*>/g)].map(
    (match) => /\scontent=("?)([^"\s>]*)\1/.exec(match[0])?.[2] ?? '',
  );
  expect(named).toEqual([
    expect.stringMatching(/^\/fonts\/inter-site-wght\.[0-9a-f]{8}\.woff2$/),
    expect.stringMatching(/^\/fonts\/inter-latin1-wght\.[0-9a-f]{8}\.woff2$/),
  ]);
  const siteFont = named[0] ?? '';
  const font = await fetch(baseUrl() + siteFont);
  expect(font.status).toBe(200);
  expect(font.headers.get('cache-control')).toContain('immutable');
  // A browser without scripts gets the faces from a <noscript> style.
  expect(html).toMatch(new RegExp(`<noscript><style>@font-face\\{[^<]*${siteFont.replace(/\./g, '\\.')}`));

  const { page, context } = await openPage(browser());
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const fontFiles = () => requests.filter((url) => /\.woff2?(\?|$)/.test(url));
  /** Inter's faces in the page: whether each has loaded. */
  const interFaces = () =>
    page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.family.replace(/"/g, '') === 'Inter Variable')
        .map((face) => face.status),
    );
  const interLoaded = () =>
    page.waitForFunction(() =>
      [...document.fonts].some(
        (face) => face.family.replace(/"/g, '') === 'Inter Variable' && face.status === 'loaded',
      ),
    );
  // A first visit: the page is drawn in the resized Arial and stays so (no swap while it comes
  // alive); once it is live, the site file is fetched for the next page, from the page's own origin.
  await page.goto('/shop');
  await waitForLivePage(page);
  await page.waitForFunction(
    (file) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(file)),
    siteFont,
  );
  expect(fontFiles().map((url) => new URL(url).pathname)).toEqual([siteFont]);
  const [painted, asked] = await page.evaluate((file) => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const request = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith(file));
    return [paint, request?.startTime ?? NaN];
  }, siteFont);
  expect(asked).toBeGreaterThan(painted);
  expect(fontFiles().every((url) => new URL(url).origin === new URL(page.url()).origin)).toBe(true);
  expect(await interFaces()).toEqual([]);
  // The next page, a link followed in the app, is drawn in Inter. The home page quotes Luis
  // Hernández: the accented letters' file too, from the same origin.
  requests.length = 0;
  await page.getByRole('link', { name: /, home$/ }).click();
  await page.getByText('Luis Hernández').first().waitFor();
  await interLoaded();
  const homeFiles = fontFiles().map((url) => new URL(url));
  expect(homeFiles.map((url) => url.pathname)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/fonts\/inter-latin1-wght\.[0-9a-f]{8}\.woff2$/)]),
  );
  expect(homeFiles.every((url) => url.origin === new URL(page.url()).origin)).toBe(true);
  // A later visit has the file in its cache: its boot script adds the faces as the page opens.
  await page.goto('/cadence', { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
  expect((await interFaces()).length).toBeGreaterThan(0);
  await interLoaded();
  await context.close();
});

test('in a browser without the Navigation API, the next page of a first visit is drawn in the brand typeface too', async () => {
  const { page, context } = await openPage(browser());
  // There the page watches the router's history.pushState.
  await hideNavigationApi(page);
  await page.goto('/shop');
  await waitForLivePage(page);
  const interFaces = () =>
    page.evaluate(
      () => [...document.fonts].filter((face) => face.family.replace(/"/g, '') === 'Inter Variable').length,
    );
  expect(await interFaces()).toBe(0);
  await page.getByRole('link', { name: /, home$/ }).click();
  await page.getByText('Luis Hernández').first().waitFor();
  expect(await interFaces()).toBe(2);
  await context.close();
});
