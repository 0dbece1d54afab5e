/**
 * @jest-environment node
 */
/* global test, expect, beforeAll */
// The social cards (docs/architecture.md, "Social cards and icons"): 1200x630 PNG, the page's title
// in the picture, and a picture of its own for every page.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { theme } = require('../../shared/src/theme/theme');
const { loadBrandOutlines, renderPng, writeIconsAndManifest, writeSocialCards } = require('./brandImages');
const { sectionFor, socialCardSvg, wrapText } = require('./socialCards');
const { sitePages } = require('../registry/siteRegistry');

let font;
beforeAll(async () => {
  font = await loadBrandOutlines();
});

const card = (route, title) =>
  socialCardSvg({ route, title, brandName: 'Alex Rivera AI', siteHost: 'alexrivera.ai', colors: theme.colors, font });

/** Width and height from a PNG's header (IHDR). */
const pngSize = (png) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

test('a card is a 1200x630 picture that carries its page title', () => {
  const svg = card('/shop/apps', 'AI Apps & Tools');
  expect(svg).toMatch(/^<svg [^>]*width="1200" height="630" viewBox="0 0 1200 630"/);
  expect(svg).toContain('<title>AI Apps &amp; Tools</title>');
  const png = renderPng(svg);
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
});

test('the title is drawn, not only named: a longer title draws more', () => {
  const drawn = (svg) => svg.replace(/<title>.*<\/title>/, '').replace(/aria-label="[^"]*"/, '').length;
  expect(drawn(card('/community', 'Community and Inner Circle'))).toBeGreaterThan(
    drawn(card('/community', 'Community')),
  );
});

test('every section of the site has art of its own', () => {
  const routes = ['/', '/shop', ...sitePages.public.filter((route) => route.startsWith('/shop/'))];
  routes.push('/community', '/cadence', '/ai-trust-test', '/login', '/privacy');
  const sections = routes.map(sectionFor);
  expect(new Set(sections).size).toBe(routes.length);
  // Same title, different section: a different picture.
  const art = new Set(routes.map((route) => card(route, 'Same title')));
  expect(art.size).toBe(routes.length);
  // A shop page a release adds gets the shop's art and eyebrow.
  expect(sectionFor('/shop/gift-guide')).toBe('shop');
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
    const pages = sitePages.public.map((route) => ({ route, title: `Title of ${route.split('?')[0]}` }));
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

test('the manifest names its icons at the sizes they are', () => {
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
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
});
