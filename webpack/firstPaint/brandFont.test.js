/**
 * @jest-environment node
 */
/* global test, expect */
// The brand typeface (docs/brand.md, "The brand typeface"): the fallback face is sized from
// the metrics of the very file we serve, and the theme asks for the faces the build declares.
const { Buffer } = require('node:buffer');
const fs = require('node:fs');
const fontkit = require('fontkit');
const interMetrics = require('@capsizecss/metrics/inter');
const { theme } = require('../../shared/src/theme/theme');
const wawoff2 = require('wawoff2');
const { BRAND_FONT, brandFontFaces, brandFontFile, codePointsOf, fallbackOverrides, faceTags } = require('./brandFont');

test('the metrics the fallback is computed from are those of the served file', () => {
  const font = fontkit.create(fs.readFileSync(BRAND_FONT.file));
  expect({ unitsPerEm: font.unitsPerEm, ascent: font.ascent, descent: font.descent, lineGap: font.lineGap }).toEqual({
    unitsPerEm: interMetrics.unitsPerEm,
    ascent: interMetrics.ascent,
    descent: interMetrics.descent,
    lineGap: interMetrics.lineGap,
  });
});

test.each(BRAND_FONT.fallbackFaces.map((face) => [face.weights, face]))(
  "Arial takes Inter's room at weights %s: ascent and descent over size-adjust give Inter's line box",
  (_weights, face) => {
    const o = fallbackOverrides(face);
    const percent = (value) => Number.parseFloat(value) / 100;
    const size = percent(o.sizeAdjust);
    // The overrides are fractions of the adjusted em: times size-adjust, they are Inter's own.
    expect(percent(o.ascentOverride) * size).toBeCloseTo(interMetrics.ascent / interMetrics.unitsPerEm, 3);
    expect(percent(o.descentOverride) * size).toBeCloseTo(-interMetrics.descent / interMetrics.unitsPerEm, 3);
    expect(o.lineGapOverride).toBe('0%');
    // Drawn at the width of Inter's weight: the two faces' average widths of Latin text.
    expect(size).toBeCloseTo(face.inter.xWidthAvg / face.arial.xWidthAvg, 4);
  },
);

test("the fallback's faces cover every weight once, Arial's bold face for Inter's bold weights", () => {
  const ranges = BRAND_FONT.fallbackFaces.map((face) => face.weights.split(' ').map(Number));
  expect(ranges[0][0]).toBe(100);
  expect(ranges.at(-1)[1]).toBe(1000);
  for (let i = 1; i < ranges.length; i += 1) expect(ranges[i][0]).toBe(ranges[i - 1][1] + 1);
  for (const face of BRAND_FONT.fallbackFaces) {
    const bold = Number(face.weights.split(' ')[0]) >= 550;
    expect(face.arial.fullName).toBe(bold ? 'Arial Bold' : 'Arial');
    expect(face.locals[0]).toBe(bold ? 'Arial Bold' : 'Arial');
  }
});

test('the page declares the faces the theme asks for, the brand one with swap', () => {
  const css = brandFontFaces(BRAND_FONT.faces.map((face) => ({ url: `/fonts/${face.name}.woff2`, ...face })));
  expect(css).toContain(`font-family:"${BRAND_FONT.family}"`);
  expect(css.match(/font-display:swap/g)).toHaveLength(BRAND_FONT.faces.length);
  for (const face of BRAND_FONT.faces) expect(css).toContain(`unicode-range:${face.unicodeRange}}`);
  expect(css).toContain(`font-family:"${BRAND_FONT.fallbackFamily}"`);
  expect(css).toContain('local("Arial")');
  for (const stack of [theme.fonts.body, theme.fonts.heading]) {
    expect(stack.startsWith(`'${BRAND_FONT.family}', '${BRAND_FONT.fallbackFamily}',`)).toBe(true);
  }
});

test("a production page names Inter's files for after the paint: its style has only the resized Arial", () => {
  const faces = BRAND_FONT.faces.map((face) => ({
    face,
    url: `/fonts/${face.name}.woff2`,
    unicodeRange: face.unicodeRange,
  }));
  const tags = faceTags(faces, true);
  expect(tags.filter((tag) => tag.tagName === 'link')).toEqual([]);
  const style = tags.find((tag) => tag.tagName === 'style');
  expect(style.innerHTML).toContain(`font-family:"${BRAND_FONT.fallbackFamily}"`);
  expect(style.innerHTML).not.toContain(`font-family:"${BRAND_FONT.family}"`);
  expect(tags.filter((tag) => tag.tagName === 'meta').map((tag) => tag.attributes)).toEqual(
    faces.map(({ url, unicodeRange }) => ({
      name: 'font-after-paint',
      content: url,
      'data-family': BRAND_FONT.family,
      'data-weight': '400 800',
      'data-unicode-range': unicodeRange,
    })),
  );
  // Without scripts, the style in <noscript> declares them.
  const noscript = tags.find((tag) => tag.tagName === 'noscript');
  expect(noscript.innerHTML.match(/src:url\(\/fonts\/\w+\.woff2\)/g)).toHaveLength(faces.length);
  // The development server, which has no boot script, preloads the site's file and declares all.
  const dev = faceTags(faces, false);
  expect(dev.filter((tag) => tag.tagName === 'link').map((tag) => tag.attributes.href)).toEqual(['/fonts/site.woff2']);
  expect(dev.find((tag) => tag.tagName === 'style').innerHTML).toBe(brandFontFaces(faces));
});

test.each(BRAND_FONT.faces.map((face) => [face.name, face]))(
  'the %s file keeps every character it declares and the weights the styles use',
  async (_name, face) => {
    const font = fontkit.create(Buffer.from(await wawoff2.decompress(await brandFontFile(face))));
    const missing = codePointsOf(face.unicodeRange).filter(
      (point) => point > 0x20 && point !== 0xa0 && point !== 0xad && !font.hasGlyphForCodePoint(point),
    );
    expect(missing.map((point) => point.toString(16))).toEqual([]);
    expect(font.hasGlyphForCodePoint(0x2192)).toBe(false); // an arrow: outside, from the next font
    expect(font.variationAxes.wght).toMatchObject({ min: BRAND_FONT.weights.min, max: BRAND_FONT.weights.max });
  },
);

test('the two files take each character once, and the preloaded one is a third of the source', async () => {
  const [site, latin1] = BRAND_FONT.faces.map((face) => new Set(codePointsOf(face.unicodeRange)));
  expect([...site].filter((point) => latin1.has(point))).toEqual([]);
  // Latin-1 whole: printable ASCII and U+00A0 to U+00FF.
  for (let point = 0xa0; point <= 0xff; point += 1) expect(site.has(point) || latin1.has(point)).toBe(true);
  const preloaded = await brandFontFile(BRAND_FONT.faces.find((face) => face.preload));
  expect(preloaded.length).toBeLessThan(fs.statSync(BRAND_FONT.file).size * 0.35);
});
