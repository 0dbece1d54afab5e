// Debian's Chromium for the browser tests and the benchmarks (never a downloaded browser), and the
// flags both start it with. Plain CommonJS: the e2e support code and the bench scripts share it.
const fs = require('node:fs');
const { toolSettings } = require('./settings');

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The address bar's popup, which Chromium preloads in a renderer of its own for every browser
  // context (docs/working.md, "Tests"). Chromium merges this list with Playwright's own, but a
  // second --disable-features here would replace it (the popup came back): add to this one.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
];

/**
 * The browser tests' flags: the same, and no spare renderer. Chromium starts a renderer ahead of
 * the next navigation and, once a navigation takes it, starts another; the site's pages open in a
 * renderer of their own (their Cross-Origin-Opener-Policy leaves the blank page's), so a test's
 * every page left a spare behind (docs/working.md, "Tests"). The benches keep it, as a visitor's
 * Chromium does.
 */
const TEST_CHROMIUM_ARGS = CHROMIUM_ARGS.map((arg) =>
  arg.startsWith('--disable-features=') ? `${arg},SpareRendererForSitePerProcess` : arg,
);

/** Debian's Chromium, or CHROME_PATH: the benches', as a visitor's browser. */
function chromiumPath() {
  const candidates = [toolSettings().CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((p) => fs.existsSync(p)) ?? null;
}

/**
 * The browser tests' Chromium: CHROME_PATH; else, where it is installed, Debian's headless shell
 * (package chromium-headless-shell: the same Chromium build without the browser's window and UI
 * layer, which Playwright itself runs for headless tests), 10 to 30% less CPU for the same tests
 * (docs/working.md, "Tests"); else Debian's Chromium.
 */
function testChromiumPath() {
  const shell = '/usr/bin/chromium-headless-shell';
  if (!toolSettings().CHROME_PATH && fs.existsSync(shell)) return shell;
  return chromiumPath();
}

const CHROMIUM_MISSING_MESSAGE =
  'Chromium was not found (looked at CHROME_PATH, /usr/bin/chromium). The browser end-to-end tests need ' +
  "Debian's Chromium: install it with `apt-get update && apt-get install -y chromium` (or set CHROME_PATH).";

module.exports = { CHROMIUM_ARGS, TEST_CHROMIUM_ARGS, chromiumPath, testChromiumPath, CHROMIUM_MISSING_MESSAGE };
