// npm run bench:lighthouse — Lighthouse (mobile preset, Debian's Chromium) on every page of the
// production build's sitemap (/sitemap.xml, the pages the remotes declare), median of 3 runs: performance, LCP, CLS, TBT, total bytes, and the
// accessibility, best-practices and SEO scores, time to interactive, and the machine's benchmark
// index. The yardstick build (bench/yardstick.mjs, default 9b8f83d) is measured in the same run,
// page by page, run by run, alternately: TBT must be at most half of its TBT and at most 200 ms.
// Flags: --no-build, --runs N, --pages /a,/b (those pages of the sitemap only), --yardstick <commit>,
// --slow SHARE (each of the browser's processes on that share of one core: a machine whose every
// core is that slow, bench/slowCpu.mjs; with --slow-together, all of them on one such share),
// --no-yardstick, --no-prerender (every page client-rendered from the empty shell, as before
// prerendering; saved apart, no targets).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {
  CHROMIUM_ARGS,
  benchPort,
  chromiumPath,
  columnWidth,
  run,
  sitemapRoutes,
  startFederatedSite,
  writeResult,
  ROOT,
} from './lib.mjs';
import { prepareYardstick, startYardstickSite, yardstickArg } from './yardstick.mjs';
import path from 'node:path';
import { slowGroup, slowShare } from './slowCpu.mjs';

// Issue 31's goals: performance at least 95, LCP at most 1.2 s, TBT at most half the yardstick's.
const TARGETS = { performance: 95, lcpMs: 1200, cls: 0.02, tbtMs: 200, tbtOfYardstick: 0.5, ttiMs: 2500 };
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const PORT = benchPort(7400);
const NO_PRERENDER = process.argv.includes('--no-prerender');
const SLOW = slowShare();
const SLOW_TOGETHER = process.argv.includes('--slow-together');
const slowBrowser = SLOW ? slowGroup(SLOW, { eachProcess: !SLOW_TOGETHER }) : null;

if (!process.argv.includes('--no-build')) run('node', ['scripts/build.mjs']);

const yardstickCommit = NO_PRERENDER ? null : yardstickArg();
const yardstickDir = yardstickCommit ? prepareYardstick(yardstickCommit) : null;

const chromePath = chromiumPath();
// PRERENDER=off: the server sends the client-rendered shell for every page (a yardstick).
const site = await startFederatedSite(PORT, NO_PRERENDER ? { PRERENDER: 'off' } : {});
const yardstickSite = yardstickDir ? await startYardstickSite(yardstickDir, PORT + 20) : null;
const bases = { current: `http://127.0.0.1:${PORT}` };
const PAGES = await sitemapRoutes(bases.current);
if (yardstickSite) bases.yardstick = `http://127.0.0.1:${PORT + 20}`;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function lighthouseRun(url) {
  // A trace that failed to record (NO_NAVSTART under load, often with --slow) is run again, four
  // times at most.
  for (let attempt = 0; ; attempt += 1) {
    // A fresh browser per run: a cold cache, as a first visit.
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_ARGS, userDataDir: false });
    slowBrowser?.add(chrome.pid);
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const { categories, audits, runtimeError, environment } = result.lhr;
      if (runtimeError) {
        if (attempt >= 4) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
        console.warn(`${url}: ${runtimeError.code}, running again`);
        continue;
      }
      const metrics = audits.metrics?.details?.items?.[0] ?? {};
      return {
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        bestPractices: Math.round(categories['best-practices'].score * 100),
        seo: Math.round(categories.seo.score * 100),
        lcpMs: audits['largest-contentful-paint'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        tbtMs: audits['total-blocking-time'].numericValue,
        ttiMs: metrics.interactive ?? audits.interactive?.numericValue ?? NaN,
        totalBytes: audits['total-byte-weight'].numericValue,
        benchmarkIndex: environment.benchmarkIndex,
      };
    } finally {
      await chrome.kill();
    }
  }
}

const rows = [];
try {
  for (const page of PAGES) {
    const runs = Object.fromEntries(Object.keys(bases).map((name) => [name, []]));
    // Alternately, so that both builds meet the same machine.
    for (let i = 0; i < RUNS; i += 1) {
      for (const [name, base] of Object.entries(bases)) runs[name].push(await lighthouseRun(base + page));
    }
    const summary = (list) => {
      const pick = (key) => median(list.map((r) => r[key]));
      return {
        performance: pick('performance'),
        lcpMs: pick('lcpMs'),
        cls: pick('cls'),
        tbtMs: pick('tbtMs'),
        ttiMs: pick('ttiMs'),
        totalKB: pick('totalBytes') / 1024,
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        benchmarkIndex: pick('benchmarkIndex'),
        runs: list,
      };
    };
    rows.push({ page, ...summary(runs.current), yardstick: runs.yardstick ? summary(runs.yardstick) : null });
  }
} finally {
  await site.close();
  await yardstickSite?.close();
  await slowBrowser?.close();
}

const pad = (s, n) => String(s).padEnd(n);
const PAGE_WIDTH = columnWidth(rows.map((r) => r.page));
console.log(
  `\nLighthouse mobile, median of ${RUNS} runs${NO_PRERENDER ? ', pages NOT prerendered (yardstick)' : ''}${
    slowBrowser
      ? `, ${SLOW_TOGETHER ? 'the browser' : 'each browser process'} limited to ${SLOW} of a core (--slow${SLOW_TOGETHER ? ' --slow-together' : ''})`
      : ''
  }`,
);
console.log(
  `${pad('page', PAGE_WIDTH)}${pad('perf', 6)}${pad('LCP s', 8)}${pad('CLS', 8)}${pad('TBT ms', 8)}${pad('TTI s', 7)}${pad('total KB', 10)}${pad('a11y', 6)}${pad('BP', 5)}${pad('SEO', 5)}${pad('BI', 7)}${yardstickCommit ? `TBT / TTI @${yardstickCommit}` : ''}`,
);
for (const r of rows) {
  console.log(
    `${pad(r.page, PAGE_WIDTH)}${pad(r.performance, 6)}${pad((r.lcpMs / 1000).toFixed(2), 8)}${pad(r.cls.toFixed(3), 8)}${pad(Math.round(r.tbtMs), 8)}${pad((r.ttiMs / 1000).toFixed(2), 7)}${pad(r.totalKB.toFixed(0), 10)}${pad(r.accessibility, 6)}${pad(r.bestPractices, 5)}${pad(r.seo, 5)}${pad(Math.round(r.benchmarkIndex), 7)}${
      r.yardstick ? `${Math.round(r.yardstick.tbtMs)} ms / ${(r.yardstick.ttiMs / 1000).toFixed(2)} s` : ''
    }`,
  );
}
console.log("BI: the machine's Lighthouse benchmark index during those runs (median); TBT doubles on a slower CPU.");
// The spread of each page's runs: on a noisy machine one page's TBT can move by five times between
// runs, more than the gap between two builds (docs/performance.md, "Benchmarks").
const spread = (list, key) => {
  const values = list.map((run) => Math.round(run[key]));
  return `${Math.min(...values)} to ${Math.max(...values)}`;
};
console.log('\nEach run (min to max):');
for (const r of rows) {
  const yardstick = r.yardstick ? `; @${yardstickCommit}: TBT ${spread(r.yardstick.runs, 'tbtMs')} ms` : '';
  console.log(
    `  ${pad(r.page, PAGE_WIDTH)}TBT ${spread(r.runs, 'tbtMs')} ms, BI ${spread(r.runs, 'benchmarkIndex')}${yardstick}`,
  );
}
if (yardstickCommit) {
  const sum = (list) => Math.round(list.reduce((total, tbt) => total + tbt, 0));
  const now = sum(rows.map((r) => r.tbtMs));
  const then = sum(rows.map((r) => r.yardstick.tbtMs));
  console.log(`TBT medians summed: ${now} ms against ${then} ms at ${yardstickCommit} (${(now / then).toFixed(2)}x)`);
}
const file = writeResult(NO_PRERENDER ? 'lighthouse-no-prerender.json' : 'lighthouse.json', {
  measuredAt: new Date().toISOString(),
  targets: TARGETS,
  yardstick: yardstickCommit,
  rows,
});
console.log(`\nSaved ${path.relative(ROOT, file)}`);
const misses = rows
  .flatMap((r) => [
    r.performance < TARGETS.performance ? `${r.page}: performance ${r.performance} < ${TARGETS.performance}` : null,
    r.lcpMs > TARGETS.lcpMs ? `${r.page}: LCP ${(r.lcpMs / 1000).toFixed(2)} s > ${TARGETS.lcpMs / 1000} s` : null,
    r.cls > TARGETS.cls ? `${r.page}: CLS ${r.cls.toFixed(3)} > ${TARGETS.cls}` : null,
    r.tbtMs > TARGETS.tbtMs ? `${r.page}: TBT ${Math.round(r.tbtMs)} ms > ${TARGETS.tbtMs} ms` : null,
    r.yardstick && r.tbtMs > r.yardstick.tbtMs * TARGETS.tbtOfYardstick
      ? `${r.page}: TBT ${Math.round(r.tbtMs)} ms > half of the yardstick's ${Math.round(r.yardstick.tbtMs)} ms`
      : null,
    r.ttiMs > TARGETS.ttiMs ? `${r.page}: TTI ${(r.ttiMs / 1000).toFixed(2)} s > 2.5 s` : null,
    ...['accessibility', 'bestPractices', 'seo'].map((k) => (r[k] < 100 ? `${r.page}: ${k} ${r[k]} < 100` : null)),
  ])
  .filter(Boolean);
if (misses.length && !NO_PRERENDER) {
  console.error(`\nTargets missed:\n  ${misses.join('\n  ')}`);
  process.exit(1);
}
console.log(NO_PRERENDER ? 'Yardstick only: targets are not checked.' : 'All targets met.');
