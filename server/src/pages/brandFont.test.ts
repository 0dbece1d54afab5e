/** @jest-environment node */
import { brandFontFile, hasBrandFont, withBrandFont } from './brandFont';

const HEAD =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="font-after-paint" content="/fonts/inter-site-wght.ab1f54a4.woff2" data-family="Inter Variable">' +
  '<meta name=font-after-paint content=/fonts/inter-latin1-wght.d97d120e.woff2 data-family="Inter Variable">';

test("the site's font file is the first the page names, however the minifier writes the attributes", () => {
  expect(brandFontFile(HEAD)).toBe('inter-site-wght.ab1f54a4.woff2');
  expect(
    brandFontFile(
      HEAD.replace(
        'name="font-after-paint" content="/fonts/inter-site-wght.ab1f54a4.woff2"',
        'name=font-after-paint content=/fonts/a.11112222.woff2',
      ),
    ),
  ).toBe('a.11112222.woff2');
  expect(brandFontFile('<html><head><meta name="font-after-paint-not" content="/x.woff2">')).toBeNull();
  expect(brandFontFile('<html><head>')).toBeNull();
});

test('a browser has the font when its cookie names this very file', () => {
  const file = 'inter-site-wght.ab1f54a4.woff2';
  expect(hasBrandFont(`a=1; brand-font=${file}; b=2`, file)).toBe(true);
  // An older file (the font changed with a release), another cookie, none, or a page without fonts.
  expect(hasBrandFont('brand-font=inter-site-wght.00000000.woff2', file)).toBe(false);
  expect(hasBrandFont(`xbrand-font=${file}`, file)).toBe(false);
  expect(hasBrandFont(undefined, file)).toBe(false);
  expect(hasBrandFont(`brand-font=${file}`, null)).toBe(false);
});

test('its page is marked on the root element, once', () => {
  expect(withBrandFont(HEAD)).toContain('<html data-brand-font lang="en">');
  expect(withBrandFont(HEAD).match(/data-brand-font/g)).toHaveLength(1);
});
