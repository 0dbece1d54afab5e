// `npm test`: every test (docs/working.md, "Tests"): the type check, ESLint, knip, the unit and
// component tests, the production build and the browser end-to-end tests against it. The machines
// have two cores: the build and the unit tests run at once, then the browser tests; beside them
// all, at the lowest priority, the checks. Every step runs even when another fails (the browser
// tests need the build); the run fails when any step did, and ends with each step's time and each
// browser test file's. Chromium is checked first: without it the run fails at once, saying how to
// install it.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { runLanes } from './build/lanes.mjs';
import { binScript, ROOT, seconds } from './build/steps.mjs';

const require = createRequire(import.meta.url);
const { testChromiumPath, CHROMIUM_MISSING_MESSAGE } = require('./chromium.js');
const { testTmpdir, toolSettings } = require('./settings.js');
if (!testChromiumPath()) {
  console.error(`\nnpm test cannot run the browser tests. ${CHROMIUM_MISSING_MESSAGE}\n`);
  process.exit(1);
}

const started = Date.now();
// Jest's reports of the two projects: the summary's figures.
const RESULTS = path.join(ROOT, '.tmp', 'test-results');
const E2E_RESULTS = path.join(RESULTS, 'e2e.json');
const UNIT_RESULTS = path.join(RESULTS, 'unit.json');
fs.rmSync(RESULTS, { recursive: true, force: true });
fs.mkdirSync(RESULTS, { recursive: true });
// PGlite, which the server's tests open, loads its parts with import(): Jest's VM needs the flag.
const jest = ['--experimental-vm-modules', binScript('jest', 'bin/jest.js')];
// Two browser test files at a time by default: each waits on its browser and its site much of the time.
const e2eWorkers = toolSettings().E2E_WORKERS;
// The tests' temporary folders: in memory where the machine has a memory file system (settings.js).
const testEnv = { TMPDIR: testTmpdir() };

// Three lanes. The build and the unit tests (every room's PGlite and Postgres tests, two workers)
// start together, and the browser tests after both: beside the browser files the unit tests starved
// them (servers slow to start, pages slow to hydrate), and at the lowest priority they were starved
// in turn, past their own time windows (docs/working.md, "Tests"). The checks run at the lowest
// priority from the start: they take what the other lanes leave idle.
const results = await runLanes([
  [
    // The server's type check is its build (tsc -b, which fails on a type error).
    { name: 'build', args: ['scripts/build.mjs'] },
    {
      name: 'browser tests',
      args: [...jest, '--selectProjects', 'e2e', `--maxWorkers=${e2eWorkers}`, '--json', `--outputFile=${E2E_RESULTS}`],
      needs: 'build',
      waitsFor: ['unit tests'],
      env: testEnv,
    },
  ],
  [
    {
      name: 'unit tests',
      args: [...jest, '--selectProjects', 'unit', '--maxWorkers=2', '--json', `--outputFile=${UNIT_RESULTS}`],
      env: testEnv,
    },
  ],
  [
    { name: 'type check', args: [binScript('typescript', 'bin/tsc'), '-p', 'tsconfig.json'], low: true },
    { name: 'eslint', args: [binScript('eslint', 'bin/eslint.js'), '.'], low: true },
    { name: 'knip', args: [binScript('knip', 'bin/knip.js'), '--no-progress'], low: true },
  ],
]);

const readReport = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);

/** Each browser test file's time, longest first, from Jest's report. */
function e2eFileTimes() {
  const report = readReport(E2E_RESULTS);
  if (!report) return [];
  return report.testResults
    .map((file) => ({
      name: path.relative(ROOT, file.name),
      ms: file.endTime - file.startTime,
      ok: file.status === 'passed',
    }))
    .sort((a, b) => b.ms - a.ms);
}

const failed = results.filter((result) => !result.ok);
console.log(`\nnpm test: ${failed.length ? 'FAILED' : 'passed'} in ${seconds(Date.now() - started)}`);
for (const result of results) {
  const status = result.skipped ? 'not run' : result.ok ? 'passed' : 'FAILED';
  console.log(`  ${result.name.padEnd(16)} ${seconds(result.ms).padStart(8)}  ${status}`);
  if (result.name !== 'browser tests') continue;
  for (const file of e2eFileTimes()) {
    console.log(`    ${file.name.padEnd(34)} ${seconds(file.ms).padStart(8)}  ${file.ok ? '' : 'FAILED'}`);
  }
}
const reports = [readReport(UNIT_RESULTS), readReport(E2E_RESULTS)].filter(Boolean);
const count = (key) => reports.reduce((sum, report) => sum + report[key], 0);
if (failed.length) {
  console.error(`\nFailed: ${failed.map((result) => result.name).join(', ')} (their output is above).`);
}
console.log(`tests: ${count('numPassedTests')} passed, ${count('numFailedTests')} failed`);
if (failed.length) process.exit(1);
