// npm run bench:load — a bounded load test on loopback (autocannon), with the rate limits on:
// 1. legitimate traffic at full speed: the site's pages (every page of the sitemap the built site
//    serves, in turn) and a remote's files (never rate limited) must be served with zero errors
//    and zero non-2xx answers;
// 2. abusive bursts from one address (the probe: 300 bookings in 0.7 s, so --burst-rate
//    requests a second, default 500): the booking API, refresh-token grants on the auth service
//    and 2 MB bodies must be refused (429 past the limit, or 413), while the same pages, loaded at
//    full speed at the same time, keep being served without errors; their speed under attack is
//    reported next to their speed alone.
// The site runs in its own process (as in production), so the load generator does not share its CPU
// time; it is stopped with SIGTERM at the end (graceful shutdown).
// Flags: --no-build, --seconds N (per target, default 10), --connections N (default 20),
// --burst-rate N (requests a second of each burst, default 500), --pages /a,/b (those pages of the
// sitemap only).
import autocannon from 'autocannon';
import path from 'node:path';
import { ROOT, benchPort, run, sitemapRoutes, startSiteProcess, writeResult } from './lib.mjs';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const SECONDS = Math.min(arg('--seconds', 10), 60);
const CONNECTIONS = Math.min(arg('--connections', 20), 200);
const BURST_RATE = Math.min(arg('--burst-rate', 500), 5000);
const PORT = benchPort(7600);

if (!process.argv.includes('--no-build')) run('node', ['scripts/build.mjs']);

const site = await startSiteProcess({ port: PORT, prefix: 'bench-load-' });
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

const row = (target, result, extra = {}) => ({
  target,
  requestsPerSecond: Math.round(result.requests.average),
  p99Ms: result.latency.p99,
  requests: result.requests.total,
  errors: result.errors + result.timeouts,
  non2xx: result.non2xx,
  ok2xx: result['2xx'],
  refused4xx: result['4xx'],
  ...extra,
});

// Every connection asks for the sitemap's pages in turn.
const sitemap = await sitemapRoutes(shell);
const PAGES = `GET the ${sitemap.length} pages of the sitemap`;
const everyPage = { url: shell, requests: sitemap.map((route) => ({ method: 'GET', path: route })) };
const targets = [
  { name: PAGES, opts: everyPage },
  { name: 'GET remoteEntry.js (shop)', opts: { url: remoteEntry } },
];

const rows = [];
const problems = [];
try {
  // 1. Legitimate traffic, alone.
  const baseline = {};
  for (const { name, opts } of targets) {
    const result = await attack(opts);
    baseline[name] = result;
    rows.push(row(name, result));
    if (result.errors + result.timeouts > 0 || result.non2xx > 0) problems.push(`${name}: errors or non-2xx answers`);
  }

  // 2. Abusive bursts, each while the site's pages are loaded at the same time.
  const html = await (await fetch(`${shell}/login`)).text();
  const authUrl = /<meta name="supabase-url" content="([^"]+)"/.exec(html)?.[1]?.replace('localhost', '127.0.0.1');
  const anonKey = /<meta name="supabase-anon-key" content="([^"]+)"/.exec(html)?.[1] ?? '';
  const postJson = (url, body, headers = {}) => ({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  // `served`: the most answers other than 429 the burst may get (its limit); `accepted`: the most 2xx.
  const bursts = [
    {
      name: 'POST booking API (limit 20/min)',
      served: 20,
      accepted: 20,
      opts: postJson(`${shell}/api/create-consultation-payment`, validBooking),
    },
    authUrl && {
      // Bogus tokens: each one served is a 400, the rest 429.
      name: 'POST refresh-token grants (limit 150/5 min)',
      served: 150,
      accepted: 0,
      opts: postJson(
        `${authUrl}/auth/v1/token?grant_type=refresh_token`,
        JSON.stringify({ refresh_token: 'stolen-or-guessed-token' }),
        { apikey: anonKey },
      ),
    },
    {
      // Far past the 16 KB the endpoint reads: 413, or 429 once the address is over its limit.
      name: 'POST 2 MB bodies (must be refused)',
      served: Infinity,
      accepted: 0,
      opts: {
        ...postJson(
          `${shell}/api/create-consultation-payment`,
          JSON.stringify({ productId: 'x'.repeat(2 * 1024 * 1024) }),
        ),
        connections: Math.min(CONNECTIONS, 10),
      },
    },
  ].filter(Boolean);

  for (const burst of bursts) {
    const [abuse, page] = await Promise.all([attack({ overallRate: BURST_RATE, ...burst.opts }), attack(everyPage)]);
    const statuses = abuse.statusCodeStats ?? {};
    const tooMany = statuses['429']?.count ?? 0;
    const healthy = await fetch(`${shell}/healthz`)
      .then((r) => r.status === 200)
      .catch(() => false);
    rows.push(row(burst.name, abuse, { status429: tooMany, healthyAfter: healthy }));
    const slowdown = page.latency.p99 / Math.max(1, baseline[PAGES].latency.p99);
    rows.push(
      row('  the pages during that burst', page, {
        requestsPerSecondAlone: Math.round(baseline[PAGES].requests.average),
        p99Alone: baseline[PAGES].latency.p99,
        p99Ratio: Number(slowdown.toFixed(2)),
      }),
    );
    if (abuse['2xx'] > burst.accepted)
      problems.push(`${burst.name}: ${abuse['2xx']} accepted, at most ${burst.accepted}`);
    if (abuse.requests.total - tooMany > burst.served) {
      problems.push(`${burst.name}: ${abuse.requests.total - tooMany} served, the limit is ${burst.served}`);
    }
    if (!healthy) problems.push(`${burst.name}: the site was not healthy afterwards`);
    if (page.errors + page.timeouts > 0 || page.non2xx > 0)
      problems.push(`${burst.name}: pages failed during the burst`);
  }
} finally {
  const code = await site.close();
  if (code !== 0) problems.push(`the server exited with ${code} after SIGTERM`);
}

console.log(
  `\nLoad on loopback: ${SECONDS} s per target, ${CONNECTIONS} connections, rate limits on, bursts at ${BURST_RATE} req/s`,
);
for (const r of rows) {
  const details = [
    `${r.requests} requests`,
    `${r.errors} errors`,
    `${r.non2xx} non-2xx`,
    r.status429 !== undefined
      ? `${r.ok2xx} accepted, ${r.status429} refused with 429, healthy after: ${r.healthyAfter}`
      : '',
    r.p99Ratio !== undefined ? `(alone: ${r.requestsPerSecondAlone} req/s, p99 ${r.p99Alone} ms)` : '',
  ].filter(Boolean);
  console.log(
    `${r.target.padEnd(50)} ${String(r.requestsPerSecond).padStart(7)} req/s  p99 ${String(r.p99Ms).padStart(4)} ms  ${details.join(', ')}`,
  );
}
const file = writeResult('load.json', {
  measuredAt: new Date().toISOString(),
  seconds: SECONDS,
  connections: CONNECTIONS,
  burstRate: BURST_RATE,
  rows,
});
console.log(`Saved ${path.relative(ROOT, file)}`);
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
