// npm run bench:load — a bounded load test on loopback (autocannon): the shell page, a remote
// entry, and POST /api/create-consultation-payment with a valid body; then a flood of oversized
// bodies, which must all be refused (413) while the server stays healthy.
// Flags: --no-build, --seconds N (per target, default 10), --connections N (default 20).
import autocannon from 'autocannon';
import path from 'node:path';
import { ROOT, run, startFederatedSite, writeResult } from './lib.mjs';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const SECONDS = Math.min(arg('--seconds', 10), 60);
const CONNECTIONS = Math.min(arg('--connections', 20), 200);
const PORT = Number(process.env.BENCH_PORT) || 7600;

if (!process.argv.includes('--no-build')) run('node', ['scripts/build.mjs']);
const site = await startFederatedSite(PORT);
const shell = `http://127.0.0.1:${PORT}`;
const remoteEntry = `http://127.0.0.1:${PORT + 2}/remoteEntry.js`;
const validBooking = JSON.stringify({
  productId: 'ai-prompt-mastery',
  productName: 'AI Prompt Mastery Course',
  price: 197,
  duration: 'Lifetime access',
});

const attack = (opts) =>
  new Promise((resolve, reject) => {
    autocannon({ duration: SECONDS, connections: CONNECTIONS, ...opts }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });

const targets = [
  { name: 'GET / (shell page)', url: `${shell}/` },
  { name: 'GET remoteEntry.js (shop)', url: remoteEntry },
  {
    name: 'POST /api/create-consultation-payment',
    url: `${shell}/api/create-consultation-payment`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: validBooking,
  },
];

const rows = [];
let failed = false;
try {
  for (const target of targets) {
    const { name, ...opts } = target;
    const result = await attack(opts);
    const non2xx = result.non2xx;
    rows.push({
      target: name,
      requestsPerSecond: Math.round(result.requests.average),
      p99Ms: result.latency.p99,
      requests: result.requests.total,
      errors: result.errors + result.timeouts,
      non2xx,
    });
    if (result.errors + result.timeouts > 0 || non2xx > 0) failed = true;
  }

  // Oversized bodies: 2 MB each, far past the 16 KB the endpoint accepts.
  const oversized = await attack({
    url: `${shell}/api/create-consultation-payment`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ productId: 'x'.repeat(2 * 1024 * 1024) }),
    connections: Math.min(CONNECTIONS, 10),
    duration: Math.min(SECONDS, 5),
  });
  const refused = oversized['4xx'];
  const healthy = await fetch(`${shell}/`)
    .then((r) => r.status === 200)
    .catch(() => false);
  rows.push({
    target: 'POST 2 MB bodies (must be refused)',
    requestsPerSecond: Math.round(oversized.requests.average),
    p99Ms: oversized.latency.p99,
    requests: oversized.requests.total,
    errors: oversized.errors + oversized.timeouts,
    non2xx: oversized.non2xx,
    refused4xx: refused,
    healthyAfter: healthy,
  });
  if (oversized['2xx'] > 0 || !healthy) failed = true;
} finally {
  await site.close();
}

console.log(`\nLoad on loopback: ${SECONDS} s per target, ${CONNECTIONS} connections`);
for (const r of rows) {
  console.log(
    `${r.target.padEnd(42)} ${String(r.requestsPerSecond).padStart(7)} req/s  p99 ${String(r.p99Ms).padStart(4)} ms  ` +
      `${r.requests} requests, ${r.errors} errors, ${r.non2xx} non-2xx${r.refused4xx !== undefined ? `, ${r.refused4xx} refused, healthy after: ${r.healthyAfter}` : ''}`,
  );
}
const file = writeResult('load.json', {
  measuredAt: new Date().toISOString(),
  seconds: SECONDS,
  connections: CONNECTIONS,
  rows,
});
console.log(`Saved ${path.relative(ROOT, file)}`);
if (failed) {
  console.error('Errors or non-2xx answers to valid requests, or an oversized body was accepted.');
  process.exit(1);
}
