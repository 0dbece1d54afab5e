/* global document, location, performance, requestAnimationFrame -- code run in the page */
// npm run bench:navigation — client-side navigation time, from the click on a navbar link to the
// new page's h1, from / through every page of the built site's sitemap (/sitemap.xml) that the
// main menu links to, in the menu's order, after a first visit has warmed the cache (a second
// pass). Flags: --no-build, --rounds N, --pages /a,/b (those pages of the sitemap only).
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

const TARGET_MS = 150;
const roundsArg = process.argv.indexOf('--rounds');
const ROUNDS = roundsArg > 0 ? Number(process.argv[roundsArg + 1]) : 5;
const PORT = benchPort(7500);

if (!process.argv.includes('--no-build')) run('node', ['scripts/build.mjs']);

const site = await startFederatedSite(PORT);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const sitemap = await sitemapRoutes(`http://127.0.0.1:${PORT}`);
let STEPS = [];
const results = {};
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // The menu's links to pages of the sitemap (not the home page's sections), as the live page shows them.
  await page.goto(`http://127.0.0.1:${PORT}/`, { waitUntil: 'networkidle' });
  const menu = await page.evaluate(() =>
    [...document.querySelectorAll('nav[aria-label="Main"] a')]
      .filter((a) => a.checkVisibility())
      .map((a) => ({
        link: a.textContent,
        path: new URL(a.href).pathname,
        hash: new URL(a.href).hash,
      })),
  );
  STEPS = menu.filter((entry) => !entry.hash && entry.path !== '/' && sitemap.includes(entry.path));
  if (STEPS.length === 0) throw new Error(`the main menu links to no page of the sitemap (${sitemap.join(', ')})`);
  for (const step of STEPS) results[step.path] = [];
  for (let round = 0; round <= ROUNDS; round += 1) {
    await page.goto(`http://127.0.0.1:${PORT}/`, { waitUntil: 'networkidle' });
    await page.locator('h1').first().waitFor();
    for (const step of STEPS) {
      const before = await page.locator('h1').first().textContent();
      const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: step.link });
      await link.hover();
      // Time measured inside the page: click to the moment a different h1 is in the DOM.
      const elapsed = await page.evaluate(
        ({ name, old }) =>
          new Promise((resolve) => {
            const anchor = [...document.querySelectorAll('nav[aria-label="Main"] a')].find(
              (a) => a.textContent === name,
            );
            const start = performance.now();
            const check = () => {
              const h1 = document.querySelector('h1');
              if (h1 && h1.textContent !== old && location.pathname !== '/') resolve(performance.now() - start);
              else requestAnimationFrame(check);
            };
            anchor.click();
            check();
          }),
        { name: step.link, old: before },
      );
      if (round > 0) results[step.path].push(elapsed); // round 0 is the first visit (warm-up)
      await page.waitForLoadState('networkidle');
    }
  }
  await context.close();
} finally {
  await browser.close();
  await site.close();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`\nClient-side navigation, click to new h1 (median and worst of ${ROUNDS} warm rounds)`);
const rows = STEPS.map((s) => ({
  path: s.path,
  medianMs: median(results[s.path]),
  worstMs: Math.max(...results[s.path]),
}));
const PATH_WIDTH = columnWidth(rows.map((r) => r.path));
for (const r of rows)
  console.log(
    `${r.path.padEnd(PATH_WIDTH)} median ${r.medianMs.toFixed(0).padStart(4)} ms   worst ${r.worstMs.toFixed(0).padStart(4)} ms`,
  );
const file = writeResult('navigation.json', { measuredAt: new Date().toISOString(), targetMs: TARGET_MS, rows });
console.log(`Saved ${path.relative(ROOT, file)}`);
const slow = rows.filter((r) => r.medianMs > TARGET_MS);
if (slow.length) {
  console.error(`Over ${TARGET_MS} ms: ${slow.map((r) => r.path).join(', ')}`);
  process.exit(1);
}
