import fs from 'node:fs';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, or CHROME_PATH. Never a downloaded browser. */
export function chromiumPath(): string | null {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (p): p is string => !!p,
  );
  return candidates.find((p) => fs.existsSync(p)) ?? null;
}

export const CHROMIUM_MISSING_MESSAGE =
  'Chromium was not found (looked at CHROME_PATH, /usr/bin/chromium). The browser end-to-end tests need ' +
  "Debian's Chromium: install it with `apt-get update && apt-get install -y chromium` (or set CHROME_PATH).";
