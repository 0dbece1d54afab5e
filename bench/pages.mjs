// npm run bench:pages — every page of the sitemap as a first visit receives it: its headers and its
// body as sent (brotli, as Chromium asks), against what a new connection receives in its first
// round trip (ten segments of 1,460 bytes, as Lighthouse's simulation counts too). A page past it
// waits a whole round trip more before its first paint (docs/server.md, "Pages as sent").
// Each page is asked for until its smallest brotli (made off the server's thread) is sent.
// Fails when a page given with --within is past the first round trip.
// Flags: --no-build, --pages /a,/b (those pages of the sitemap only), --within /a,/b.
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { benchPort, columnWidth, run, sitemapRoutes, startFederatedSite, writeResult } from './lib.mjs';

const FIRST_ROUND_TRIP = 10 * 1460;
const PORT = benchPort(7500);
const withinArg = process.argv.indexOf('--within');
const WITHIN = withinArg > 0 ? (process.argv[withinArg + 1] ?? '').split(',').filter(Boolean) : [];

if (!process.argv.includes('--no-build')) run('node', ['scripts/build.mjs']);

/** One answer's bytes on the wire: its status line and headers, and its body as sent. */
function answerBytes(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } }, (response) => {
      // Each name is followed by ': ', each value by CRLF; a blank line ends the head.
      const status = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length;
      const head = status + response.rawHeaders.reduce((sum, part) => sum + part.length + 2, 0) + 2;
      let body = 0;
      response.on('data', (chunk) => (body += chunk.length));
      response.on('end', () => resolve({ head, body, encoding: response.headers['content-encoding'] ?? 'none' }));
    });
    request.on('error', reject);
  });
}

/** The page once its size as sent has settled (quality 5 first, then brotli's smallest). */
async function settled(url) {
  let last = await answerBytes(url);
  for (let tries = 0; tries < 20; tries += 1) {
    await sleep(100);
    const next = await answerBytes(url);
    if (next.body === last.body && tries > 1) return next;
    last = next;
  }
  return last;
}

const site = await startFederatedSite(PORT);
const rows = [];
try {
  const base = `http://127.0.0.1:${PORT}`;
  for (const page of await sitemapRoutes(base)) {
    const { head, body, encoding } = await settled(base + page);
    rows.push({ page, head, body, total: head + body, encoding, spare: FIRST_ROUND_TRIP - head - body });
  }
} finally {
  await site.close();
}

const width = columnWidth(rows.map((r) => r.page));
const pad = (value, n) => String(value).padStart(n);
console.log(`\nPages as a first visit receives them, against the first round trip (${FIRST_ROUND_TRIP} bytes)`);
console.log(
  `${'page'.padEnd(width)}${pad('headers', 9)}${pad('body', 8)}${pad('total', 8)}${pad('spare', 8)}  encoding`,
);
for (const r of [...rows].sort((a, b) => b.total - a.total)) {
  const past = r.spare < 0 ? '  PAST the first round trip' : '';
  console.log(
    `${r.page.padEnd(width)}${pad(r.head, 9)}${pad(r.body, 8)}${pad(r.total, 8)}${pad(r.spare, 8)}  ${r.encoding}${past}`,
  );
}
writeResult('pages', { firstRoundTrip: FIRST_ROUND_TRIP, rows });
const over = rows.filter((r) => WITHIN.includes(r.page) && r.spare < 0).map((r) => r.page);
if (over.length) {
  console.error(`\nPast the first round trip: ${over.join(', ')}`);
  process.exit(1);
}
