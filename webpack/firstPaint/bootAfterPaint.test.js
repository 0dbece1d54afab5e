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

describe('in a visible tab', () => {
  const nativeObserver = window.PerformanceObserver;
  let paint;
  beforeEach(() => {
    // A browser that reports paints: `paint()` reports the first contentful one.
    window.PerformanceObserver = function PerformanceObserver(report) {
      paint = () => report({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
      this.observe = () => {};
      this.disconnect = () => {};
    };
    window.PerformanceObserver.supportedEntryTypes = ['paint'];
  });
  afterEach(() => {
    window.PerformanceObserver = nativeObserver;
    document.body.innerHTML = '';
  });

  const bootVisiblePage = async (body) => {
    const code = await bootScript('/main.1234.js', []);
    document.head.innerHTML = '';
    document.body.innerHTML = body;
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    new Function(code)();
  };
  const entry = () => document.head.querySelector('script[src="/main.1234.js"]');

  test('a prerendered page adds the entry once its content is painted, not before', async () => {
    await bootVisiblePage('<noscript>This site needs JavaScript.</noscript><div id="root"><h1>Shop</h1></div>');
    jest.advanceTimersByTime(1000);
    expect(entry()).toBeNull();
    paint();
    jest.advanceTimersByTime(0);
    expect(entry()).not.toBeNull();
  });

  test('a page with nothing prerendered (an empty root) adds the entry at once: no paint would come', async () => {
    await bootVisiblePage('<noscript>This site needs JavaScript.</noscript><div id="root"></div>');
    jest.advanceTimersByTime(0);
    expect(entry()).not.toBeNull();
  });
});

describe("the brand typeface's faces", () => {
  const FONT = '/fonts/inter-site-wght.1234abcd.woff2';
  let faces;
  let resolveLoad;
  beforeEach(() => {
    faces = [];
    document.cookie = 'brand-font=; path=/; max-age=0';
    document.documentElement.removeAttribute('data-brand-font');
    window.FontFace = jest.fn(function FontFace(family, source, descriptors) {
      Object.assign(this, { family, source, descriptors });
      this.load = () =>
        new Promise((resolve) => {
          resolveLoad = resolve;
        });
    });
    Object.defineProperty(document, 'fonts', { value: { add: (face) => faces.push(face) }, configurable: true });
  });
  const pushState = window.history.pushState;
  afterEach(() => {
    // Without the Navigation API a page watches the router's pushState and popstate: each test's page
    // is left here, so that none still watches in the next test.
    window.history.pushState(null, '', '/left');
    window.history.pushState = pushState;
    window.history.replaceState(null, '', '/');
    delete window.FontFace;
    delete document.fonts;
  });

  const bootPageWithFonts = () =>
    bootHiddenPage(
      `<meta name="font-after-paint" content="${FONT}" data-family="Inter Variable" data-weight="400 800" data-unicode-range="U+0020-007E">` +
        '<meta name="font-after-paint" content="/fonts/inter-latin1-wght.5678.woff2" data-family="Inter Variable" data-weight="400 800" data-unicode-range="U+00A1-00FF">',
      [],
    );

  const prefetched = () => document.head.querySelector('link[rel="prefetch"]');
  const becomeLive = async () => {
    document.documentElement.setAttribute('data-hydrated', 'true');
    await Promise.resolve(); // the mutation observer's microtask
  };
  afterEach(async () => {
    // A page of an earlier test that never went live still waits for it: it goes live here.
    await becomeLive();
    document.documentElement.removeAttribute('data-hydrated');
    delete window.navigation;
  });

  test('on a first visit are not added: the page stays in the resized Arial, and the site file is prefetched once it is live', async () => {
    await bootPageWithFonts();
    jest.runAllTimers();
    expect(document.head.querySelector('script[src="/main.1234.js"]')).not.toBeNull();
    expect(faces).toEqual([]);
    expect(prefetched()).toBeNull();
    await becomeLive();
    expect(prefetched()?.getAttribute('href')).toBe(FONT);
    expect(prefetched()?.getAttribute('crossorigin')).toBe('anonymous');
    expect(faces).toEqual([]);
    expect(document.cookie).not.toContain('brand-font');
    prefetched()?.dispatchEvent(new window.Event('load'));
    expect(document.cookie).toBe('brand-font=inter-site-wght.1234abcd.woff2');
  });

  test('are added as swap faces of their files, ranges and weights on the next page of the visit, not on an anchor', async () => {
    const navigation = new window.EventTarget();
    window.navigation = navigation;
    const change = (navigationType, fromUrl) =>
      navigation.dispatchEvent(
        Object.assign(new window.Event('currententrychange'), { navigationType, from: { url: fromUrl } }),
      );
    await bootPageWithFonts();
    jest.runAllTimers();
    window.history.pushState(null, '', '/#contact');
    change('push', 'http://localhost/');
    window.history.replaceState(null, '', '/shop');
    change('replace', 'http://localhost/');
    expect(faces).toEqual([]);
    change('push', 'http://localhost/');
    expect(faces.map((face) => face.source)).toEqual([
      `url(${FONT}) format("woff2")`,
      'url(/fonts/inter-latin1-wght.5678.woff2) format("woff2")',
    ]);
    expect(faces[0].family).toBe('Inter Variable');
    expect(faces[0].descriptors).toEqual({ weight: '400 800', unicodeRange: 'U+0020-007E', display: 'swap' });
    resolveLoad();
    await Promise.resolve();
    expect(document.cookie).toBe('brand-font=inter-site-wght.1234abcd.woff2');
    change('push', 'http://localhost/shop');
    expect(faces).toHaveLength(2);
    window.history.replaceState(null, '', '/');
  });

  test('in a browser without the Navigation API, are added on the next page the router pushes, not on an anchor or a replace', async () => {
    expect(window.navigation).toBeUndefined();
    await bootPageWithFonts();
    jest.runAllTimers();
    window.history.pushState(null, '', '/#contact');
    window.history.replaceState(null, '', '/shop');
    expect(faces).toEqual([]);
    window.history.replaceState(null, '', '/');
    window.history.pushState(null, '', '/shop');
    expect(faces.map((face) => face.source)).toEqual([
      `url(${FONT}) format("woff2")`,
      'url(/fonts/inter-latin1-wght.5678.woff2) format("woff2")',
    ]);
    window.history.pushState(null, '', '/cart');
    expect(faces).toHaveLength(2);
  });

  test('in a browser without the Navigation API, are added on a page reached with Back or Forward', async () => {
    await bootPageWithFonts();
    jest.runAllTimers();
    window.dispatchEvent(new window.PopStateEvent('popstate'));
    expect(faces).toEqual([]);
    window.history.replaceState(null, '', '/cadence');
    window.dispatchEvent(new window.PopStateEvent('popstate'));
    expect(faces).toHaveLength(2);
  });

  test('once the site file is in the cache (the server marks the page), the next page of this browser adds them at once, before its paint', async () => {
    document.documentElement.setAttribute('data-brand-font', '');
    await bootPageWithFonts();
    expect(faces).toHaveLength(2);
    jest.runAllTimers();
    await becomeLive();
    expect(faces).toHaveLength(2);
    expect(prefetched()).toBeNull();
  });
});
