// Issue 32, rollouts (docs/rollouts.md, "Rollouts"): a rollout started with the command, against
// the running site, serves its step's share of visitors (sticky, by their bucket), waits at its step
// while it has too few visitors to be judged and says so in release:list, and is replaced by an
// activation by hand, which the list records.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { browserForThisFile, openPage } from './support/browser';
import { portOf } from './support/ports';
import { NEW_SHOP_TITLE, OLD_SHOP_TITLE, releaseCommand, retitleShop, shopBuild } from './support/releases';
import { spawnSite, type SiteProcess } from './support/siteProcess';

jest.setTimeout(120_000);

const PORT = portOf('rollout');

const browser = browserForThisFile();
let site: SiteProcess;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-rollout-'));
  site = await spawnSite(PORT, { DATA_DIR: dataDir });
});
afterAll(async () => {
  await site?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const release = (...args: string[]) =>
  releaseCommand({ DATA_DIR: dataDir, PORT: String(PORT), DATABASE_URL: '' }, ...args);

/** A visitor whose canary bucket is `bucket` (0 to 99: below the step's share gets the canary). */
async function visitor(bucket: number): Promise<BrowserContext> {
  const { context } = await openPage(browser(), { baseURL: site.urls.shell });
  await context.addCookies([{ name: 'site_bucket', value: String(bucket), url: site.urls.shell as string }]);
  return context;
}

/** The shop's heading as this visitor reads it once its release has rendered. */
async function shopTitle(context: BrowserContext): Promise<string> {
  const page = await context.newPage();
  await page.goto('/shop');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const heading = page.getByRole('heading', { level: 1 });
  await heading.filter({ hasText: /AI Products/ }).waitFor();
  const title = (await heading.textContent()) ?? '';
  await page.close();
  return title;
}

/** `release:list` once `test` holds of it (the server judges each second), or its last print. */
async function listUntil(test: (list: string) => boolean, ms = 20_000): Promise<string> {
  const deadline = Date.now() + ms;
  for (;;) {
    const { out } = await release('list', 'shop');
    if (test(out) || Date.now() > deadline) return out;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

test('a rollout serves its share, waits on too few visitors and says so, and an activation by hand replaces it', async () => {
  const published = await release(
    'publish',
    'shop',
    '--from',
    shopBuild((dir) => retitleShop(dir)),
  );
  expect(published.status).toBe(0);
  const id = published.out;

  const bad = await release('activate', 'shop', id, '--steps', '50,20', '--interval', '2s');
  expect(bad.status).toBe(1);
  expect(bad.err).toContain('--steps takes shares of visitors in %, rising');

  const started = await release(
    'activate',
    'shop',
    id,
    '--steps',
    '50,100',
    '--interval',
    '2s',
    '--min-sessions',
    '1000',
  );
  expect(started.status).toBe(0);
  const rollout = /Rollout #(\d+): 50% of visitors get/.exec(started.out)?.[1];
  expect(rollout).toBeDefined();

  // The step's share, by bucket, and sticky: the same visitor gets the same shop again.
  const inCanary = await visitor(10);
  const onStable = await visitor(90);
  expect(await shopTitle(inCanary)).toBe(NEW_SHOP_TITLE);
  expect(await shopTitle(onStable)).toBe(OLD_SHOP_TITLE);
  expect(await shopTitle(inCanary)).toBe(NEW_SHOP_TITLE);

  // Judged every 2 s, with far fewer visitors than 1000: it waits at 50 %, and says why.
  const waited = await listUntil((list) => (list.match(/ wait +at +50%/g) ?? []).length >= 2);
  expect((waited.match(/ wait +at +50%/g) ?? []).length).toBeGreaterThanOrEqual(2);
  expect(waited).toContain(`Rollout #${rollout} of ${id}`);
  expect(waited).toMatch(/running, step 1 of 2 \(50% of visitors\)/);
  expect(waited).toMatch(/Next judgement: \S+ \((in \d+ s|due now)\)/);
  expect(waited).toMatch(
    /Too few sessions to judge: \d+ on the canary and \d+ on stable since \S+; each side needs 1000\./,
  );
  expect(waited).toMatch(/waiting at this step/i);
  expect(waited).toContain(`Canary: ${id} for 50% of visitors`);

  // An activation by hand ends it, and says so where the moves are.
  const activated = await release('activate', 'shop', id);
  expect(activated.status).toBe(0);
  expect(activated.out).toContain(`Ends rollout #${rollout}.`);
  const after = await listUntil((list) => list.includes('replaced'));
  expect(after).toMatch(new RegExp(`Rollout #${rollout} of ${id} \\(against \\S+\\): replaced`));
  expect(after).toMatch(new RegExp(`Replaced by hand: activate \\S+ -> ${id} by shop team\\.`));
  expect(after).not.toContain('Next judgement');
  expect(await shopTitle(onStable)).toBe(NEW_SHOP_TITLE);
  await inCanary.close();
  await onStable.close();
});

test('a rollout is promoted and aborted by hand with release:rollout, and says so', async () => {
  // The shop as built: live before the test above made the retitled one live.
  const published = await release(
    'publish',
    'shop',
    '--from',
    shopBuild(() => undefined),
  );
  const id = published.out;
  // Judged every hour: only a person moves it here.
  const started = await release('activate', 'shop', id, '--steps', '10,50,100', '--interval', '1h');
  expect(started.status).toBe(0);
  const rollout = /Rollout #(\d+):/.exec(started.out)?.[1];
  const visitorAt30 = await visitor(30);
  expect(await shopTitle(visitorAt30)).toBe(NEW_SHOP_TITLE);

  const promoted = await release('rollout', 'shop', 'promote');
  expect(promoted.status).toBe(0);
  expect(promoted.out).toMatch(/running, step 2 of 3 \(50% of visitors\)/);
  expect(promoted.out).toMatch(/promote +at +50% +by shop team\n +Promoted by hand by shop team\./);
  expect(await shopTitle(visitorAt30)).toBe(OLD_SHOP_TITLE);

  const aborted = await release('rollout', 'shop', 'abort');
  expect(aborted.status).toBe(0);
  expect(aborted.out).toContain(`Rollout #${rollout} of ${id}`);
  expect(aborted.out).toMatch(/: aborted /);
  expect(aborted.out).toMatch(/abort +at +50% +by shop team\n +Aborted by hand by shop team\./);
  expect(await shopTitle(visitorAt30)).toBe(NEW_SHOP_TITLE);
  const list = await release('list', 'shop');
  expect(list.out).toMatch(new RegExp(`rollback +${id} -> \\S+ +by shop team\\n +Aborted by hand by shop team\\.`));

  // Nothing left to move, and a move it does not know: a clear message, nothing changed.
  const again = await release('rollout', 'shop', 'abort');
  expect(again.status).toBe(1);
  expect(again.err).toContain('"shop" has no rollout running.');
  const unknown = await release('rollout', 'shop', 'pause');
  expect(unknown.status).toBe(1);
  expect(unknown.err).toContain('Promote or abort? npm run release:rollout -- shop promote|abort');
  await visitorAt30.close();
});
