/**
 * @jest-environment node
 */
/* global test, expect, beforeAll */
// The social cards (docs/brand.md, "Social cards and icons"): 1200x630 PNG, the page's title
// in the picture, the art its remote's manifest declares, and a picture of its own for every page.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { theme } = require('../../shared/src/theme/theme');
const { loadBrandOutlines, renderPng, writeIconsAndManifest, writeSocialCards } = require('./brandImages');
const { socialCardSvg, wrapText } = require('./socialCards');
const { MOTIFS } = require('./cardMotifs');
const { remoteNames } = require('../../topology');
const { manifestOf, pagesOf, sitePages } = require('../registry/siteRegistry');

let font;
beforeAll(async () => {
  font = await loadBrandOutlines();
});

const svgOf = (card, title) =>
  socialCardSvg({ card, title, brandName: 'Alex Rivera AI', siteHost: 'alexrivera.ai', colors: theme.colors, font });
const SHOP_CARD = { art: 'app-tiles', eyebrow: 'Shop · AI apps' };
/** Every page of every remote, with the card it gets. */
const allPages = () => remoteNames.flatMap((name) => pagesOf(name).map((page) => ({ ...page, remote: name })));

/** Width and height from a PNG's header (IHDR). */
const pngSize = (png) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

test('a card is a 1200x630 picture that carries its page title', () => {
  const svg = svgOf(SHOP_CARD, 'AI Apps & Tools');
  expect(svg).toMatch(/^<svg [^>]*width="1200" height="630" viewBox="0 0 1200 630"/);
  expect(svg).toContain('<title>AI Apps &amp; Tools</title>');
  const png = renderPng(svg);
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
});

test('the title is drawn, not only named: a longer title draws more', () => {
  const drawn = (svg) => svg.replace(/<title>.*<\/title>/, '').replace(/aria-label="[^"]*"/, '').length;
  expect(drawn(svgOf(SHOP_CARD, 'Community and Inner Circle'))).toBeGreaterThan(drawn(svgOf(SHOP_CARD, 'Community')));
});

test("every page's card carries a motif of the brand, as its remote's manifest names it", () => {
  for (const { remote, path: route, card } of allPages()) {
    expect({ remote, route, art: Object.hasOwn(MOTIFS, card.art), eyebrow: card.eyebrow.length > 0 }).toEqual({
      remote,
      route,
      art: true,
      eyebrow: true,
    });
  }
  expect(() => svgOf({ art: 'no-such-motif', eyebrow: 'Shop' }, 'Title')).toThrow(/no-such-motif.*cardMotifs/);
});

test('each section of the site has art of its own: the home page, the shop and each category, community, Cadence, the trust test, account, legal', () => {
  const routes = ['/', '/shop', ...sitePages.public.filter((route) => route.startsWith('/shop/'))];
  routes.push('/community', '/cadence', '/ai-trust-test', '/login', '/privacy');
  const cardOf = (route) => allPages().find((page) => page.path === route).card;
  expect(new Set(routes.map((route) => cardOf(route).art)).size).toBe(routes.length);
  // Same title, different section: a different picture.
  expect(new Set(routes.map((route) => svgOf(cardOf(route), 'Same title'))).size).toBe(routes.length);
});

test("a page that declares no card gets its section's (the manifest's), as one a release adds", () => {
  const shop = manifestOf('shop');
  const shopPage = pagesOf('shop').find((page) => page.path === '/shop');
  expect(shop.pages.find((page) => page.path === '/shop').card).toBeUndefined();
  expect(shopPage.card).toEqual(shop.card);
  const apps = pagesOf('shop').find((page) => page.path === '/shop/apps');
  expect(apps.card).not.toEqual(shop.card);
});

test('long titles wrap to at most three lines of the title column', () => {
  const lines = wrapText('Cadence Concierge: find the right specialist for your business in a week', {
    measure: font.measure,
    size: 52,
    weight: 800,
    maxWidth: 640,
    maxLines: 3,
  });
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.length).toBeLessThanOrEqual(3);
  for (const line of lines) expect(font.measure(line, 52, 800)).toBeLessThanOrEqual(640);
});

test('every public page gets a different PNG under a content-hashed name', async () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'social-cards-'));
  try {
    const pages = allPages().map(({ path: route, card }) => ({ route, card, title: `Title of ${route}` }));
    const cards = await writeSocialCards({
      outDir,
      pages,
      colors: theme.colors,
      brandName: 'Alex Rivera AI',
      siteUrl: 'https://alexrivera.ai',
      font,
    });
    const files = Object.values(cards).map((entry) => entry.path);
    expect(new Set(files).size).toBe(pages.length);
    for (const file of files) {
      expect(file).toMatch(/^\/og\/[a-z0-9-]+\.[0-9a-f]{8}\.png$/);
      expect(pngSize(fs.readFileSync(path.join(outDir, file)))).toEqual({ width: 1200, height: 630 });
    }
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
});

test("the favicon and the manifest's icons are at the sizes they are named", () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'social-icons-'));
  try {
    const tags = writeIconsAndManifest({
      outDir,
      colors: theme.colors,
      font,
      brandName: 'Alex Rivera AI',
      shortName: 'Alex Rivera',
      description: 'AI strategy',
    });
    const manifest = JSON.parse(fs.readFileSync(path.join(outDir, 'site.webmanifest'), 'utf8'));
    expect(manifest).toMatchObject({ name: 'Alex Rivera AI', short_name: 'Alex Rivera', start_url: '/' });
    expect(manifest.icons.map((icon) => icon.purpose).sort()).toEqual(['any', 'any', 'maskable']);
    for (const icon of manifest.icons) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(fs.readFileSync(path.join(outDir, icon.src)))).toEqual({ width, height });
    }
    const apple = /rel="apple-touch-icon" sizes="180x180" href="([^"]+)"/.exec(tags)[1];
    expect(pngSize(fs.readFileSync(path.join(outDir, apple)))).toEqual({ width: 180, height: 180 });
    const favicon = /rel="icon" type="image\/png" sizes="48x48" href="([^"]+)"/.exec(tags)[1];
    expect(pngSize(fs.readFileSync(path.join(outDir, favicon)))).toEqual({ width: 48, height: 48 });
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
});
