/**
 * @jest-environment node
 */
/* global test, expect */
// The brand typeface (docs/architecture.md, "The brand typeface"): the fallback face is sized from
// the metrics of the very file we serve, and the theme asks for the faces the build declares.
const { Buffer } = require('node:buffer');
const fs = require('node:fs');
const fontkit = require('fontkit');
const interMetrics = require('@capsizecss/metrics/inter');
const { theme } = require('../../shared/src/theme/theme');
const wawoff2 = require('wawoff2');
const { BRAND_FONT, brandFontFaces, brandFontFile, codePointsOf, fallbackOverrides } = require('./brandFont');

test('the metrics the fallback is computed from are those of the served file', () => {
  const font = fontkit.create(fs.readFileSync(BRAND_FONT.file));
  expect({ unitsPerEm: font.unitsPerEm, ascent: font.ascent, descent: font.descent, lineGap: font.lineGap }).toEqual({
    unitsPerEm: interMetrics.unitsPerEm,
    ascent: interMetrics.ascent,
    descent: interMetrics.descent,
    lineGap: interMetrics.lineGap,
  });
});

test("Arial takes Inter's room: ascent and descent over size-adjust give Inter's line box", () => {
  const o = fallbackOverrides();
  const percent = (value) => Number.parseFloat(value) / 100;
  const size = percent(o.sizeAdjust);
  // The overrides are fractions of the adjusted em: times size-adjust, they are Inter's own.
  expect(percent(o.ascentOverride) * size).toBeCloseTo(interMetrics.ascent / interMetrics.unitsPerEm, 3);
  expect(percent(o.descentOverride) * size).toBeCloseTo(-interMetrics.descent / interMetrics.unitsPerEm, 3);
  expect(o.lineGapOverride).toBe('0%');
  expect(size).toBeGreaterThan(1);
});

test('the page declares the faces the theme asks for, the brand one with swap', () => {
  const css = brandFontFaces('/fonts/inter.12345678.woff2');
  expect(css).toContain(`font-family:"${BRAND_FONT.family}"`);
  expect(css).toContain('font-display:swap');
  expect(css).toContain(`font-family:"${BRAND_FONT.fallbackFamily}"`);
  expect(css).toContain('local("Arial")');
  for (const stack of [theme.fonts.body, theme.fonts.heading]) {
    expect(stack.startsWith(`'${BRAND_FONT.family}', '${BRAND_FONT.fallbackFamily}',`)).toBe(true);
  }
});

test('the served file keeps every declared character and the weights the styles use, and is small', async () => {
  const served = await brandFontFile();
  const font = fontkit.create(Buffer.from(await wawoff2.decompress(served)));
  const missing = codePointsOf(BRAND_FONT.unicodeRange).filter(
    (point) => point > 0x20 && point !== 0xa0 && point !== 0xad && !font.hasGlyphForCodePoint(point),
  );
  expect(missing.map((point) => point.toString(16))).toEqual([]);
  expect(font.hasGlyphForCodePoint(0x2192)).toBe(false); // an arrow: outside, from the next font
  expect(font.variationAxes.wght).toMatchObject({ min: BRAND_FONT.weights.min, max: BRAND_FONT.weights.max });
  expect(served.length).toBeLessThan(fs.statSync(BRAND_FONT.file).size * 0.65);
});
