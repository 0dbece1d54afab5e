/* global test, expect, describe, document, window, jest, beforeEach, afterEach */
// The shell page's boot script: once the page is painted it adds the entry script, and preloads
// the first-visit code beside it, so that this code does not wait for the entry to ask for it.
const { bootScript } = require('./bootAfterPaintPlugin');

/** Runs the boot script in a hidden tab (it starts at once) of a page whose head is `head`. */
async function bootHiddenPage(
  head = '<meta name="preload-after-paint" content="/remotes.json"><meta name="manifest-after-paint" content="/site.webmanifest">',
  scriptSrcs = ['/first-visit.abcd.js'],
) {
  const code = await bootScript('/main.1234.js', scriptSrcs);
  document.head.innerHTML = head;
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  new Function(code)();
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the boot script adds the entry and preloads the first-visit scripts (a hidden tab: at once)', async () => {
  await bootHiddenPage();
  expect(document.head.querySelector('script[src="/main.1234.js"]')).toBeNull();
  jest.runAllTimers();
  const preload = document.head.querySelector('link[rel="preload"][as="script"]');
  expect(preload?.getAttribute('href')).toBe('/first-visit.abcd.js');
  expect(document.head.querySelector('script[src="/main.1234.js"]')).not.toBeNull();
  const fetched = document.head.querySelector('link[rel="preload"][as="fetch"]');
  expect(fetched?.getAttribute('href')).toBe('/remotes.json');
  expect(fetched?.getAttribute('crossorigin')).toBe('anonymous');
});

test('the boot script adds one element a task: the first-visit code, the entry, the fetches, then the manifest', async () => {
  await bootHiddenPage();
  const added = () =>
    [...document.head.querySelectorAll('link, script')].map((e) => e.getAttribute('href') ?? e.getAttribute('src'));
  jest.runOnlyPendingTimers();
  expect(added()).toEqual(['/first-visit.abcd.js']);
  jest.runOnlyPendingTimers();
  expect(added()).toEqual(['/first-visit.abcd.js', '/main.1234.js']);
  jest.runOnlyPendingTimers();
  expect(added()).toEqual(['/first-visit.abcd.js', '/main.1234.js', '/remotes.json']);
  expect(document.head.querySelector('link[rel="manifest"]')).toBeNull();
  jest.runOnlyPendingTimers();
  expect(added()).toEqual(['/first-visit.abcd.js', '/main.1234.js', '/remotes.json', '/site.webmanifest']);
  expect(document.head.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/site.webmanifest');
});

describe("the brand typeface's faces", () => {
  const FONT = '/fonts/inter-site-wght.1234abcd.woff2';
  let faces;
  let resolveLoad;
  beforeEach(() => {
    faces = [];
    window.localStorage.clear();
    window.FontFace = jest.fn(function FontFace(family, source, descriptors) {
      Object.assign(this, { family, source, descriptors });
      this.load = () =>
        new Promise((resolve) => {
          resolveLoad = resolve;
        });
    });
    Object.defineProperty(document, 'fonts', { value: { add: (face) => faces.push(face) }, configurable: true });
  });
  afterEach(() => {
    delete window.FontFace;
    delete document.fonts;
  });

  const bootPageWithFonts = () =>
    bootHiddenPage(
      `<meta name="font-after-paint" content="${FONT}" data-family="Inter Variable" data-weight="400 800" data-unicode-range="U+0020-007E">` +
        '<meta name="font-after-paint" content="/fonts/inter-latin1-wght.5678.woff2" data-family="Inter Variable" data-weight="400 800" data-unicode-range="U+00A1-00FF">',
      [],
    );

  test('are added after the paint, before the entry, as swap faces of their files, ranges and weights', async () => {
    await bootPageWithFonts();
    expect(faces).toEqual([]);
    jest.runOnlyPendingTimers();
    expect(faces.map((face) => face.source)).toEqual([
      `url(${FONT}) format("woff2")`,
      'url(/fonts/inter-latin1-wght.5678.woff2) format("woff2")',
    ]);
    expect(faces[0].family).toBe('Inter Variable');
    expect(faces[0].descriptors).toEqual({ weight: '400 800', unicodeRange: 'U+0020-007E', display: 'swap' });
    expect(document.head.querySelector('script[src="/main.1234.js"]')).toBeNull();
    jest.runOnlyPendingTimers();
    expect(document.head.querySelector('script[src="/main.1234.js"]')).not.toBeNull();
  });

  test('once the first file has loaded, the next page of this browser adds them at once, before its paint', async () => {
    await bootPageWithFonts();
    jest.runOnlyPendingTimers();
    resolveLoad();
    await Promise.resolve();
    expect(window.localStorage.getItem('brand-font')).toBe(FONT);
    faces = [];
    await bootPageWithFonts();
    expect(faces).toHaveLength(2);
    jest.runAllTimers();
    expect(faces).toHaveLength(2);
  });
});
