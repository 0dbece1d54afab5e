// The brand typeface (docs/brand.md, "The brand typeface"): Inter, one variable-weight file
// from @fontsource-variable/inter's Latin subset, cut at build to the characters and weights the
// site uses (subset-font, HarfBuzz), served by the shell's origin under a content-hashed name
// (immutable), `font-display: swap`, added by the boot script (at once where it is cached, else
// on the visit's next page), with a metric-matched fallback face that the page is painted in. The
// theme names the two families (shared/src/theme/theme.ts, `fonts`); webpack/brandFont.test.js
// keeps them in step.
const fs = require('node:fs');
const crypto = require('node:crypto');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const webpack = require('webpack');
const { createFontStack } = require('@capsizecss/core');
const subsetFont = require('subset-font');
const interMetrics = require('@capsizecss/metrics/inter');
const arialMetrics = require('@capsizecss/metrics/arial');
const arialBoldMetrics = require('@capsizecss/metrics/arial/700');

const BRAND_FONT = {
  family: 'Inter Variable',
  fallbackFamily: 'Inter Variable Fallback',
  file: require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
  // Two files of one family, split by characters as Google Fonts splits its own. `site`: printable
  // ASCII, the typographic quotes and dashes, the ellipsis, the bullet, the euro, the trade mark,
  // the minus, the copyright sign, the middle dot and the times sign (`preload`: by the development
  // server, which has no boot script).
  // `latin1`: Latin-1's other letters and signs (a customer's name with an accent), fetched only by
  // a page whose text has one. Characters outside both (arrows, check marks) come from the next
  // font in the stack.
  faces: [
    {
      name: 'site',
      preload: true,
      unicodeRange:
        'U+0020-007E,U+00A0,U+00A9,U+00B7,U+00D7,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+20AC,U+2122,U+2212',
    },
    { name: 'latin1', preload: false, unicodeRange: 'U+00A1-00A8,U+00AA-00B6,U+00B8-00D6,U+00D8-00FF' },
  ],
  // The OpenType features kept: kerning, and the tabular figures the tables ask for
  // (font-variant-numeric: tabular-nums). The stylistic sets and alternates the site never asks
  // for were more than a third of the file.
  features: ['kern', 'tnum'],
  // The weights the site's styles use (400 to 800): the rest of the axis is cut away.
  weights: { min: 400, max: 800 },
  // Where the metric-matched fallback comes from: Arial (Windows, macOS), Helvetica's metric twin,
  // or Liberation Sans (Linux), which has Arial's metrics by design: its regular face resized to
  // Inter's 400 and 500, its bold one to Inter's 600, 700 and 800 (a bold drawn from the regular
  // face was 2 to 4.5% narrower than Inter's, and wrapped differently).
  fallbackFaces: [
    ['100 449', interMetrics, arialMetrics],
    ['450 549', require('@capsizecss/metrics/inter/500'), arialMetrics],
    ['550 649', require('@capsizecss/metrics/inter/600'), arialBoldMetrics],
    ['650 749', require('@capsizecss/metrics/inter/700'), arialBoldMetrics],
    ['750 1000', require('@capsizecss/metrics/inter/800'), arialBoldMetrics],
  ].map(([weights, inter, arial]) => ({
    weights,
    inter,
    arial,
    locals:
      arial === arialBoldMetrics
        ? ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold']
        : ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
  })),
};

/**
 * The overrides that make an Arial face take an Inter weight's room (capsize's createFontStack, from
 * the two faces' metrics: units per em, ascent, descent, line gap and the average width of Latin
 * text). Figures in docs/architecture.md.
 */
function fallbackOverrides({ inter, arial } = BRAND_FONT.fallbackFaces[0]) {
  const { fontFaces } = createFontStack([{ ...inter, familyName: BRAND_FONT.family }, arial], {
    fontFaceFormat: 'styleObject',
  });
  const face = fontFaces[0]['@font-face'];
  return {
    sizeAdjust: face.sizeAdjust,
    ascentOverride: face.ascentOverride,
    descentOverride: face.descentOverride,
    lineGapOverride: face.lineGapOverride,
  };
}

/** Every code point of a unicode-range list ('U+0020-007E,U+2022'). */
function codePointsOf(range) {
  return range.split(',').flatMap((part) => {
    const [from, to = from] = part.replace(/^U\+/, '').split('-');
    const start = Number.parseInt(from, 16);
    return Array.from({ length: Number.parseInt(to, 16) - start + 1 }, (_, i) => start + i);
  });
}

/** A face's served file: the source cut to its characters, the kept features and weights (WOFF2). */
async function brandFontFile(face) {
  const text = String.fromCodePoint(...codePointsOf(face.unicodeRange));
  return subsetFont(fs.readFileSync(BRAND_FONT.file), text, {
    targetFormat: 'woff2',
    keepFeatures: BRAND_FONT.features,
    variationAxes: { wght: BRAND_FONT.weights },
  });
}

/** A face's file name as served: its content hash in it, so it is cached for a year (server/src/platform/staticHeaders.ts). */
function brandFontAssetName(face, content) {
  const hash = crypto.createHash('sha256').update(content).digest('hex').slice(0, 8);
  return `fonts/inter-${face.name}-wght.${hash}.woff2`;
}

/** The @font-face rules of Inter from our origin, a rule per file (`{ url, unicodeRange }`). */
function brandFaceRules(files) {
  return files
    .map(
      ({ url, unicodeRange }) =>
        `@font-face{font-family:"${BRAND_FONT.family}";font-style:normal;` +
        `font-weight:${BRAND_FONT.weights.min} ${BRAND_FONT.weights.max};font-display:swap;` +
        `src:url(${url}) format("woff2");unicode-range:${unicodeRange}}`,
    )
    .join('');
}

/** The @font-face rules of Arial resized to Inter's metrics, a rule per range of weights. */
function fallbackFaceRules() {
  return BRAND_FONT.fallbackFaces
    .map((face) => {
      const o = fallbackOverrides(face);
      return (
        `@font-face{font-family:"${BRAND_FONT.fallbackFamily}";font-weight:${face.weights};` +
        `src:${face.locals.map((name) => `local("${name}")`).join(',')};` +
        `size-adjust:${o.sizeAdjust};ascent-override:${o.ascentOverride};descent-override:${o.descentOverride};` +
        `line-gap-override:${o.lineGapOverride}}`
      );
    })
    .join('');
}

/** Every @font-face rule: Inter's files and the resized Arial. */
function brandFontFaces(files) {
  return brandFaceRules(files) + fallbackFaceRules();
}

const tag = (tagName, attributes, innerHTML) => ({
  tagName,
  voidTag: innerHTML === undefined,
  meta: { plugin: 'BrandFontPlugin' },
  attributes,
  ...(innerHTML === undefined ? {} : { innerHTML }),
});

/**
 * The head's tags for the faces. After the first paint (a production page): the resized Arial in
 * the page's style, and Inter's files named in `<meta name="font-after-paint">`, which the boot
 * script adds as faces, at once where they are cached, else on the next page
 * (webpack/firstPaint/bootAfterPaint.js), and a `<noscript>` style for a browser without scripts.
 * Otherwise (the development server, which has no boot script): the `site` file preloaded and every
 * rule in the style.
 */
function faceTags(faces, afterPaint) {
  if (!afterPaint) {
    const preloads = faces
      .filter(({ face }) => face.preload)
      // A font is always fetched in CORS mode: the preload must be too, or it is fetched twice.
      .map(({ url }) => tag('link', { rel: 'preload', href: url, as: 'font', type: 'font/woff2', crossorigin: true }));
    return [...preloads, tag('style', {}, brandFontFaces(faces))];
  }
  const weight = `${BRAND_FONT.weights.min} ${BRAND_FONT.weights.max}`;
  return [
    tag('style', {}, fallbackFaceRules()),
    ...faces.map(({ url, unicodeRange }) =>
      tag('meta', {
        name: 'font-after-paint',
        content: url,
        'data-family': BRAND_FONT.family,
        'data-weight': weight,
        'data-unicode-range': unicodeRange,
      }),
    ),
    tag('noscript', {}, `<style>${brandFaceRules(faces)}</style>`),
  ];
}

/**
 * Emits the font's files next to the shell's bundles and puts the preload of the `site` file and
 * the @font-face rules in the page's head (the prerendered pages start from that page, so all of
 * them have them).
 */
class BrandFontPlugin {
  /**
   * @param {{ afterPaint: boolean }} options whether the page's boot script adds Inter's faces (no
   * preload, nothing before the paint)
   */
  constructor({ afterPaint }) {
    this.afterPaint = afterPaint;
  }

  apply(compiler) {
    // Cut once per build process (a dev server's rebuilds reuse it), and kept in the build's cache
    // (webpack/config/buildCache.js) for the next, under the source file's hash and what is cut.
    let files = null;
    compiler.hooks.beforeCompile.tapPromise('BrandFontPlugin', async () => {
      if (files) return;
      const source = crypto.createHash('sha256').update(fs.readFileSync(BRAND_FONT.file)).digest('hex');
      const cache = compiler.getCache('BrandFontPlugin');
      const cut = { features: BRAND_FONT.features, weights: BRAND_FONT.weights };
      files = await Promise.all(
        BRAND_FONT.faces.map(async (face) => {
          const key = `${source}|${JSON.stringify({ ...cut, unicodeRange: face.unicodeRange })}`;
          const content = await cache.providePromise(key, null, () => brandFontFile(face));
          return { face, content, asset: brandFontAssetName(face, content) };
        }),
      );
    });
    compiler.hooks.thisCompilation.tap('BrandFontPlugin', (compilation) => {
      compilation.fileDependencies.add(BRAND_FONT.file);
      compilation.hooks.processAssets.tap(
        { name: 'BrandFontPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const { asset, content } of files) compilation.emitAsset(asset, new webpack.sources.RawSource(content));
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('BrandFontPlugin', (data) => {
        const faces = files.map(({ face, asset }) => ({ face, url: `/${asset}`, unicodeRange: face.unicodeRange }));
        data.headTags.push(...faceTags(faces, this.afterPaint));
        return data;
      });
    });
  }
}

module.exports = {
  BRAND_FONT,
  BrandFontPlugin,
  brandFontFaces,
  brandFontFile,
  codePointsOf,
  fallbackOverrides,
  faceTags,
};
