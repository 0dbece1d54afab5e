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

/** Debian's Chromium, or CHROME_PATH. */
function chromiumPath() {
  const candidates = [toolSettings().CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((p) => fs.existsSync(p)) ?? null;
}

const CHROMIUM_MISSING_MESSAGE =
  'Chromium was not found (looked at CHROME_PATH, /usr/bin/chromium). The browser end-to-end tests need ' +
  "Debian's Chromium: install it with `apt-get update && apt-get install -y chromium` (or set CHROME_PATH).";

module.exports = { CHROMIUM_ARGS, chromiumPath, CHROMIUM_MISSING_MESSAGE };
