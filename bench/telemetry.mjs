// npm run bench:telemetry — the release-health ingest (POST /api/telemetry, docs/release-health.md) under load while the site's pages are served, on the embedded PGlite and on a
// Postgres server in the same run:
// 1. beacons at full speed: the most the ingest takes, and its p99 there;
// 2. in turn, --rounds times (default 3): the pages alone, GET / and GET /shop at a steady rate
//    (--page-rate a second, each); the same pages beside beacons at the goal rate (--rate, default
//    3,000 a second), and the ingest's p99 there; all at evenly spaced times and timed to the
//    microsecond (bench/pacedLoad.mjs: autocannon's rate is a burst at the start of each second);
//    the same pages beside a control, the same rate of GET /healthz, which any answer at that rate
//    costs (and the load generator's share of the machine), not the ingest's work; the control's
//    own p50 and p99 are printed too: the floor of what this generator and core time at that rate;
// 3. each condition's page answers pooled over the rounds; the pages' slowdown is their p50 and p99
//    beside the beacons against the faster of alone and the control (an idle core wakes slowly).
// The site logs as a deployed one does, at its default level (info), into
// bench-results/telemetry-site.log: each page request's lines are part of what it costs.
// Beacons are realistic batches (bench/telemetryBatches.mjs): a page view's releases, its five
// vitals, an error in one of ten. Each comes from another visitor: the site believes the load
// generator's X-Forwarded-For (TRUST_PROXY=127.0.0.1) and every beacon names another address of
// 10.0.0.0/16, so the per-visitor limit (120 a minute) never refuses one, as with real visitors.
// The site runs in its own process, pinned to the last core, and the load generator (autocannon, in
// this process) and the machine's own Postgres server to the others (taskset), so the pages'
// slowdown is the ingest's, not theirs taking the server's core; --no-pin shares every core.
// Postgres: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test,
// in a fresh schema made and dropped; a server that does not answer is reported as not measured. Goals: >= 3,000 beacons/s at p99 <= 25 ms, pages
// slowed <= 10%.
// Flags: --no-build, --seconds N (per step, default 10), --rate N, --page-rate N (default 50),
// --rounds N, --no-pin, --slow SHARE (the site on that share of its core: a slower machine).
import autocannon from 'autocannon';
import { ROOT, benchPort, freshPostgresSchema, run, startSiteProcess, toolSettings, writeResult } from './lib.mjs';
import { beaconBodies } from './telemetryBatches.mjs';
import { pacedLoad, summarize } from './pacedLoad.mjs';
import { pin, pinLocalPostgres, slowDown, slowShare } from './slowCpu.mjs';
import { printTelemetryReport } from './telemetryReport.mjs';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const SECONDS = Math.min(arg('--seconds', 10), 60);
const RATE = Math.min(arg('--rate', 3000), 50_000);
const PAGE_RATE = Math.min(arg('--page-rate', 50), 2000);
const ROUNDS = Math.min(arg('--rounds', 3), 10);
// --slow 0.3: the site limited to that share of its core, as on a CPU 1 / 0.3 times slower.
const SLOW = slowShare() ?? 1;
const PORT = benchPort(7800);
const POSTGRES_URL =
  toolSettings().BENCH_DATABASE_URL || toolSettings().TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const GOALS = { beaconsPerSecond: 3000, p99Ms: 25, pageSlowdownPct: 10 };
const PAGES = ['/', '/shop'];
const LAST_CORE = os.cpus().length - 1;
const PIN = !process.argv.includes('--no-pin') && LAST_CORE > 0 && spawnSync('taskset', ['-V']).status === 0;
/** The load generator's cores: all but the site's. */
const generatorCores = LAST_CORE > 1 ? `0-${LAST_CORE - 1}` : '0';

if (!process.argv.includes('--no-build')) run('node', ['scripts/build.mjs']);

const attack = (opts) =>
  new Promise((resolve, reject) => {
    autocannon({ duration: SECONDS, ...opts }, (error, result) => (error ? reject(error) : resolve(result)));
  });

/** Beacons from ever new addresses, each body one of a few thousand page views' batches. */
function beaconLoad(url, bodies, extra) {
  let n = 0;
  return attack({
    url: `${url}/api/telemetry`,
    connections: 40,
    ...extra,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          n += 1;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `10.0.${(n >> 8) & 255}.${n & 255}`,
            },
            body: bodies[n % bodies.length],
          };
        },
      },
    ],
  });
}

/** Each page at a steady rate, the same in every step, as visitors ask for them, timed to the µs. */
const pageLoad = (url) =>
  pacedLoad(
    PAGES.map((page) => ({ url: `${url}${page}`, rate: PAGE_RATE })),
    { seconds: SECONDS },
  );
/** Beacons at a steady --rate, from ever new addresses (bench/pacedLoad.mjs). */
const steadyBeacons = (url, bodies) =>
  pacedLoad([{ url: `${url}/api/telemetry`, method: 'POST', rate: RATE, bodies, forwardedFor: true, sockets: 40 }], {
    seconds: SECONDS,
  }).then(([run]) => run);
/** The control: the same steady rate of the cheapest answer. */
const steadyControl = (url) =>
  pacedLoad([{ url: `${url}/healthz`, rate: RATE, sockets: 40 }], { seconds: SECONDS }).then(([run]) => run);

/** CPU seconds the server's process has used (user + system), from /proc. */
function cpuSeconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Runs `load` (resolving to figures, or to answers timed) with the server's CPU seconds it took. */
async function withCpu(pid, load) {
  const before = cpuSeconds(pid);
  const result = await load;
  return { ...result, cpuSeconds: cpuSeconds(pid) - before };
}
const cpuPerRequest = (cpu, requests) => Math.round((cpu * 1e6) / Math.max(requests, 1));

const figures = (result) => ({
  perSecond: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  requests: result.requests.total,
  failed: result.errors + result.timeouts + result.non2xx,
});

async function measure(name, env) {
  const site = await startSiteProcess({
    port: PORT,
    prefix: 'bench-telemetry-',
    // As a deployed site logs: every page request's lines, at info, into a file.
    logFile: path.join(ROOT, 'bench-results', 'telemetry-site.log'),
    env: { DATABASE_URL: '', REDIS_URL: '', TRUST_PROXY: '127.0.0.1', TELEMETRY: 'on', ...env },
  });
  if (PIN) {
    pin(site.pid, String(LAST_CORE));
    pin(process.pid, generatorCores);
  }
  let unslow = async () => {};
  const url = `http://127.0.0.1:${PORT}`;
  try {
    if (SLOW < 1) unslow = slowDown(site.pid, SLOW);
    const config = await (await fetch(`${url}/remotes.json`)).json();
    const bodies = beaconBodies(config, 4000);
    // Warm-up: the first requests compile the routes' code and the pages' caches.
    await Promise.all([beaconLoad(url, bodies, { duration: 2 }), pageLoad(url)]);
    const fast = await withCpu(site.pid, beaconLoad(url, bodies, {}).then(figures));
    const fullSpeed = { ...fast, serverCpuUsPerRequest: cpuPerRequest(fast.cpuSeconds, fast.requests) };
    // The pages alone, beside the beacons, and beside the control, in turn, ROUNDS times: each
    // condition's answers pooled (a p99 of few answers is one slow answer or two).
    const pooled = { alone: [], withBeacons: [], withHealthz: [] };
    const atRate = [];
    // The control's own answers: the floor of what this generator and core can measure at the rate.
    const controls = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      pooled.alone.push(await pageLoad(url));
      const [beacons, pagesWith] = await Promise.all([withCpu(site.pid, steadyBeacons(url, bodies)), pageLoad(url)]);
      atRate.push(beacons);
      pooled.withBeacons.push(pagesWith);
      // The same rate of the cheapest answer (GET /healthz) from the same load generator: what of
      // the pages' slowdown is any answer's, at that rate, on that core, not the ingest's.
      const [control, pagesControl] = await Promise.all([steadyControl(url), pageLoad(url)]);
      controls.push(control);
      pooled.withHealthz.push(pagesControl);
    }
    const pages = PAGES.map((page, i) => pageFigures(page, pooled, i));
    // The beacons' answers pooled too, and the server's CPU over all of them (the pages' included).
    const steady = summarize(atRate);
    const cpu = atRate.reduce((sum, run) => sum + run.cpuSeconds, 0);
    return {
      name,
      fullSpeed,
      atRate: { ...steady, serverCpuUsPerRequest: cpuPerRequest(cpu, steady.requests) },
      control: summarize(controls),
      pages,
    };
  } finally {
    await site.close();
    await unslow();
  }
}

const pct = (now, before) => Math.round(((now - before) / Math.max(before, 0.01)) * 100);

/**
 * One page's answers in each condition, and its slowdown beside the beacons. The baseline of a
 * percentile is the faster of the pages alone and the pages beside the control: an idle core wakes
 * slowly, so the pages alone can be slower than beside a load, which would flatter the beacons.
 */
function pageFigures(page, pooled, i) {
  const [alone, withBeacons, withHealthz] = ['alone', 'withBeacons', 'withHealthz'].map((condition) =>
    summarize(pooled[condition].map((round) => round[i])),
  );
  const slowdown = (key) => pct(withBeacons[key], Math.min(alone[key], withHealthz[key]));
  return { page, alone, withHealthz, withBeacons, p50SlowdownPct: slowdown('p50'), p99SlowdownPct: slowdown('p99') };
}

const results = [await measure('PGlite (embedded)', {})];
const schema = await freshPostgresSchema(POSTGRES_URL).catch((error) => {
  console.warn(`\n*** Postgres NOT MEASURED: ${POSTGRES_URL} did not answer (${error.message}). ***\n`);
  return null;
});
if (schema) {
  // A database server runs on a machine of its own: on the site's core its writes took the pages' time.
  const unpinPostgres =
    PIN && /@(127\.0\.0\.1|localhost)[:/]/.test(POSTGRES_URL) ? pinLocalPostgres(generatorCores) : () => {};
  try {
    results.push(await measure('Postgres', { DATABASE_URL: schema.url }));
  } finally {
    unpinPostgres();
    await schema.drop();
  }
}

printTelemetryReport(results, { SECONDS, RATE, PAGE_RATE, PIN, LAST_CORE, GOALS, ROUNDS, SLOW });
const file = writeResult('telemetry.json', {
  measuredAt: new Date().toISOString(),
  seconds: SECONDS,
  rate: RATE,
  pageRate: PAGE_RATE,
  rounds: ROUNDS,
  slow: SLOW,
  pinned: PIN,
  results,
});
console.log(`\nSaved ${path.relative(ROOT, file)}`);
