// Browser end-to-end tests: checks for Chromium (fails with how to install it, never skips),
// builds the production site, then runs the e2e Jest project against it.
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';

const chromium = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (p) => p && fs.existsSync(p),
);
if (!chromium) {
  console.error(
    '\nBrowser tests cannot run: Chromium was not found (CHROME_PATH, /usr/bin/chromium).\n' +
      "Install Debian's Chromium with:  apt-get update && apt-get install -y chromium\n" +
      'then run `npm test` again. (Do not use `npx playwright install`: browsers are not downloaded here.)\n',
  );
  process.exit(1);
}

const run = (args) => spawnSync(process.execPath, args, { stdio: 'inherit' }).status ?? 1;

if (process.env.E2E_SKIP_BUILD !== '1') {
  const status = run(['scripts/build.mjs']);
  if (status !== 0) process.exit(status);
}
process.exit(
  // PGlite, which the server's tests open, loads its parts with import(): Jest's VM needs the flag.
  run([
    '--experimental-vm-modules',
    'node_modules/jest/bin/jest.js',
    '--selectProjects',
    'e2e',
    '--runInBand',
    ...process.argv.slice(2),
  ]),
);
