// npm run bench:bundle — for every route of docs/product.md §2, the JS and CSS bytes (raw and gzip) a first
// visit downloads, in headless Chromium against the production build, next to the same figure for
// the single-bundle build of the same code. Fails past bench/budget.json.
// Flags: --no-build (reuse the existing builds).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import {
  CHROMIUM_ARGS,
  ROOT,
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
const PORT = Number(process.env.BENCH_PORT) || 7100;

if (!process.argv.includes('--no-build')) {
  run('node', ['scripts/build.mjs']);
  run('node', ['node_modules/webpack-cli/bin/cli.js', '--config', 'bench/single/webpack.single.js']);
}

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
    requests: measured.length,
  };
}

const rows = [];
const failures = [];
try {
  for (const route of [...routes.public, ...routes.protected, routes.notFound]) {
    const fed = await measure(federated.urls.shell.replace('localhost', '127.0.0.1'), route);
    const one = await measure(`http://127.0.0.1:${PORT + 10}`, route);
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
const file = writeResult('bundle.json', { measuredAt: new Date().toISOString(), budget, rows });
console.log(`\nSaved ${path.relative(ROOT, file)}`);
if (failures.length) {
  console.error(`\nOver budget (bench/budget.json):\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('Within budget.');
