/* global document -- code run in the page */
// npm run bench:bundle — for every route of docs/product.md §2, the JS and CSS bytes (raw and gzip) a first
// visit downloads, in headless Chromium against the production build, next to the same figure for
// the single-bundle build of the same code. Fails past bench/budget.json.
// Also the release-health telemetry's share of every first visit (docs/release-health.md): the
// reporter's chunk, fetched after the first paint, plus the collector of errors on the
// first paint's path (the shell against the shell built without it: bench/telemetryBytes.mjs).
// Flags: --no-build (reuse the existing builds).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { telemetryCollectorGzip } from './telemetryBytes.mjs';
import {
  CHROMIUM_ARGS,
  ROOT,
  benchPort,
  chromiumPath,
  gzipSize,
  kb,
  routes,
  run,
  startFederatedSite,
  startStaticSpa,
  writeResult,
} from './lib.mjs';

const budget = JSON.parse(fs.readFileSync(path.join(ROOT, 'bench', 'budget.json'), 'utf8'));
const PORT = benchPort(7100);

if (!process.argv.includes('--no-build')) {
  run('node', ['scripts/build.mjs']);
  run('node', ['node_modules/webpack-cli/bin/cli.js', '--config', 'bench/single/webpack.single.js']);
}

/** The reporter's chunk (TELEMETRY_CHUNK of webpack/firstPaint/firstVisitChunk.js). */
const TELEMETRY_CHUNK = /\/telemetry\.[0-9a-f]+\.js$/;
const singleUrl = `http://127.0.0.1:${PORT + 10}`;
const executablePath = chromiumPath();
const federated = await startFederatedSite(PORT);
const single = await startStaticSpa(path.join(ROOT, 'bench', 'single', 'dist'), PORT + 10);
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });

async function measure(baseUrl, route) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const files = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    const kind = type.includes('javascript') ? 'js' : type.includes('text/css') ? 'css' : null;
    if (kind)
      files.push(
        response
          .body()
          .then((body) => ({ kind, url: response.url(), raw: body.length, gzip: gzipSize(body) }))
          .catch(() => null),
      );
  });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(baseUrl + route, { waitUntil: 'networkidle' });
  // A page that failed to render would make a meaningless figure: stop instead.
  await page.locator('h1').first().waitFor({ timeout: 15_000 });
  // The federated page's reporter comes when the browser is idle after the first paint: wait for it.
  if (baseUrl !== singleUrl)
    await page.waitForFunction(() => document.documentElement.dataset.telemetry === 'on', null, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  if (errors.length) throw new Error(`${baseUrl}${route} threw while loading: ${errors.join('; ')}`);
  const measured = (await Promise.all(files)).filter(Boolean);
  await context.close();
  const sum = (kind, key) => measured.filter((f) => f.kind === kind).reduce((n, f) => n + f[key], 0);
  return {
    jsRaw: sum('js', 'raw'),
    jsGzip: sum('js', 'gzip'),
    cssRaw: sum('css', 'raw'),
    cssGzip: sum('css', 'gzip'),
    telemetryGzip: measured.filter((f) => TELEMETRY_CHUNK.test(f.url)).reduce((n, f) => n + f.gzip, 0),
    requests: measured.length,
  };
}

const rows = [];
const failures = [];
try {
  for (const route of [...routes.public, ...routes.protected, routes.notFound]) {
    const fed = await measure(federated.urls.shell.replace('localhost', '127.0.0.1'), route);
    const one = await measure(singleUrl, route);
    const ratio = fed.jsGzip / Math.max(one.jsGzip, 1);
    rows.push({ route, federated: fed, single: one, ratio });
    if (ratio > budget.maxFederatedToSingleRatio)
      failures.push(`${route}: federated/single ${ratio.toFixed(2)} > ${budget.maxFederatedToSingleRatio}`);
    if (route === '/' && fed.jsGzip / 1024 > budget.maxHomeJsGzipKB)
      failures.push(`/: ${kb(fed.jsGzip)} KB gzip JS > ${budget.maxHomeJsGzipKB} KB`);
  }
} finally {
  await browser.close();
  await single.close();
  await federated.close();
}

const pad = (s, n) => String(s).padEnd(n);
console.log(
  `\n${pad('route', 34)} ${pad('fed JS raw', 11)} ${pad('fed JS gz', 10)} ${pad('fed CSS', 8)} ${pad('single JS gz', 13)} ratio  reqs`,
);
for (const r of rows) {
  console.log(
    `${pad(r.route.split('?')[0], 34)} ${pad(kb(r.federated.jsRaw), 11)} ${pad(kb(r.federated.jsGzip), 10)} ${pad(kb(r.federated.cssGzip), 8)} ${pad(kb(r.single.jsGzip), 13)} ${pad(r.ratio.toFixed(2), 6)} ${r.federated.requests}/${r.single.requests}`,
  );
}
console.log(
  '(KB = 1024 bytes; gzip level 9 of each response body; CSS is injected by styled-components, so no CSS files)',
);

// Every first visit fetches the same reporter chunk: the largest any route fetched is its size.
const reporterGzip = Math.max(...rows.map((r) => r.federated.telemetryGzip));
const collectorGzip = telemetryCollectorGzip();
const telemetryGzip = reporterGzip + collectorGzip;
console.log(
  `\nTelemetry on every first visit: reporter chunk ${kb(reporterGzip)} KB + collector ${kb(collectorGzip)} KB = ${kb(telemetryGzip)} KB gzip (budget ${budget.maxTelemetryGzipKB} KB)`,
);
if (reporterGzip === 0) failures.push('the reporter chunk was not fetched: is TELEMETRY off?');
if (telemetryGzip / 1024 > budget.maxTelemetryGzipKB)
  failures.push(`telemetry: ${kb(telemetryGzip)} KB gzip > ${budget.maxTelemetryGzipKB} KB`);
const telemetry = { reporterGzip, collectorGzip, telemetryGzip };
const file = writeResult('bundle.json', { measuredAt: new Date().toISOString(), budget, rows, telemetry });
console.log(`\nSaved ${path.relative(ROOT, file)}`);
if (failures.length) {
  console.error(`\nOver budget (bench/budget.json):\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('Within budget.');
