// npm run bench:telemetry — the release-health ingest (POST /api/telemetry, docs/releases.md,
// "Release health") under load while the site's pages are served, on the embedded PGlite and on a
// Postgres server in the same run:
// 1. the pages alone: GET / and GET /shop at a steady rate (--page-rate a second, each), p50/p99;
// 2. beacons at full speed: the most the ingest takes, and its p99 there;
// 3. beacons at the goal rate (--rate, default 3,000 a second) with the same pages at the same time:
//    the ingest's p99, and the pages' p50/p99 against step 1 (their slowdown);
// 4. a control: the same rate of GET /healthz with the same pages, for the share of the slowdown
//    that is the load generator's (it shares the machine's cores), not the ingest's.
// Beacons are realistic batches (bench/telemetryBatches.mjs): a page view's releases, its five
// vitals, an error in one of ten. Each comes from another visitor: the site believes the load
// generator's X-Forwarded-For (TRUST_PROXY=127.0.0.1) and every beacon names another address of
// 10.0.0.0/16, so the per-visitor limit (120 a minute) never refuses one, as with real visitors.
// The site runs in its own process, pinned to the last core, and the load generator (autocannon, in
// this process) to the others (taskset), so the pages' slowdown is the ingest's, not the generator's
// taking the server's core; --no-pin shares every core, as before.
// Postgres: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test,
// in a fresh schema made and dropped; a server that does not answer is reported as not measured. Goals: >= 3,000 beacons/s at p99 <= 25 ms, pages
// slowed <= 10%.
// Flags: --no-build, --seconds N (per step, default 10), --rate N, --page-rate N (default 50), --no-pin.
import autocannon from 'autocannon';
import { ROOT, benchPort, freshPostgresSchema, run, startSiteProcess, toolSettings, writeResult } from './lib.mjs';
import { beaconBodies } from './telemetryBatches.mjs';
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
const PORT = benchPort(7800);
const POSTGRES_URL =
  toolSettings().BENCH_DATABASE_URL || toolSettings().TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const GOALS = { beaconsPerSecond: 3000, p99Ms: 25, pageSlowdownPct: 10 };
const PAGES = ['/', '/shop'];
const LAST_CORE = os.cpus().length - 1;
const PIN = !process.argv.includes('--no-pin') && LAST_CORE > 0 && spawnSync('taskset', ['-V']).status === 0;
/** Every thread of `pid`, and those it starts later, on `cores` (a taskset list). */
const pin = (pid, cores) => spawnSync('taskset', ['-a', '-cp', cores, String(pid)], { stdio: 'ignore' });

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

/** Each page at a steady rate, the same for every step, as visitors ask for them. */
const pageLoad = (url) =>
  Promise.all(PAGES.map((page) => attack({ url: `${url}${page}`, connections: 5, overallRate: PAGE_RATE })));

/** CPU seconds the server's process has used (user + system), from /proc. */
function cpuSeconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Runs `load` and adds the server's CPU time per answer (microseconds) to its figures. */
async function withCpu(pid, load) {
  const before = cpuSeconds(pid);
  const result = figures(await load);
  return {
    ...result,
    serverCpuUsPerRequest: Math.round(((cpuSeconds(pid) - before) * 1e6) / Math.max(result.requests, 1)),
  };
}

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
    env: { DATABASE_URL: '', REDIS_URL: '', TRUST_PROXY: '127.0.0.1', TELEMETRY: 'on', ...env },
  });
  if (PIN) {
    pin(site.pid, String(LAST_CORE));
    pin(process.pid, LAST_CORE > 1 ? `0-${LAST_CORE - 1}` : '0');
  }
  const url = `http://127.0.0.1:${PORT}`;
  const config = await (await fetch(`${url}/remotes.json`)).json();
  const bodies = beaconBodies(config, 4000);
  try {
    // Warm-up: the first requests compile the routes' code and the pages' caches.
    await Promise.all([beaconLoad(url, bodies, { duration: 2 }), pageLoad(url)]);
    const pagesAlone = (await pageLoad(url)).map(figures);
    const fullSpeed = await withCpu(site.pid, beaconLoad(url, bodies, {}));
    const [atRate, pagesWith] = await Promise.all([
      withCpu(site.pid, beaconLoad(url, bodies, { overallRate: RATE })),
      pageLoad(url),
    ]);
    // The same rate of the cheapest answer (GET /healthz) from the same load generator: what of the
    // pages' slowdown is the machine's two cores shared with the generator, not the ingest.
    const [, pagesControl] = await Promise.all([
      attack({ url: `${url}/healthz`, connections: 40, overallRate: RATE }),
      pageLoad(url),
    ]);
    const pages = PAGES.map((page, i) => ({
      page,
      alone: pagesAlone[i],
      withHealthz: figures(pagesControl[i]),
      withBeacons: figures(pagesWith[i]),
      p50SlowdownPct: pct(figures(pagesWith[i]).p50, pagesAlone[i].p50),
      p99SlowdownPct: pct(figures(pagesWith[i]).p99, pagesAlone[i].p99),
      // Against the control: what the beacons add beyond the same rate of the cheapest answer (the
      // generator's share, and HTTP's own cost of an answer, are in both).
      p50BeyondControlPct: pct(figures(pagesWith[i]).p50, figures(pagesControl[i]).p50),
      p99BeyondControlPct: pct(figures(pagesWith[i]).p99, figures(pagesControl[i]).p99),
    }));
    return { name, fullSpeed, atRate, pages };
  } finally {
    await site.close();
  }
}

const pct = (now, before) => Math.round(((now - before) / Math.max(before, 0.01)) * 100);

const results = [await measure('PGlite (embedded)', {})];
const schema = await freshPostgresSchema(POSTGRES_URL).catch((error) => {
  console.warn(`\n*** Postgres NOT MEASURED: ${POSTGRES_URL} did not answer (${error.message}). ***\n`);
  return null;
});
if (schema) {
  try {
    results.push(await measure('Postgres', { DATABASE_URL: schema.url }));
  } finally {
    await schema.drop();
  }
}

console.log(
  `\nPOST /api/telemetry, ${SECONDS} s per step, ${
    PIN
      ? `the site alone on core ${LAST_CORE}, the load generator on the others`
      : `${LAST_CORE + 1} cores shared with the load generator`
  }; pages at ${PAGE_RATE}/s each\n`,
);
console.log('| database | beacons | beacons/s | p50 ms | p99 ms | failed | server CPU µs/beacon |');
console.log('|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.name} | full speed | ${r.fullSpeed.perSecond} | ${r.fullSpeed.p50} | ${r.fullSpeed.p99} | ${r.fullSpeed.failed} | ${r.fullSpeed.serverCpuUsPerRequest} |`,
  );
  console.log(
    `| ${r.name} | at ${RATE}/s, pages served | ${r.atRate.perSecond} | ${r.atRate.p50} | ${r.atRate.p99} | ${r.atRate.failed} | ${r.atRate.serverCpuUsPerRequest} (pages too) |`,
  );
}
console.log(
  `\n| database | page | p50 / p99 ms alone | with ${RATE}/s of GET /healthz | with ${RATE}/s beacons | slowdown p50 / p99 | beyond the control |`,
);
console.log('|---|---|---|---|---|---|---|');
for (const r of results) {
  for (const p of r.pages) {
    console.log(
      `| ${r.name} | ${p.page} | ${p.alone.p50} / ${p.alone.p99} | ${p.withHealthz.p50} / ${p.withHealthz.p99} | ${p.withBeacons.p50} / ${p.withBeacons.p99} | ${p.p50SlowdownPct}% / ${p.p99SlowdownPct}% | ${p.p50BeyondControlPct}% / ${p.p99BeyondControlPct}% |`,
    );
  }
}
console.log('\nGoals:');
for (const r of results) {
  const worstSlowdown = Math.max(...r.pages.flatMap((p) => [p.p50SlowdownPct, p.p99SlowdownPct]));
  const goals = [
    [
      `${r.atRate.perSecond} beacons/s >= ${GOALS.beaconsPerSecond}`,
      r.atRate.perSecond >= GOALS.beaconsPerSecond * 0.98,
    ],
    [`p99 ${r.atRate.p99} ms <= ${GOALS.p99Ms} ms`, r.atRate.p99 <= GOALS.p99Ms],
    [`pages slowed ${worstSlowdown}% <= ${GOALS.pageSlowdownPct}%`, worstSlowdown <= GOALS.pageSlowdownPct],
    [
      'no beacon or page failed',
      r.atRate.failed + r.fullSpeed.failed === 0 && r.pages.every((p) => p.alone.failed + p.withBeacons.failed === 0),
    ],
  ];
  for (const [text, met] of goals) console.log(`  ${r.name}: ${met ? 'met    ' : 'MISSED '} ${text}`);
}
const file = writeResult('telemetry.json', {
  measuredAt: new Date().toISOString(),
  seconds: SECONDS,
  rate: RATE,
  pageRate: PAGE_RATE,
  pinned: PIN,
  results,
});
console.log(`\nSaved ${path.relative(ROOT, file)}`);
