/* global document, performance, setTimeout, MutationObserver -- code run in the page */
// npm run bench:interactive — per route, how long after DOMContentLoaded the page answers, at 4x
// CPU on loopback, median of 5 fresh visits, next to the yardstick build (bench/yardstick.mjs)
// measured in the same run:
// - chrome: on a 390 px wide page, a visitor presses the menu toggle at DOMContentLoaded, and again
//   every 50 ms until the menu opens (a press before the page can act is lost, or replayed once it
//   can);
// - page: the whole page is live (the chrome and the page's content hydrated: data-hydrated).
// Every page of the built site's sitemap (/sitemap.xml). Flags: --no-build, --runs N, --pages /a,/b
// (those pages of the sitemap only), --yardstick <commit> (default 9b8f83d), --no-yardstick.
import path from 'node:path';
import { chromium } from 'playwright-core';
import {
  CHROMIUM_ARGS,
  ROOT,
  benchPort,
  chromiumPath,
  columnWidth,
  run,
  sitemapRoutes,
  startFederatedSite,
  writeResult,
} from './lib.mjs';
import { prepareYardstick, startYardstickSite, yardstickArg } from './yardstick.mjs';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const PORT = benchPort(7600);
const YARDSTICK_PORT = PORT + 20;

if (!process.argv.includes('--no-build')) run('node', ['scripts/build.mjs']);
const yardstickCommit = yardstickArg();
const yardstickDir = yardstickCommit ? prepareYardstick(yardstickCommit) : null;

const sites = { current: await startFederatedSite(PORT) };
const ROUTES = await sitemapRoutes(sites.current.urls.shell.replace('localhost', '127.0.0.1'));
if (yardstickDir) sites.yardstick = await startYardstickSite(yardstickDir, YARDSTICK_PORT);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function visit(base, route) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    await page.goto(base + route, { waitUntil: 'domcontentloaded' });
    // Both measured inside the page, from its DOMContentLoaded.
    return await page.evaluate(
      () =>
        new Promise((resolve) => {
          const dcl = performance.getEntriesByType('navigation')[0].domContentLoadedEventStart;
          const result = { chrome: null, page: null };
          const done = () => result.chrome !== null && result.page !== null && resolve(result);
          const toggle = document.querySelector('header button[aria-controls][aria-expanded]');
          // The first moment the menu is open, caught as it happens.
          new MutationObserver(() => {
            if (result.chrome === null && toggle.getAttribute('aria-expanded') === 'true') {
              result.chrome = performance.now() - dcl;
              done();
            }
          }).observe(toggle, { attributes: true, attributeFilter: ['aria-expanded'] });
          const press = () => {
            if (result.chrome !== null) return;
            toggle.click();
            setTimeout(press, 50);
          };
          const live = () => {
            if (document.documentElement.dataset.hydrated === 'true') {
              result.page = performance.now() - dcl;
              return done();
            }
            setTimeout(live, 10);
          };
          press();
          live();
          setTimeout(() => resolve(result), 30_000);
        }),
    );
  } finally {
    await context.close();
  }
}

const rows = [];
try {
  for (const route of ROUTES) {
    const row = { route };
    for (const [name, site] of Object.entries(sites)) {
      const samples = [];
      for (let i = 0; i < RUNS; i += 1)
        samples.push(await visit(site.urls.shell.replace('localhost', '127.0.0.1'), route));
      row[name] = {
        chromeMs: median(samples.map((s) => s.chrome ?? Infinity)),
        pageMs: median(samples.map((s) => s.page ?? Infinity)),
        samples,
      };
    }
    rows.push(row);
  }
} finally {
  await browser.close();
  await Promise.all(Object.values(sites).map((site) => site.close()));
}

const pad = (s, n) => String(s).padEnd(n);
const ROUTE_WIDTH = columnWidth(rows.map((r) => r.route));
const ms = (v) => (Number.isFinite(v) ? Math.round(v) : 'never');
console.log(`\nFrom DOMContentLoaded to interactive, 4x CPU, loopback, median of ${RUNS} (ms)`);
console.log(
  `${pad('route', ROUTE_WIDTH)}${pad('chrome', 9)}${pad('page', 9)}${yardstickDir ? `${pad(`chrome@${yardstickCommit}`, 17)}page@${yardstickCommit}` : ''}`,
);
for (const r of rows) {
  console.log(
    `${pad(r.route, ROUTE_WIDTH)}${pad(ms(r.current.chromeMs), 9)}${pad(ms(r.current.pageMs), 9)}${
      r.yardstick ? `${pad(ms(r.yardstick.chromeMs), 17)}${ms(r.yardstick.pageMs)}` : ''
    }`,
  );
}
const file = writeResult('interactive.json', {
  measuredAt: new Date().toISOString(),
  yardstick: yardstickCommit,
  rows,
});
console.log(`\nSaved ${path.relative(ROOT, file)}`);
