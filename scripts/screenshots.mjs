// npm run screenshots — a full-page screenshot of every public page of the registry
// (webpack/registry/siteRegistry.js `sitePages`) at 390 and 1280 px, for review in a pull request, into
// screenshots/<width>/<route>.png (git-ignored; `/` is index.png). Uses the existing production
// build, or builds when there is none (`--build` builds anyway); serves it on free ports with a
// throw-away data folder; Debian's Chromium with the browser tests' flags. docs/working.md.
// Flags: --build, --routes /,/shop (only these), --widths 390,1280.
/* global document */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { setTimeout as delay } from 'node:timers/promises';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { CHROMIUM_ARGS, CHROMIUM_MISSING_MESSAGE, chromiumPath } = require('./chromium.js');
const { childEnv } = require('./settings.js');
const { sitePages } = require(path.join(ROOT, 'webpack', 'registry', 'siteRegistry.js'));

const option = (name) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? null : process.argv[index + 1];
};
const widths = (option('--widths') ?? '390,1280').split(',').map(Number);
const routes = option('--routes')?.split(',') ?? sitePages.public;
const OUT = path.join(ROOT, 'screenshots');

function fail(message) {
  console.error(`\nScreenshots failed: ${message}\n`);
  process.exit(1);
}

const executablePath = chromiumPath();
if (!executablePath) fail(CHROMIUM_MISSING_MESSAGE);

const built = ['server/dist/main.js', 'shell/dist/prerender-manifest.json'].every((file) =>
  fs.existsSync(path.join(ROOT, file)),
);
if (!built || process.argv.includes('--build')) {
  console.log(built ? 'Building (--build)...' : 'No production build yet: building...');
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) fail('the build failed.');
}

const portIsFree = (port) =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1' }, () => server.close(() => resolve(true)));
  });

/** A base port whose seven ports (the shell, five remotes, the auth service) are all free. */
async function freeBasePort() {
  for (let base = 6400 + Math.floor(Math.random() * 50) * 10; base < 9000; base += 10) {
    const ports = Array.from({ length: 7 }, (_, i) => base + i);
    if ((await Promise.all(ports.map(portIsFree))).every(Boolean)) return base;
  }
  fail('no seven free ports between 6400 and 9000.');
}

const port = await freeBasePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-screenshots-'));
const server = spawn(process.execPath, ['server/dist/main.js'], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...childEnv(),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    AUTH: 'local',
    AUTH_DATA_DIR: path.join(dataDir, 'auth'),
    DATABASE_URL: '',
    REDIS_URL: '',
    STRIPE_SECRET_KEY: '',
    SMTP_URL: '',
    SUPABASE_URL: '',
    SUPABASE_ANON_KEY: '',
    LOG_LEVEL: 'warn',
  },
});
const stop = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);

const baseUrl = `http://127.0.0.1:${port}`;
async function waitUntilReady() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (server.exitCode !== null) fail(`the server stopped (exit ${server.exitCode}).`);
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await delay(250);
  }
  fail('the server was not ready after 30 s.');
}
await waitUntilReady();

const fileFor = (width, route) => {
  const pathname = route.split('?')[0];
  return path.join(OUT, String(width), pathname === '/' ? 'index.png' : `${pathname.slice(1)}.png`);
};

const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
let taken = 0;
try {
  for (const width of widths) {
    // Mobile pages are taken as a phone shows them (touch, 3x would be needlessly large: 2x).
    const context = await browser.newContext({
      viewport: { width, height: width < 768 ? 844 : 900 },
      deviceScaleFactor: width < 768 ? 2 : 1,
      isMobile: width < 768,
      hasTouch: width < 768,
      reducedMotion: 'reduce',
      baseURL: baseUrl,
    });
    for (const route of routes) {
      const page = await context.newPage();
      await page.goto(route, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
        timeout: 15_000,
      });
      await page.evaluate(() => document.fonts.ready);
      const file = fileFor(width, route);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      await page.screenshot({ path: file, fullPage: true });
      await page.close();
      taken += 1;
    }
    await context.close();
  }
} finally {
  await browser.close();
  stop();
}
console.log(
  `${taken} screenshots (${routes.length} pages at ${widths.join(' and ')} px) in ${path.relative(process.cwd(), OUT) || '.'}/:`,
);
for (const width of widths) console.log(`  ${path.relative(process.cwd(), path.join(OUT, String(width)))}/`);
