// npm run bench:trace — where a page's main thread spends its long tasks. Loads each page once in
// Debian's Chromium on the mobile profile (390 px, 4x CPU through CDP), records a Chrome trace with
// V8's sampling profiler (disabled-by-default-v8.cpu_profiler), and prints, for the tasks of 50 ms
// or more until the page is live (data-hydrated) and quiet, the time by kind of work (script,
// style, layout, parse...), by script and by function (self and total), so a regression is found
// in the trace rather than guessed. Flags: --no-build, --pages /a,/b (those pages of the sitemap
// only), --top N (rows per table, default 15), --save (the raw trace to bench-results/trace-*.json),
// --yardstick <commit> (that build traced too, page by page: bench/yardstick.mjs; none by default),
// --slow SHARE (no CDP throttling: each of the browser's processes on that share of one core, as
// bench:lighthouse --slow; the tasks are then those Lighthouse's simulation counts, over 12.5 ms,
// which it takes at four times their length).
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ROOT, benchPort, chromiumPath, run, sitemapRoutes, startFederatedSite } from './lib.mjs';
import { longTaskProfile } from './traceProfile.mjs';
import { childProcesses, slowGroup, slowShare } from './slowCpu.mjs';
import { prepareYardstick, startYardstickSite, yardstickArg } from './yardstick.mjs';

const PORT = benchPort(7800);
const topArg = process.argv.indexOf('--top');
const TOP = topArg > 0 ? Number(process.argv[topArg + 1]) : 15;
const SAVE = process.argv.includes('--save');
const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'disabled-by-default-v8.cpu_profiler',
];

if (!process.argv.includes('--no-build')) run('node', ['scripts/build.mjs']);
const yardstickCommit = process.argv.includes('--yardstick') ? yardstickArg() : null;
const yardstickDir = yardstickCommit ? prepareYardstick(yardstickCommit) : null;
const sites = { current: await startFederatedSite(PORT) };
const bases = { current: `http://127.0.0.1:${PORT}` };
const ROUTES = await sitemapRoutes(bases.current);
if (yardstickDir) {
  sites[`@${yardstickCommit}`] = await startYardstickSite(yardstickDir, PORT + 20);
  bases[`@${yardstickCommit}`] = `http://127.0.0.1:${PORT + 20}`;
}
const SLOW = slowShare();
// Lighthouse's simulation takes an unthrottled trace's tasks at four times their length.
const SCALE = SLOW ? 4 : 1;
const slowBrowser = SLOW ? slowGroup(SLOW, { eachProcess: true }) : null;
const before = new Set(childProcesses(process.pid));
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
// The browser is the process this one started just now (a yardstick's site started before it).
for (const pid of childProcesses(process.pid)) if (!before.has(pid)) slowBrowser?.add(pid);

/**
 * Waits until the page says it is live, asking through CDP: Playwright's waitForFunction would first
 * run its own injected script in the page, a task of 150 ms at 4x CPU in the middle of the load that
 * the page does not have. An older build may not say when it is live: then 30 s is long enough.
 */
async function untilHydrated(cdp) {
  const expression = "document.documentElement.dataset.hydrated === 'true'";
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    const { result } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true });
    if (result.value === true) return;
    await sleep(250);
  }
}

async function traceOf(base, route) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (!SLOW) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
  try {
    await page.goto(base + route, { waitUntil: 'load' });
    await untilHydrated(cdp);
    // What runs when seen or idle comes after (the shell's idle preload starts 3 s after the load).
    await page.waitForTimeout(6000);
  } finally {
    await cdp.send('Tracing.end');
    await complete;
    await context.close();
  }
  return events;
}

const pad = (s, n) => String(s).padEnd(n);
const ms = (us) => (us / 1000).toFixed(0);

function print(route, name, base, events) {
  if (SAVE) {
    const file = `trace-${route === '/' ? 'index' : route.slice(1).replaceAll('/', '_')}${name === 'current' ? '' : name}.json`;
    fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
    fs.writeFileSync(path.join(ROOT, 'bench-results', file), JSON.stringify({ traceEvents: events }));
  }
  {
    const report = longTaskProfile(events, base, SCALE);
    const how = SLOW ? `each process on ${SLOW} of a core, counted as Lighthouse simulates them: 4x` : 'at 4x CPU';
    console.log(
      `\n${route} (${name}): ${report.tasks.length} long tasks, ${ms(report.longTotal)} ms in them, blocking ${ms(report.blocking)} ms (over 50 ms each, ${how})`,
    );
    console.log(
      `  tasks (start ms, duration ms): ${report.tasks.map((t) => `${ms(t.start)}+${ms(t.dur)}`).join(', ')}`,
    );
    console.log('  by kind of work, inside long tasks:');
    for (const [kind, us] of report.byKind.slice(0, TOP)) console.log(`    ${pad(ms(us), 7)}${kind}`);
    console.log('  by script (self time of its functions, sampled):');
    for (const [script, us] of report.byScript.slice(0, TOP)) console.log(`    ${pad(ms(us), 7)}${script}`);
    console.log('  by function: self ms, total ms');
    for (const f of report.byFunction.slice(0, TOP))
      console.log(`    ${pad(ms(f.self), 7)}${pad(ms(f.total), 7)}${f.name}`);
  }
}

try {
  for (const route of ROUTES) {
    for (const [name, base] of Object.entries(bases)) print(route, name, base, await traceOf(base, route));
  }
} finally {
  await browser.close();
  for (const site of Object.values(sites)) await site.close();
  await slowBrowser?.close();
}
