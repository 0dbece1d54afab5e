// Issue 23, item 8: a SIGKILL in the middle of a burst of orders loses no acknowledged order and
// duplicates none; a second process on the same embedded data folder fails at once and names the
// holder; the owner's report works while the site runs.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSite, type SiteProcess } from './support/siteProcess';
import { guestOrderBody, placeOrder, readOrder, type PlacedOrder } from './support/orders';
import { childEnv, portOf } from './support/ports';

jest.setTimeout(180_000);

const PORT = portOf('orders-durability');
const ROOT = path.resolve(__dirname, '..');
let dataDir: string;
let site: SiteProcess | null = null;

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-durability-'));
});
afterAll(async () => {
  await site?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const start = () => spawnSite(PORT, { DATA_DIR: dataDir, ORDER_RATE_LIMIT: '100000' });

test('a SIGKILL mid-burst loses no acknowledged order and duplicates none', async () => {
  site = await start();
  const origin = site.urls.shell as string;
  const keys = Array.from({ length: 120 }, () => crypto.randomUUID());
  const bodies = keys.map((_, i) => guestOrderBody(`burst${i}@example.com`));
  const acknowledged = new Map<string, PlacedOrder>();
  let next = 0;
  let killed = false;
  const worker = async () => {
    while (next < keys.length && !killed) {
      const i = next++;
      const placed = await placeOrder(origin, bodies[i], keys[i] as string).catch(() => null);
      if (placed?.status === 201 && placed.id) acknowledged.set(keys[i] as string, placed);
      // Killed once a good part of the burst is acknowledged, with requests in flight.
      if (acknowledged.size === 40 && !killed) {
        killed = true;
        await site?.kill();
        site = null;
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  expect(killed).toBe(true);
  expect(acknowledged.size).toBeGreaterThanOrEqual(40);

  site = await start();
  const again = site.urls.shell as string;
  // Every acknowledged order is there, as it was.
  for (const placed of acknowledged.values()) {
    const read = await readOrder(again, placed.id as string, placed.accessToken as string);
    expect(read.status).toBe(200);
    expect(read.order?.status).toBe('paid');
  }
  // Every key sent again (the buyers' retries): the acknowledged answer the same order; none is doubled.
  const ids = new Set<string>();
  for (const [i, key] of keys.entries()) {
    const retried = await placeOrder(again, bodies[i], key);
    expect([200, 201]).toContain(retried.status);
    const before = acknowledged.get(key);
    if (before) {
      expect(retried.status).toBe(200);
      expect(retried.id).toBe(before.id);
    }
    ids.add(retried.id as string);
  }
  expect(ids.size).toBe(keys.length);

  // The owner's report, while this server holds the embedded database: one row per key.
  const report = spawnSync(
    process.execPath,
    [path.join(ROOT, 'server', 'dist', 'orders', 'admin', 'ordersCommand.js'), '--csv'],
    {
      env: childEnv({ DATA_DIR: dataDir, DATABASE_URL: '' }),
      encoding: 'utf8',
    },
  );
  expect(report.status).toBe(0);
  const rows = report.stdout.trim().split(/\r?\n/).slice(1);
  expect(rows).toHaveLength(keys.length);
  expect(new Set(rows.map((row) => row.split(',')[0])).size).toBe(keys.length);
  // The owner's revenue from the same server: the last 7 days' orders are these (today's, unless the run
  // crossed midnight UTC).
  const revenue = spawnSync(
    process.execPath,
    [path.join(ROOT, 'server', 'dist', 'orders', 'admin', 'ordersCommand.js'), 'revenue'],
    { env: childEnv({ DATA_DIR: dataDir, DATABASE_URL: '' }), encoding: 'utf8' },
  );
  expect(revenue.status).toBe(0);
  expect(revenue.stdout).toMatch(new RegExp(`^last 7 days\\s+${keys.length}\\s+\\$`, 'm'));
});

test('a second server on the same embedded data folder fails at once and names the holder', async () => {
  expect(site).not.toBeNull();
  const second = spawnSync(process.execPath, [path.join(ROOT, 'server', 'dist', 'main.js')], {
    env: {
      ...childEnv(),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(portOf('orders-durability second server')),
      HOST: '127.0.0.1',
      AUTH: 'off',
    },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(second.status).toBe(1);
  expect(second.stderr).toContain(`in use by process ${site?.pid}`);
  expect(second.stderr).toContain('DATABASE_URL');
});
