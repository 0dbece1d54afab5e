// The pictures the build makes from the brand (docs/brand.md, "Social cards and icons"): each
// public page's social card (webpack/brand/socialCards.js), the app icons and the web app manifest,
// written into the shell's build under content-hashed names. Text is drawn as the brand
// typeface's outlines, so the pictures do not depend on the fonts of the machine that builds.
const { Buffer } = require('node:buffer');
const fs = require('node:fs');
const path = require('node:path');
const crypto = require('node:crypto');
const fontkit = require('fontkit');
const wawoff2 = require('wawoff2');
const { Resvg } = require('@resvg/resvg-js');
const { BRAND_FONT } = require('../firstPaint/brandFont');
const { CARD, brandMark, socialCardSvg } = require('./socialCards');

/**
 * The brand typeface's outlines at any weight. fontkit cannot apply a variable WOFF2's weights
 * (it re-reads the compressed file as TrueType), so the file is unpacked to TrueType first.
 */
async function loadBrandOutlines() {
  const ttf = Buffer.from(await wawoff2.decompress(fs.readFileSync(BRAND_FONT.file)));
  const base = fontkit.create(ttf);
  const instances = new Map();
  const at = (weight) => {
    if (!instances.has(weight)) instances.set(weight, base.getVariation({ wght: weight }));
    return instances.get(weight);
  };
  /** The text's outline as SVG path data, its baseline at y = 0 and its start at x = 0. */
  const outline = (text, { size, weight }) => {
    const font = at(weight);
    const run = font.layout(text);
    const scale = size / font.unitsPerEm;
    let pen = 0;
    let d = '';
    run.glyphs.forEach((glyph, i) => {
      const position = run.positions[i];
      const x = pen + position.xOffset * scale;
      const y = -position.yOffset * scale;
      d += glyph.path
        .scale(scale, -scale)
        .translate(x, y)
        .toSVG()
        .replace(/(\d+\.\d{2})\d+/g, '$1');
      pen += position.xAdvance * scale;
    });
    return { d, width: pen };
  };
  return { outline, measure: (text, size, weight) => outline(text, { size, weight }).width };
}

/** The SVG as PNG, at its own size. */
function renderPng(svg) {
  return new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
}

const contentHash = (buffer) => crypto.createHash('sha256').update(buffer).digest('hex').slice(0, 8);

/** Writes `content` under `dir/<folder>/<name>.<hash>.<ext>` and returns its URL path. */
function writeHashed(outDir, folder, name, ext, content) {
  const file = `${folder}/${name}.${contentHash(content)}.${ext}`;
  fs.mkdirSync(path.join(outDir, folder), { recursive: true });
  fs.writeFileSync(path.join(outDir, file), content);
  return `/${file}`;
}

const slugOf = (route) => route.split('?')[0].replace(/^\/$/, '/home').slice(1).replace(/\//g, '-') || 'home';

/**
 * Makes the social cards of the given pages (`route`, `title`, and the `card` its manifest declares)
 * into `outDir/og/`. Returns, per route, the card's URL path and size.
 */
async function writeSocialCards({ outDir, pages, colors, brandName, siteUrl, font }) {
  const siteHost = new URL(siteUrl).host;
  const cards = {};
  for (const { route, title, card } of pages) {
    const png = renderPng(socialCardSvg({ card, title, brandName, siteHost, colors, font }));
    cards[route] = { path: writeHashed(outDir, 'og', slugOf(route), 'png', png), ...CARD };
  }
  return cards;
}

/**
 * Writes the icons, all of the brand mark (the 48 px favicon, 192, 512, maskable 512 and the 180 px
 * apple-touch-icon), into `outDir/icons/` and the web app manifest to `outDir/site.webmanifest`.
 * Returns the tags every page's head links them with.
 */
function writeIconsAndManifest({ outDir, colors, font, brandName, shortName, description }) {
  const icon = (name, options) =>
    writeHashed(outDir, 'icons', name, 'png', renderPng(brandMark({ colors, font, ...options })));
  // A PNG, not an SVG: the browser draws a page's SVG favicon on the page's main thread, in a page
  // of its own (86 ms at 4x CPU on /login, just after the first paint: docs/brand.md,
  // "Social cards and icons").
  const favicon = icon('favicon-48', { size: 48 });
  const icon192 = icon('icon-192', { size: 192 });
  const icon512 = icon('icon-512', { size: 512 });
  const maskable = icon('icon-maskable-512', { size: 512, maskable: true, rounded: false });
  // iOS rounds the corners itself and shows transparency as black: a full square.
  const appleTouch = icon('apple-touch-icon-180', { size: 180, rounded: false });
  const manifest = {
    name: brandName,
    short_name: shortName,
    description,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: colors.background,
    theme_color: colors.heroFrom,
    icons: [
      { src: icon192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: icon512, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: maskable, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  fs.writeFileSync(path.join(outDir, 'site.webmanifest'), `${JSON.stringify(manifest, null, 2)}\n`);
  return [
    `<link rel="icon" type="image/png" sizes="48x48" href="${favicon}">`,
    // Linked by the boot script after the first paint (webpack/firstPaint/bootAfterPaint.js); at
    // once where scripts do not run.
    '<meta name="manifest-after-paint" content="/site.webmanifest">',
    '<noscript><link rel="manifest" href="/site.webmanifest"></noscript>',
    `<link rel="apple-touch-icon" sizes="180x180" href="${appleTouch}">`,
  ].join('');
}

module.exports = { loadBrandOutlines, renderPng, writeIconsAndManifest, writeSocialCards };
