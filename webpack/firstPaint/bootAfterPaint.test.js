/* global test, expect, document, jest, beforeEach, afterEach */
// The shell page's boot script: once the page is painted it adds the entry script, and preloads
// the first-visit code beside it, so that this code does not wait for the entry to ask for it.
const { bootScript } = require('./bootAfterPaintPlugin');

/** Runs the boot script in a hidden tab (it starts at once) of a page that names /remotes.json. */
async function bootHiddenPage() {
  const code = await bootScript('/main.1234.js', ['/first-visit.abcd.js']);
  document.head.innerHTML =
    '<meta name="preload-after-paint" content="/remotes.json"><meta name="manifest-after-paint" content="/site.webmanifest">';
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
