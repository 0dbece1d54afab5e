// Browser end-to-end tests: checks for Chromium (fails with how to install it, never skips),
// builds the production site, then runs the e2e Jest project against it.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { testChromiumPath, CHROMIUM_MISSING_MESSAGE } = require('./chromium.js');
const { childEnv, testTmpdir, toolSettings } = require('./settings.js');
if (!testChromiumPath()) {
  console.error(`\nBrowser tests cannot run. ${CHROMIUM_MISSING_MESSAGE}\n`);
  process.exit(1);
}

// Without `env`, this process's own.
const run = (args, env) => spawnSync(process.execPath, args, { stdio: 'inherit', env }).status ?? 1;

if (!toolSettings().E2E_SKIP_BUILD) {
  const status = run(['scripts/build.mjs']);
  if (status !== 0) process.exit(status);
}
process.exit(
  // PGlite, which the server's tests open, loads its parts with import(): Jest's VM needs the flag.
  run(
    [
      '--experimental-vm-modules',
      'node_modules/jest/bin/jest.js',
      '--selectProjects',
      'e2e',
      // Files side by side (each has its own ports; the shared site serves them all), as npm test runs them.
      `--maxWorkers=${toolSettings().E2E_WORKERS}`,
      ...process.argv.slice(2),
    ],
    // The tests' temporary folders, as npm test has them (scripts/settings.js).
    childEnv({ TMPDIR: testTmpdir() }),
  ),
);
