/** @jest-environment node */
// `npm run orders -- revenue --by-product [--days 7|28|90] [--csv]` (docs/orders.md, "Commissions
// and payouts"): what sold, in dollars, as the console's "By product" table shows it, with a row for
// refunds off whole orders and a total that is the period's revenue; a bad --days is refused before
// anything is read. On PGlite and (with TEST_DATABASE_URL) Postgres.
import Fastify from 'fastify';
import { migrate, type Database } from '../../db';
import { testDatabaseKinds } from '../../db/testing/testDatabases';
import { registerAdminOrders } from './adminAccess';
import { revenue } from './ownerReads';
import { revenueCommandOptions } from './revenueCommand';
import { byProductCsv, byProductTable } from './revenueReport';

jest.setTimeout(60_000);

const NOW = new Date('2026-11-30T15:00:00Z');
type Line = [productId: string, name: string, quantity: number, unitCents: number];
const course = (): Line => ['ai-prompt-mastery', 'AI Prompt Mastery Course', 1, 197_00];

/** A paid order as the checkout writes it: 10% off when `discounted`, then 8% tax. */
async function paidOrder(db: Database, id: string, lines: Line[], paidAt: string, discounted = false) {
  const subtotal = lines.reduce((sum, [, , quantity, unit]) => sum + quantity * unit, 0);
  const discount = discounted ? Math.round(subtotal / 10) : 0;
  const tax = Math.round(((subtotal - discount) * 8) / 100);
  await db.query(
    `INSERT INTO orders (id, idempotency_key, request_hash, status, email, email_normalized, first_name, last_name,
       subtotal_cents, discount_cents, tax_cents, total_cents, provider, created_at, paid_at)
     VALUES ($1, $1, 'h', 'paid', 'b@example.com', 'b@example.com', 'Sam', 'Park', $2, $3, $4, $5, 'simulated', $6, $6)`,
    [id, subtotal, discount, tax, subtotal - discount + tax, paidAt],
  );
  for (const [i, [productId, name, quantity, unit]] of lines.entries()) {
    await db.query(
      `INSERT INTO order_lines (order_id, line_no, product_id, product_name, product_type, unit_price_cents, quantity,
         line_total_cents) VALUES ($1, $2, $3, $4, 'template', $5, $6, $7)`,
      [id, i + 1, productId, name, unit, quantity, unit * quantity],
    );
  }
}

async function refund(db: Database, id: string, orderId: string, cents: number, productIds: string[], at: string) {
  await db.query(
    `INSERT INTO refunds (id, order_id, request_key, amount_cents, product_ids, reason, actor, status, provider,
       created_at, settled_at) VALUES ($1, $2, $1, $3, $4, 'Test', 'owner', 'succeeded', 'simulated', $5, $5)`,
    [id, orderId, cents, productIds, at],
  );
}

describe.each(testDatabaseKinds('the revenue by product command tests'))('revenue by product on $name', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await kind.open();
    await migrate(db);
    // $244.00 less 10%, plus tax: $237.17, of which the course's share is $191.49 and the bundle's $45.68.
    const course: Line = ['ai-prompt-mastery', 'AI Prompt Mastery Course', 1, 197_00];
    await paidOrder(
      db,
      'ORD-PRD00001',
      [course, ['ai-templates-bundle', 'AI Templates Bundle', 1, 47_00]],
      '2026-11-30T09:00:00Z',
      true,
    );
    await refund(db, 'RF-PRD1', 'ORD-PRD00001', 45_68, ['ai-templates-bundle'], '2026-11-30T10:00:00Z');
    await paidOrder(
      db,
      'ORD-PRD00002',
      [['social-content-kit', 'Social Media Content Kit', 2, 27_00]],
      '2026-11-27T09:00:00Z',
    );
    await refund(db, 'RF-PRD2', 'ORD-PRD00002', 5_00, [], '2026-11-28T10:00:00Z');
    await paidOrder(
      db,
      'ORD-PRD00003',
      [['chatbot-builder-app', 'AI Chatbot Builder', 1, 67_00]],
      '2026-11-10T09:00:00Z',
    );
  });
  afterAll(async () => {
    await db.close();
    await kind.cleanUp();
  });

  it('prints each product sold in the last 7 days, highest net first, adding up to the week', async () => {
    const figures = await revenue(db, NOW, 7);
    const table = byProductTable(figures).split('\n');
    expect(table[0]).toBe('Revenue by product, last 7 days (2026-11-24 to 2026-11-30 UTC), as of 2026-11-30 15:00 UTC');
    expect(table.slice(1, 7).map((line) => line.trim().split(/\s{2,}/))).toEqual([
      ['product', 'units', 'paid', 'refunded', 'net'],
      ['AI Prompt Mastery Course', '1', '$191.49', '$0.00', '$191.49'],
      ['Social Media Content Kit', '2', '$58.32', '$0.00', '$58.32'],
      ['AI Templates Bundle', '1', '$45.68', '$45.68', '$0.00'],
      ['Refunds off whole orders (no product)', '$5.00', '-$5.00'],
      ['Total (2 orders)', '4', '$295.49', '$50.68', '$244.81'],
    ]);
    expect(figures.last7Days).toEqual({ orders: 2, grossCents: 295_49, refundedCents: 50_68, netCents: 244_81 });
    expect(byProductCsv(figures).split('\r\n')).toEqual([
      'product_id,product,units,paid,refunded,net',
      'ai-prompt-mastery,AI Prompt Mastery Course,1,191.49,0.00,191.49',
      'social-content-kit,Social Media Content Kit,2,58.32,0.00,58.32',
      'ai-templates-bundle,AI Templates Bundle,1,45.68,45.68,0.00',
      ',Refunds off whole orders (no product),,0.00,5.00,-5.00',
      ',Total,4,295.49,50.68,244.81',
      '',
    ]);
  });

  it('takes 28 days when asked, and says when a period sold nothing', async () => {
    expect(byProductTable(await revenue(db, NOW, 28))).toMatch(
      /AI Chatbot Builder\s+1\s+\$72\.36\s+\$0\.00\s+\$72\.36/,
    );
    const later = new Date('2027-06-01T12:00:00Z');
    expect(byProductTable(await revenue(db, later, 7))).toContain(
      'No product was paid for or refunded in the last 7 days.',
    );
  });

  it('gives a refund that empties an order, naming no line, to the lines not refunded before', async () => {
    await paidOrder(
      db,
      'ORD-PRD00004',
      [
        ['ai-templates-bundle', 'AI Templates Bundle', 1, 47_00],
        ['social-content-kit', 'Social Media Content Kit', 1, 27_00],
      ],
      '2027-03-02T09:00:00Z',
    );
    await refund(db, 'RF-PRD3', 'ORD-PRD00004', 50_76, ['ai-templates-bundle'], '2027-03-03T09:00:00Z');
    await refund(db, 'RF-PRD4', 'ORD-PRD00004', 29_16, [], '2027-03-04T09:00:00Z');
    // $10.00 off the whole order first: the refund that empties it leaves the app that much short.
    await paidOrder(
      db,
      'ORD-PRD00005',
      [course(), ['chatbot-builder-app', 'AI Chatbot Builder', 1, 67_00]],
      '2027-03-02T09:00:00Z',
    );
    await refund(db, 'RF-PRD5', 'ORD-PRD00005', 10_00, [], '2027-03-03T09:00:00Z');
    await refund(db, 'RF-PRD6', 'ORD-PRD00005', 275_12, [], '2027-03-04T09:00:00Z');
    const figures = await revenue(db, new Date('2027-03-05T12:00:00Z'), 7);
    expect(byProductCsv(figures).split('\r\n')).toEqual([
      'product_id,product,units,paid,refunded,net',
      'chatbot-builder-app,AI Chatbot Builder,1,72.36,62.36,10.00',
      'ai-prompt-mastery,AI Prompt Mastery Course,1,212.76,212.76,0.00',
      'ai-templates-bundle,AI Templates Bundle,1,50.76,50.76,0.00',
      'social-content-kit,Social Media Content Kit,1,29.16,29.16,0.00',
      ',Refunds off whole orders (no product),,0.00,10.00,-10.00',
      ',Total,4,365.04,365.04,0.00',
      '',
    ]);
    expect(figures.last7Days).toEqual({ orders: 2, grossCents: 365_04, refundedCents: 365_04, netCents: 0 });
  });

  it('refuses a --days it does not offer, or --days without --by-product, before reading anything', () => {
    expect(revenueCommandOptions(['--by-product', '--days', '90'])).toMatchObject({ byProduct: true, days: 90 });
    expect(revenueCommandOptions(['--by-product'])).toMatchObject({ days: 28 });
    expect(() => revenueCommandOptions(['--by-product', '--days', '30'])).toThrow(
      '--days must be 7, 28 or 90 (got 30).',
    );
    expect(() => revenueCommandOptions(['--days', '7'])).toThrow('--days goes with --by-product');
  });

  it('answers the running server admin route with the days asked, and a 400 for a bad one', async () => {
    const app = Fastify();
    registerAdminOrders(app, { token: 'admin-token', db: () => db });
    const ask = (query: string) =>
      app.inject({ url: `/api/admin/revenue${query}`, headers: { authorization: 'Bearer admin-token' } });
    expect((await ask('?days=90')).json().byProduct.days).toBe(90);
    const bad = await ask('?days=5');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('days: days must be 7, 28 or 90');
    await app.close();
  });
});
