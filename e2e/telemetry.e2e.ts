// Issue 32, release health (docs/release-health.md): a real page load, then the page
// hidden, sends one beacon, and its session and Web Vitals show in the remote's health over HTTP (the
// remote's release token); so does a visit left before the page's release had loaded its code. A
// shop release whose product page throws in the browser, served as a canary to this visitor, is
// reported as an errored session of that release in the canary cohort, with the error caught by the
// shop's boundary grouped under it and its top frame in that release. An error thrown by a shop
// release's code in a timer, where no boundary sees it, is attributed to that release by its top
// frame: the remotes' scripts load with CORS, so it keeps its stack.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page, Route } from 'playwright-core';
import type { ReleaseHealth } from '@site/contract/health';
import type { TelemetryBatchInput } from '@site/contract/telemetry';
import { browserForThisFile, openPage, waitForLivePage } from './support/browser';
import { portOf } from './support/ports';
import { releaseCommand, shopBuild } from './support/releases';
import { spawnSite, type SiteProcess } from './support/siteProcess';

jest.setTimeout(180_000);

const PORT = portOf('telemetry');
const browser = browserForThisFile();
let site: SiteProcess;
let dataDir: string;

const release = (...args: string[]) =>
  releaseCommand({ DATA_DIR: dataDir, PORT: String(PORT), DATABASE_URL: '' }, ...args);

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-telemetry-'));
  site = await spawnSite(PORT, { DATA_DIR: dataDir });
});
afterAll(async () => {
  await site?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The remote's health over HTTP, as `npm run release:health` asks a running server. */
async function health(remote: string): Promise<ReleaseHealth[]> {
  const token = fs.readFileSync(path.join(dataDir, 'release-tokens', remote), 'utf8').trim();
  const response = await fetch(`${site.urls.shell}/api/admin/releases/${remote}/health?since=10m`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as ReleaseHealth[];
}

/** Reads the health until `found` holds (the server writes about once a second; the route allows 30 a minute). */
async function healthUntil(remote: string, found: (list: ReleaseHealth[]) => boolean): Promise<ReleaseHealth[]> {
  // The write-behind pauses up to 10 s after a slow flush (docs/release-health.md), and
  // a flush is slow on a busy machine: in CI a batch was not yet written after 15 s.
  const deadline = Date.now() + 30_000;
  for (;;) {
    const list = await health(remote);
    if (found(list) || Date.now() > deadline) return list;
    await new Promise((resolve) => setTimeout(resolve, 1_200));
  }
}

/** Opens a page as a visitor, waits for the reporter's chunk, reads a little, then leaves it. */
async function visitAndLeave(
  pathname: string,
  whileThere: (page: Page, logs: string[]) => Promise<void>,
  before?: (page: Page) => Promise<unknown>,
): Promise<Page> {
  const { context, page, logs } = await openPage(browser(), { baseURL: site.urls.shell });
  await before?.(page);
  await page.goto(pathname);
  await whileThere(page, logs);
  // The reporter comes when the browser is idle after the first paint; a visitor reads that long.
  await page.waitForFunction(() => document.documentElement.dataset.telemetry === 'on');
  // Leaving the page hides it: the batch goes with sendBeacon (which the browser sends after the
  // page is gone, so the test reads what arrived at the server, not the request).
  await page.goto('about:blank');
  // Closed when the test ends, after it has read the server: closing the browser at once can drop
  // a beacon not yet sent.
  leftPages.push(context);
  return page;
}

/** Keeps every batch the page gives sendBeacon in its origin's storage, which outlives the page. */
const keepBeacons = (page: Page) =>
  page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    const texts = new WeakMap<Blob, string>();
    const PageBlob = Blob;
    window.Blob = class extends PageBlob {
      constructor(parts?: BlobPart[], options?: BlobPropertyBag) {
        super(parts, options);
        texts.set(this, (parts ?? []).join(''));
      }
    };
    navigator.sendBeacon = (url, body) => {
      const kept = JSON.parse(localStorage.getItem('beacons') ?? '[]') as unknown[];
      kept.push(JSON.parse(texts.get(body as Blob) ?? 'null'));
      localStorage.setItem('beacons', JSON.stringify(kept));
      return send(url, body);
    };
  });

/** The batches kept by keepBeacons, read from a page of the same origin once the visitor has left. */
async function beaconsKept(page: Page): Promise<TelemetryBatchInput[]> {
  await page.goto('/robots.txt');
  return page.evaluate(() => JSON.parse(localStorage.getItem('beacons') ?? '[]') as TelemetryBatchInput[]);
}

const leftPages: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(leftPages.splice(0).map((context) => context.close()));
});

test('a page load and hide sends one beacon whose session and vitals show in the health of the release', async () => {
  const page = await visitAndLeave(
    '/',
    async (shown) => {
      await shown.getByRole('heading', { level: 1 }).first().waitFor();
      await shown.getByRole('link', { name: /^Shop/ }).first().hover();
    },
    keepBeacons,
  );
  // Leaving fires pagehide before the page is hidden: the one batch has the vitals all the same.
  const batches = await beaconsKept(page);
  expect(batches).toHaveLength(1);
  expect(batches[0]!.releases).toEqual(
    expect.arrayContaining([expect.objectContaining({ remote: 'marketing', cohort: 'stable', session: true })]),
  );
  expect(batches[0]!.vitals.map((vital) => vital.name).sort()).toEqual(
    expect.arrayContaining(['CLS', 'FCP', 'LCP', 'TTFB']),
  );
  const list = await healthUntil('marketing', (found) => found.some((h) => h.sessions > 0 && h.p75.lcp !== null));
  expect(list).toEqual([
    expect.objectContaining({ remote: 'marketing', cohort: 'stable', sessions: 1, erroredSessions: 0, topErrors: [] }),
  ]);
  expect(list[0]!.p75.lcp).toBeGreaterThan(0);
});

test('a visitor who leaves before the release of the page has loaded is a session of it, with its vitals', async () => {
  const held: Route[] = [];
  const page = await visitAndLeave(
    '/ai-trust-test',
    async (shown) => {
      await shown.getByRole('heading', { level: 1 }).first().waitFor();
      // The reporter is on, the release's code is not: the visitor leaves while it loads.
      await shown.waitForFunction(() => document.documentElement.dataset.telemetry === 'on');
      // The page has asked for its release's code (on a busy machine, maybe after the reporter came).
      for (const deadline = Date.now() + 30_000; held.length === 0 && Date.now() < deadline;) {
        await shown.waitForTimeout(200);
      }
      expect(held.length).toBeGreaterThan(0);
      expect(await shown.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    },
    async (shown) => {
      await keepBeacons(shown);
      // A slow network: the remotes' routes modules do not arrive while the visitor is there.
      await shown.route(
        (url) => url.pathname.includes('__federation_expose_routes'),
        (route) => void held.push(route),
      );
    },
  );
  const batches = await beaconsKept(page);
  expect(batches).toHaveLength(1);
  expect(batches[0]!.releases).toEqual([expect.objectContaining({ remote: 'quiz', cohort: 'stable', session: true })]);
  expect(batches[0]!.vitals).toEqual(
    expect.arrayContaining([expect.objectContaining({ name: 'LCP', remote: 'quiz' })]),
  );
  const list = await healthUntil('quiz', (found) => found.some((h) => h.sessions > 0 && h.p75.lcp !== null));
  expect(list).toEqual([
    expect.objectContaining({ remote: 'quiz', cohort: 'stable', sessions: 1, erroredSessions: 0 }),
  ]);
  expect(list[0]!.p75.lcp).toBeGreaterThan(0);
});

test("an error thrown in the shop's canary release is an errored session of that release, grouped", async () => {
  const broken = shopBuild((dir) => {
    const routes = fs.readdirSync(dir).find((name) => name.startsWith('__federation_expose_routes'))!;
    const file = path.join(dir, routes);
    const code = fs.readFileSync(file, 'utf8');
    // The shop page throws while rendering.
    fs.writeFileSync(
      file,
      code.split('"AI Products for Business Owners"').join('(()=>{throw new Error("product cards exploded")})()'),
    );
  });
  const published = await release('publish', 'shop', '--from', broken);
  expect(published.status).toBe(0);
  const id = published.out;
  expect((await release('activate', 'shop', id, '--percent', '100')).status).toBe(0);
  // Every instance serves a canary within a few seconds.
  await new Promise((resolve) => setTimeout(resolve, 2_500));

  await visitAndLeave('/shop', async (page) => {
    await page.getByRole('alert').filter({ hasText: 'could not be loaded' }).first().waitFor();
  });
  const list = await healthUntil('shop', (found) => found.some((h) => h.release === id && h.topErrors.length > 0));
  const canary = list.find((h) => h.release === id);
  expect(canary).toMatchObject({ remote: 'shop', cohort: 'canary', sessions: 1, erroredSessions: 1 });
  expect(canary!.topErrors).toEqual([
    expect.objectContaining({
      kind: 'boundary',
      message: 'Error: product cards exploded',
      frame: expect.stringContaining(`/releases/${id}/__federation_expose_routes`),
    }),
  ]);
});

test("an error a remote's code throws outside React is attributed to its release by its top frame", async () => {
  const throwing = shopBuild((dir) => {
    const routes = fs.readdirSync(dir).find((name) => name.startsWith('__federation_expose_routes'))!;
    const file = path.join(dir, routes);
    // Once the shop's routes module has run, a timer of its code throws: no error boundary sees it.
    const timer = 'setTimeout(function shopTimer(){throw new Error("shop timer failed")},0);\n';
    fs.writeFileSync(file, timer + fs.readFileSync(file, 'utf8'));
  });
  const published = await release('publish', 'shop', '--from', throwing);
  expect(published.status).toBe(0);
  const id = published.out;
  expect((await release('activate', 'shop', id, '--percent', '100')).status).toBe(0);
  await new Promise((resolve) => setTimeout(resolve, 2_500));

  await visitAndLeave('/shop', async (page, logs) => {
    // The page itself works: the shop renders.
    await page.getByRole('heading', { level: 1, name: 'AI Products for Business Owners' }).waitFor();
    // The visitor stays until the release's code has run (its heading is in the HTML before that).
    await waitForLivePage(page);
    const thrown = (text: string) => text.includes('shop timer failed');
    if (!logs.some(thrown)) await page.waitForEvent('pageerror', { predicate: (error) => thrown(error.message) });
  });
  const list = await healthUntil('shop', (found) => found.some((h) => h.release === id && h.topErrors.length > 0));
  const canary = list.find((h) => h.release === id);
  expect(canary).toMatchObject({ remote: 'shop', cohort: 'canary', sessions: 1, erroredSessions: 1 });
  expect(canary!.topErrors).toEqual([
    expect.objectContaining({
      kind: 'error',
      message: 'Error: shop timer failed',
      frame: expect.stringContaining(`/releases/${id}/__federation_expose_routes`),
    }),
  ]);
});
