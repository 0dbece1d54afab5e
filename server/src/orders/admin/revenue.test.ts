/** @jest-environment node */
// `npm run orders -- revenue` (docs/orders.md, "Commissions and payouts"): the figures of the
// console's Revenue page at the terminal, and through a running server's admin route, which only
// the token's holder on this machine reaches.
import Fastify from 'fastify';
import { migrate, type Database } from '../../db';
import { testDatabaseKinds } from '../../db/testing/testDatabases';
import { registerAdminOrders } from './adminAccess';
import { revenue } from './ownerReads';
import { revenueCsv, revenueTable } from './revenueReport';

jest.setTimeout(60_000);

const NOW = new Date('2026-11-30T15:00:00Z');

async function paidOrder(db: Database, id: string, totalCents: number, paidAt: string) {
  await db.query(
    `INSERT INTO orders (id, idempotency_key, request_hash, status, email, email_normalized, first_name, last_name,
       subtotal_cents, discount_cents, tax_cents, total_cents, provider, created_at, paid_at)
     VALUES ($1, $1, 'h', 'paid', 'b@example.com', 'b@example.com', 'Sam', 'Park', $2, 0, 0, $2, 'simulated', $3, $3)`,
    [id, totalCents, paidAt],
  );
}

describe.each(testDatabaseKinds('the revenue report tests'))('revenue on $name', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await kind.open();
    await migrate(db);
    await paidOrder(db, 'ORD-REV00001', 212_76, '2026-11-30T09:00:00Z');
    await paidOrder(db, 'ORD-REV00002', 1_234_56, '2026-11-26T09:00:00Z');
    await paidOrder(db, 'ORD-REV00003', 50_00, '2026-11-01T09:00:00Z');
  });
  afterAll(async () => {
    await db.close();
    await kind.cleanUp();
  });

  it('prints today, 7 and 28 days as the console counts them, and each day as CSV', async () => {
    const table = revenueTable(await revenue(db, NOW));
    expect(table).toMatch(/^Revenue as of 2026-11-30 15:00 UTC/);
    expect(table).toMatch(/today\s+1\s+\$212\.76\s+\$0\.00\s+\$212\.76/);
    expect(table).toMatch(/last 7 days\s+2\s+\$1,447\.32\s+\$0\.00\s+\$1,447\.32/);
    expect(table).toMatch(/last 28 days\s+2\s+\$1,447\.32/);
    const csv = revenueCsv(await revenue(db, NOW))
      .trim()
      .split('\r\n');
    expect(csv[0]).toBe('date,orders,paid,refunded,net');
    expect(csv).toHaveLength(91);
    expect(csv).toContain('2026-11-26,1,1234.56,0.00,1234.56');
    expect(csv).toContain('2026-11-01,1,50.00,0.00,50.00');
    expect(csv.at(-1)).toBe('2026-11-30,1,212.76,0.00,212.76');
  });

  it('answers the admin token from this machine, and no one else', async () => {
    const app = Fastify();
    registerAdminOrders(app, { token: 'admin-token', db: () => db });
    const ask = (authorization?: string) =>
      app.inject({ url: '/api/admin/revenue', headers: authorization ? { authorization } : {} });
    const answered = await ask('Bearer admin-token');
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ daily: expect.any(Array), today: expect.any(Object) });
    expect((await ask('Bearer wrong')).statusCode).toBe(404);
    expect((await ask()).statusCode).toBe(404);
    await app.close();
  });
});
