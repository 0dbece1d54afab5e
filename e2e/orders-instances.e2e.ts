// Issue 23, item 7: with DATABASE_URL any number of server instances share the orders; with
// REDIS_URL the rate limits are shared, so they stay per visitor across instances. Two instances on
// one Postgres (a fresh schema of TEST_DATABASE_URL) and one Redis (TEST_REDIS_URL): orders placed
// through each are seen from either, in the browser. PGlite cannot stand in (one connection at a
// time), so without TEST_DATABASE_URL or TEST_REDIS_URL the part that needs it is reported as not run.
import { freshSchemaUrl } from '../server/src/db/testing/testDatabases';
import { browserForThisFile, openPage } from './support/browser';
import { spawnSite, type SiteProcess } from './support/siteProcess';
import { guestOrderBody, notRun, placeOrder, readOrder, TEST_DATABASE_URL, TEST_REDIS_URL } from './support/orders';
import { portOf } from './support/ports';

jest.setTimeout(180_000);

// Ports of its own (+200..+216): browser test files run side by side (npm test).
const BASE = portOf('orders-instances one');
const browser = browserForThisFile();
const sites: SiteProcess[] = [];
let dropSchema: (() => Promise<void>) | null = null;

afterAll(async () => {
  await Promise.all(sites.map((site) => site.close()));
  await dropSchema?.();
});

test('two instances on one Postgres and one Redis share orders and rate limits', async () => {
  if (!TEST_DATABASE_URL) {
    notRun(
      'two server instances sharing orders',
      'TEST_DATABASE_URL is not set (a PostgreSQL server is needed: PGlite takes one connection at a time, so it cannot be shared)',
    );
  }
  if (!TEST_REDIS_URL) notRun('rate limits shared through Redis', 'TEST_REDIS_URL is not set');
  if (!TEST_DATABASE_URL) return;

  const fresh = await freshSchemaUrl(TEST_DATABASE_URL);
  dropSchema = fresh.drop;
  const databaseUrl = fresh.url;
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: TEST_REDIS_URL,
    // Small, to see it shared: 6 orders a minute per visitor, whichever instance takes them.
    ORDER_RATE_LIMIT: '6',
  };
  const [a, b] = await Promise.all([spawnSite(BASE, env), spawnSite(portOf('orders-instances two'), env)]);
  sites.push(a as SiteProcess, b as SiteProcess);
  const one = (a as SiteProcess).urls.shell as string;
  const two = (b as SiteProcess).urls.shell as string;

  const viaOne = await placeOrder(one, guestOrderBody('one@example.com'));
  const viaTwo = await placeOrder(two, guestOrderBody('two@example.com', 'ai-strategy-intensive'));
  expect(viaOne.status).toBe(201);
  expect(viaTwo.status).toBe(201);
  // Each seen from either instance.
  for (const origin of [one, two]) {
    for (const placed of [viaOne, viaTwo]) {
      expect((await readOrder(origin, placed.id as string, placed.accessToken as string)).order?.id).toBe(placed.id);
    }
  }
  // In the browser: the order placed through the first instance, on the second one's confirmation.
  const { page, context } = await openPage(browser(), { baseURL: two });
  await page.goto(`/?checkout=success&order=${viaOne.id}&access=${encodeURIComponent(viaOne.accessToken as string)}`);
  await page
    .getByTestId('order-number')
    .filter({ hasText: viaOne.id as string })
    .waitFor();
  await context.close();

  if (!TEST_REDIS_URL) return;
  // The rate limit counts across instances: 2 orders so far, then 4 more alternate, then refused.
  const more = [];
  for (let i = 0; i < 5; i += 1) more.push(await placeOrder(i % 2 ? one : two, guestOrderBody(`more${i}@example.com`)));
  expect(more.slice(0, 4).map((placed) => placed.status)).toEqual([201, 201, 201, 201]);
  expect(more[4]?.status).toBe(429);
});
