// npm run bench:orders — order creation through the HTTP API (POST /api/orders, the simulated
// payment: priced, stored, marked paid, receipt filed), at 1, 10 and 50 concurrent buyers, on the
// embedded PGlite and on a Postgres server, in the same run. Reports orders a second, p50/p95/p99
// latency and the server's resident memory (after start, and its peak under load).
// Each buyer is one keep-alive connection sending orders back to back, each with its own
// idempotency key. The site runs in its own process (as in production); its order rate limit is
// lifted (ORDER_RATE_LIMIT) because this measures the database path, not the limiter.
// Postgres: BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL (a fresh schema is made and
// dropped); without one, the Postgres half is reported as not measured.
// Flags: --no-build, --seconds N (per level, default 10), --levels 1,10,50.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { setInterval, clearInterval } from 'node:timers';
import { setTimeout as sleep } from 'node:timers/promises';
import { performance } from 'node:perf_hooks';
import { Buffer } from 'node:buffer';
import { benchPort, freshPostgresSchema, run, startSiteProcess, toolSettings, writeResult } from './lib.mjs';

const argValue = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const SECONDS = Math.min(Number(argValue('--seconds', 10)), 60);
const LEVELS = String(argValue('--levels', '1,10,50'))
  .split(',')
  .map(Number)
  .filter((n) => n > 0 && n <= 200);
const PORT = benchPort(7700);
const POSTGRES_URL = toolSettings().BENCH_DATABASE_URL || toolSettings().TEST_DATABASE_URL;

if (!process.argv.includes('--no-build')) run('node', ['scripts/build.mjs']);

const rssMb = (pid) => {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
};

async function startServer(extraEnv) {
  let peak = 0;
  const site = await startSiteProcess({
    port: PORT,
    prefix: 'bench-orders-',
    env: {
      DATABASE_URL: '',
      REDIS_URL: '',
      STRIPE_SECRET_KEY: '',
      SMTP_URL: '',
      ORDER_RATE_LIMIT: '100000000',
      ...extraEnv,
    },
    onPoll: (pid) => {
      peak = Math.max(peak, rssMb(pid) ?? 0);
    },
  });
  await sleep(1000);
  return { ...site, startPeakMb: peak };
}

const BODY = (i) =>
  JSON.stringify({
    items: [
      { productId: 'ai-prompt-mastery', quantity: 1 },
      { productId: 'ai-templates-bundle', quantity: 1 + (i % 3) },
    ],
    contact: { email: `buyer${i}@example.com`, firstName: 'Bench', lastName: 'Buyer' },
  });

/** `buyers` keep-alive connections, each sending orders back to back for `seconds`. */
async function load(buyers, seconds, pid) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: buyers });
  const latencies = [];
  let errors = 0;
  let counter = 0;
  let peakRss = 0;
  const deadline = performance.now() + seconds * 1000;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(pid) ?? 0)), 200);
  const send = () =>
    new Promise((resolve) => {
      const body = BODY((counter += 1));
      const started = performance.now();
      const request = http.request(
        {
          host: '127.0.0.1',
          port: PORT,
          path: '/api/orders',
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'idempotency-key': crypto.randomUUID(),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode === 201) latencies.push(performance.now() - started);
            else errors += 1;
            resolve();
          });
        },
      );
      request.on('error', () => {
        errors += 1;
        resolve();
      });
      request.end(body);
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: buyers }, async () => {
      while (performance.now() < deadline) await send();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  clearInterval(sampler);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return {
    buyers,
    orders: latencies.length,
    errors,
    ordersPerSecond: Math.round(latencies.length / elapsed),
    p50: +at(50).toFixed(1),
    p95: +at(95).toFixed(1),
    p99: +at(99).toFixed(1),
    peakRssMb: peakRss,
  };
}

async function measure(name, env) {
  const server = await startServer(env);
  const startedMb = rssMb(server.pid);
  const rows = [];
  try {
    // A short warm-up: the first orders compile the queries.
    await load(2, 1, server.pid);
    for (const buyers of LEVELS) rows.push(await load(buyers, SECONDS, server.pid));
  } finally {
    await server.close();
  }
  return { name, rssAfterStartMb: startedMb, rssPeakWhileStartingMb: server.startPeakMb, levels: rows };
}

const results = [];
results.push(await measure('PGlite (embedded)', {}));
if (POSTGRES_URL) {
  const schema = await freshPostgresSchema(POSTGRES_URL);
  try {
    results.push(await measure('Postgres', { DATABASE_URL: schema.url }));
  } finally {
    await schema.drop();
  }
} else {
  console.warn(
    '\n*** Postgres NOT MEASURED: set BENCH_DATABASE_URL or TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test). ***\n',
  );
}

console.log(`\nOrder creation through POST /api/orders, ${SECONDS} s per level, ${os.cpus().length} cores\n`);
console.log('| database | buyers | orders/s | p50 ms | p95 ms | p99 ms | errors | peak RSS MB |');
console.log('|---|---|---|---|---|---|---|---|');
for (const result of results) {
  for (const level of result.levels) {
    console.log(
      `| ${result.name} | ${level.buyers} | ${level.ordersPerSecond} | ${level.p50} | ${level.p95} | ${level.p99} | ${level.errors} | ${level.peakRssMb} |`,
    );
  }
}
for (const result of results) {
  console.log(
    `${result.name}: ${result.rssAfterStartMb} MB resident once started (peak ${result.rssPeakWhileStartingMb} MB while starting)`,
  );
}
const pglite = results[0]?.levels.find((level) => level.buyers === 10);
if (pglite) {
  const targets = [
    [`p95 at 10 buyers ${pglite.p95} ms <= 25 ms`, pglite.p95 <= 25],
    [`${pglite.ordersPerSecond} orders/s at 10 buyers >= 500`, pglite.ordersPerSecond >= 500],
    [`${results[0].rssAfterStartMb} MB resident once started <= 450 MB`, results[0].rssAfterStartMb <= 450],
  ];
  console.log('\nTargets (PGlite):');
  for (const [text, met] of targets) console.log(`  ${met ? 'met    ' : 'MISSED '} ${text}`);
}
console.log(`\nWritten to ${writeResult('orders.json', { seconds: SECONDS, results })}`);
