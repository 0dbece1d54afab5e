/** @jest-environment node */
// Two instances of the console on one Postgres (each its own connections, as two servers with
// DATABASE_URL have): refunds of the same order sent to both at once refund it once, and the same
// request key sent to both answers one refund. PGlite takes one connection at a time, so this is
// Postgres only; without TEST_DATABASE_URL it says loudly that it did not run.
import type { FastifyInstance } from 'fastify';
import { migrate, openDatabase, type Database } from '../db';
import { announceMissingPostgres, freshSchemaUrl, testDatabaseUrl } from '../db/testing/testDatabases';
import { buildTestShop, contact, newKey, tokenFor, type TestShop } from '../orders/testing/testShop';
import { shopConsoleApp } from './testing/shopConsoleApp';

jest.setTimeout(60_000);
announceMissingPostgres('refunds sent to two console instances at once');
const OWNER = 'owner@example.com';

describe('two console instances on one Postgres', () => {
  const instances: { db: Database; shop: TestShop; app: FastifyInstance }[] = [];
  let drop: () => Promise<void> = async () => {};

  beforeAll(async () => {
    if (!testDatabaseUrl) return;
    const fresh = await freshSchemaUrl(testDatabaseUrl);
    drop = fresh.drop;
    for (let i = 0; i < 2; i += 1) {
      const db = await openDatabase({ dataDir: '/tmp', databaseUrl: fresh.url, poolSize: 8 });
      if (i === 0) await migrate(db);
      const shop = await buildTestShop(db);
      instances.push({ db, shop, app: (await shopConsoleApp(shop, db, [OWNER])).app });
    }
  });
  afterAll(async () => {
    for (const { app, shop, db } of instances) {
      await app.close();
      await shop.app.close();
      await db.close();
    }
    await drop();
  });

  const refund = async (instance: number, orderId: string, body: object) =>
    instances[instance]!.app.inject({
      method: 'POST',
      url: `/api/console/shop/orders/${orderId}/refunds`,
      headers: { authorization: `Bearer ${await tokenFor('owner', OWNER)}` },
      payload: body,
    });

  it('refunds an order once when both are asked at once, with different keys or the same', async () => {
    if (!testDatabaseUrl) return; // announced above: not run without Postgres
    const placed = await instances[0]!.shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': newKey() },
      payload: { items: [{ productId: 'ai-prompt-mastery', quantity: 1 }], contact: contact('twice@example.com') },
    });
    const order = placed.json().order as { id: string; totalCents: number };
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => refund(i % 2, order.id, { reason: 'Double click', requestKey: newKey() })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);
    const { rows } = await instances[1]!.db.query<{ n: string; cents: string }>(
      `SELECT count(*) AS n, sum(amount_cents) AS cents FROM refunds WHERE order_id = $1`,
      [order.id],
    );
    expect({ n: Number(rows[0]!.n), cents: Number(rows[0]!.cents) }).toEqual({ n: 1, cents: order.totalCents });

    const second = await instances[1]!.shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': newKey() },
      payload: { items: [{ productId: 'ai-prompt-mastery', quantity: 1 }], contact: contact('same@example.com') },
    });
    const other = second.json().order as { id: string };
    const body = { amountCents: 500, reason: 'Partial', requestKey: newKey() };
    const same = await Promise.all([refund(0, other.id, body), refund(1, other.id, body)]);
    expect(same.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(same.map((answer) => answer.json().refund.id)).size).toBe(1);
    const { rows: kept } = await instances[0]!.db.query('SELECT id FROM refunds WHERE order_id = $1', [other.id]);
    expect(kept).toHaveLength(1);
  });
});
