// Issue 24: two server instances on one database (Postgres: a fresh schema of TEST_DATABASE_URL) and
// one release store (RELEASES_DIR, a folder both share) both serve an activation made by the release
// command, without a restart, and a new visit to the second one gets the released shop. The time
// from the activation to every instance serving it is printed (a figure, not an assertion; the
// instances read the registry every second, docs/releases.md). PGlite cannot stand in (one process
// per data folder), so without TEST_DATABASE_URL this is reported as not run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshSchemaUrl } from '../server/src/db/testing/testDatabases';
import { browserForThisFile, openPage } from './support/browser';
import { notRun, TEST_DATABASE_URL } from './support/orders';
import { liveShopOf, NEW_SHOP_TITLE, releaseCommand, retitleShop, shopBuild } from './support/releases';
import { spawnSite, type SiteProcess } from './support/siteProcess';
import { portOf } from './support/ports';

jest.setTimeout(180_000);

const BASE = portOf('releases-instances one');
const browser = browserForThisFile();
const sites: SiteProcess[] = [];
const folders: string[] = [];
let dropSchema: (() => Promise<void>) | null = null;

afterAll(async () => {
  await Promise.all(sites.map((site) => site.close()));
  await dropSchema?.();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

test('an activation made by the release command is served by both instances on one database', async () => {
  if (!TEST_DATABASE_URL) {
    notRun(
      'two server instances serving one activation',
      'TEST_DATABASE_URL is not set (a PostgreSQL server is needed: PGlite is one process per data folder)',
    );
    return;
  }
  const fresh = await freshSchemaUrl(TEST_DATABASE_URL);
  dropSchema = fresh.drop;
  const store = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-release-store-'));
  folders.push(store);
  const env = { DATABASE_URL: fresh.url, RELEASES_DIR: store };
  const [one, two] = await Promise.all([spawnSite(BASE, env), spawnSite(portOf('releases-instances two'), env)]);
  sites.push(one, two);
  const shells = [one.urls.shell as string, two.urls.shell as string];
  const before = await Promise.all(shells.map(liveShopOf));

  const build = shopBuild((dir) => expect(retitleShop(dir)).toBeGreaterThan(0));
  folders.push(build);
  const published = await releaseCommand(env, 'publish', 'shop', '--from', build, '--activate');
  const activatedAt = Date.now();
  expect(published.err).toContain('Live: "shop"');
  expect(published.status).toBe(0);
  const id = published.out;

  // Each instance's /remotes.json names the new release (each on its own origin), polled.
  const servedAfter: number[] = [];
  for (const shell of shells) {
    for (;;) {
      const manifest = await liveShopOf(shell);
      if (manifest.includes(`/releases/${id}/`)) break;
      if (Date.now() - activatedAt > 30_000) throw new Error(`${shell} still serves ${manifest}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    servedAfter.push(Date.now() - activatedAt);
  }
  console.log(`Activation to every instance serving it: ${Math.max(...servedAfter)} ms (${servedAfter.join(', ')} ms)`);
  expect((await Promise.all(shells.map(liveShopOf))).every((manifest, i) => manifest !== before[i])).toBe(true);

  // A new visit to the second instance gets the released shop.
  const { page, context } = await openPage(browser(), { baseURL: shells[1] });
  await page.goto('/shop');
  await page.getByRole('heading', { level: 1, name: NEW_SHOP_TITLE }).waitFor();
  expect(await page.getByText('could not be loaded').count()).toBe(0);
  await context.close();
});
