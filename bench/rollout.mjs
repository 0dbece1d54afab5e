// npm run bench:rollout — how long a rollout takes to roll back a release that hurts visitors once
// it has its minimum sample (docs/rollouts.md, "Rollouts"). Each run publishes a shop release, starts
// a rollout of it (`--steps 50,100 --interval <s> --min-sessions <n>`), waits a random part of the
// interval (so the sample lands anywhere in it), then sends, as pages do, n page views of the canary
// that errored and n of the stable release that did not. It reports, per run and in min/median/max:
//  - sample -> rollback: the last of those beacons answered, to the abort's decision (server clock);
//  - sample -> stable served: to the first /remotes.json that gives a canary visitor the stable shop.
// Expected bound: the ingest's write-behind (about 1 s), the rest of the interval, the runner's
// 1 s look for due rollouts. The browser's side is e2e/rollout-judged.e2e.ts (the same, with pages).
// Flags: --no-build, --runs N (default 5, at most 10), --interval S (seconds, default 5),
// --min-sessions N (default and at most 5).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT, benchPort, childEnv, run, startSiteProcess, writeResult } from './lib.mjs';

const require = createRequire(import.meta.url);
const argValue = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const RUNS = Math.min(Math.max(Number(argValue('--runs', 5)), 1), 10);
const INTERVAL_S = Math.min(Math.max(Number(argValue('--interval', 5)), 1), 60);
// At most 10 runs of 2 x 5 beacons: under the ingest's 120 batches a minute from one address.
const MIN_SESSIONS = Math.min(Math.max(Number(argValue('--min-sessions', 5)), 1), 5);
const PORT = benchPort(7900);

if (!process.argv.includes('--no-build')) run('node', ['scripts/build.mjs']);
// The contract as the server's build has it (contract/dist, CommonJS).
const { errorFingerprint, TELEMETRY_URL } = require(path.join(ROOT, 'contract', 'dist', 'telemetryText.js'));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-rollout-'));
const env = { DATA_DIR: dataDir, AUTH_DATA_DIR: path.join(dataDir, 'auth'), DATABASE_URL: '', REDIS_URL: '' };
const shell = `http://127.0.0.1:${PORT}`;

/** The release command, as a team runs it, against this site. */
function release(...args) {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'server/dist/releases/releaseCommand.js'), ...args], {
    cwd: ROOT,
    env: childEnv({ ...env, PORT: String(PORT), RELEASE_ACTOR: 'bench' }),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`release ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}

/** A release of the shop of its own (its files differ from every other run's). */
function publishShop(runNumber) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-rollout-shop-'));
  fs.cpSync(path.join(ROOT, 'mfe-shop', 'dist'), dir, { recursive: true });
  const main = fs.readdirSync(dir).find((name) => name.startsWith('__federation_expose_routes'));
  fs.appendFileSync(path.join(dir, main), `\n// bench:rollout run ${runNumber} ${Date.now()}\n`);
  const id = release('publish', 'shop', '--from', dir);
  fs.rmSync(dir, { recursive: true, force: true });
  return id;
}

let views = 0;
/** A page view's batch, as the shell sends it: a session of `release`, errored or not. */
function pageView(release, cohort, errored) {
  views += 1;
  const frame = `http://127.0.0.1:${PORT + 2}/releases/${release}/routes.js:1:200`;
  const message = 'Error: product card exploded';
  return {
    pageView: `bench-view-${String(views).padStart(6, '0')}`,
    route: '/shop',
    routeRemote: 'shop',
    releases: [{ remote: 'shop', release, cohort, session: true, ...(errored ? { errored: true } : {}) }],
    vitals: [{ name: 'LCP', value: 900, remote: 'shop' }],
    errors: errored
      ? [
          {
            kind: 'boundary',
            remote: 'shop',
            release,
            fingerprint: errorFingerprint('boundary', message, frame),
            message,
            frame,
            count: 1,
          },
        ]
      : [],
  };
}

async function beacon(batch) {
  const response = await fetch(`${shell}${TELEMETRY_URL}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(batch),
  });
  if (response.status !== 204) throw new Error(`the ingest answered ${response.status}: ${await response.text()}`);
}

const token = () => fs.readFileSync(path.join(dataDir, 'release-tokens', 'shop'), 'utf8').trim();
async function rolloutView() {
  const response = await fetch(`${shell}/api/admin/releases/shop/rollout`, {
    headers: { Authorization: `Bearer ${token()}` },
  });
  if (!response.ok) throw new Error(`GET rollout answered ${response.status}`);
  return (await response.json()).rollout;
}

/** The shop release a visitor in canary bucket 10 is given. */
async function shopOfCanaryVisitor() {
  const response = await fetch(`${shell}/remotes.json`, { headers: { Cookie: 'site_bucket=10' } });
  return (await response.json()).releases.shop;
}

async function oneRun(runNumber) {
  const id = publishShop(runNumber);
  release(
    'activate',
    'shop',
    id,
    '--steps',
    '50,100',
    '--interval',
    `${INTERVAL_S}s`,
    '--min-sessions',
    String(MIN_SESSIONS),
  );
  const { stable } = await rolloutView();
  await sleep(Math.random() * INTERVAL_S * 1000);
  const batches = [];
  for (let i = 0; i < MIN_SESSIONS; i += 1)
    batches.push(pageView(id, 'canary', true), pageView(stable, 'stable', false));
  await Promise.all(batches.map(beacon));
  const sampleAt = Date.now();
  let servedAt = null;
  for (let waited = 0; servedAt === null; waited += 100) {
    if (waited > (INTERVAL_S + 30) * 1000) throw new Error(`run ${runNumber}: the canary is still served`);
    if ((await shopOfCanaryVisitor()) === stable) servedAt = Date.now();
    else await sleep(100);
  }
  const view = await rolloutView();
  const abort = view.decisions.find((decision) => decision.verdict === 'abort');
  if (view.state !== 'aborted' || !abort) throw new Error(`run ${runNumber}: the rollout is ${view.state}`);
  return {
    release: id,
    sampleToRollbackMs: Date.parse(abort.at) - sampleAt,
    sampleToStableServedMs: servedAt - sampleAt,
    waits: view.decisions.filter((decision) => decision.verdict === 'wait').length,
    reason: abort.reason,
  };
}

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0], median: sorted[Math.floor(sorted.length / 2)], max: sorted.at(-1) };
};
const s = (ms) => `${(ms / 1000).toFixed(1)} s`;

const site = await startSiteProcess({ port: PORT, prefix: 'bench-rollout-site-', env });
const runs = [];
try {
  // The site says where it answers for releases once all its origins listen, just after it is ready.
  for (let tries = 0; ; tries += 1) {
    try {
      release('list', 'shop');
      break;
    } catch (error) {
      if (tries > 50) throw error;
      await sleep(200);
    }
  }
  for (let i = 1; i <= RUNS; i += 1) {
    const result = await oneRun(i);
    runs.push(result);
    console.log(
      `run ${i}: sample -> rollback ${s(result.sampleToRollbackMs)}, -> stable served ${s(result.sampleToStableServedMs)} (${result.waits} waits before)`,
    );
  }
} finally {
  await site.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
const rollback = stats(runs.map((r) => r.sampleToRollbackMs));
const served = stats(runs.map((r) => r.sampleToStableServedMs));
console.log(
  `\nInterval ${INTERVAL_S} s, ${MIN_SESSIONS} sessions a side, ${RUNS} runs:\n` +
    `  sample -> rollback:       min ${s(rollback.min)}, median ${s(rollback.median)}, max ${s(rollback.max)}\n` +
    `  sample -> stable served:  min ${s(served.min)}, median ${s(served.median)}, max ${s(served.max)}\n` +
    `  (bound: about 1 s to write the beacons + up to ${INTERVAL_S} s to the next judgement + up to 1 s to look for it)`,
);
console.log(`Abort reason (last run): ${runs.at(-1).reason}`);
const file = writeResult('rollout.json', {
  intervalS: INTERVAL_S,
  minSessions: MIN_SESSIONS,
  runs,
  sampleToRollbackMs: rollback,
  sampleToStableServedMs: served,
});
console.log(`Written to ${path.relative(ROOT, file)}`);
