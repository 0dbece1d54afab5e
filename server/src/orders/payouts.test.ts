/** @jest-environment node */
// Affiliate payouts (docs/orders.md, "Commissions and payouts") on PGlite and (with TEST_DATABASE_URL) Postgres:
// $49.99 rolls over, the 15th's run records each payout once however often it runs, a refund after
// a payout is deducted from the next one, and the CSV's totals are the database's.
import type { Database } from '../db';
import { migrationSql, testDatabaseKinds } from '../db/testing/testDatabases';
import { payoutCsv } from './payouts/payoutReport';
import { PayoutNotDueError } from './payouts/payoutRules';
import { seedCommission } from './testing/seedCommission';
import { buildTestShop, type TestShop } from './testing/testShop';

jest.setTimeout(60_000);

describe.each(testDatabaseKinds('the payout tests'))('payouts on $name', (kind) => {
  let db: Database;
  let shop: TestShop;
  let clock = new Date('2026-11-20T10:00:00Z');
  beforeAll(async () => {
    db = await kind.open();
    shop = await buildTestShop(db, { now: () => clock });
  });
  afterAll(async () => {
    await shop.app.close();
    await db.close();
    await kind.cleanUp();
  });

  it('pays from $50 on the 15th, rolls $49.99 over, and records each payout once', async () => {
    await seedCommission(db, 'user-payout-small', 'small@example.com', 4_999, '2026-10-01T10:00:00Z');
    const big = await seedCommission(db, 'user-payout-big', 'big@example.com', 6_000, '2026-10-02T10:00:00Z');
    // Still in its refund window on November 15th: next month's.
    await seedCommission(db, 'user-payout-big', 'big@example.com', 2_500, '2026-10-20T10:00:00Z');

    const lines = await shop.data.payouts.ofMonth('2026-11');
    const small = lines.find((line) => line.email === 'small@example.com');
    const large = lines.find((line) => line.email === 'big@example.com');
    expect(small).toMatchObject({ totalCents: 4_999, due: false, payout: null });
    expect(large).toMatchObject({ totalCents: 6_000, due: true, commissions: [{ orderId: big, netCents: 6_000 }] });

    const runs = await Promise.all([
      shop.data.payouts.markPaid('2026-11', 'owner'),
      shop.data.payouts.markPaid('2026-11', 'owner'),
    ]);
    expect(runs.flat()).toHaveLength(1);
    expect(await shop.data.payouts.markPaid('2026-11', 'owner')).toEqual([]);
    const { rows } = await db.query<{ amount_cents: number; email: string }>(
      "SELECT amount_cents, email FROM payouts WHERE month = '2026-11'",
    );
    expect(rows).toEqual([{ amount_cents: 6_000, email: 'big@example.com' }]);

    // The CSV a bulk upload takes: its totals are the database's.
    const csv = payoutCsv(await shop.data.payouts.ofMonth('2026-11'));
    expect(csv.split('\r\n')[0]).toBe('recipient_email,amount,currency,reference,note');
    const amounts = csv
      .trim()
      .split('\r\n')
      .slice(1)
      .map((row) => Math.round(Number(row.split(',')[1]) * 100));
    expect(amounts).toEqual(rows.map((row) => Number(row.amount_cents)));

    // December: $49.99 + nothing new still rolls over; the late commission and the small one wait.
    const december = await shop.data.payouts.ofMonth('2026-12');
    expect(december.find((line) => line.email === 'small@example.com')).toMatchObject({
      totalCents: 4_999,
      due: false,
    });
    expect(december.find((line) => line.email === 'big@example.com')).toMatchObject({ totalCents: 2_500, due: false });
  });

  it('deducts from the next payout a refund of a commission already paid out', async () => {
    const first = await seedCommission(
      db,
      'user-payout-refund',
      'refund-ref@example.com',
      8_000,
      '2026-09-01T10:00:00Z',
    );
    await seedCommission(db, 'user-payout-refund', 'refund-ref@example.com', 7_000, '2026-10-01T10:00:00Z');
    clock = new Date('2026-10-20T10:00:00Z');
    expect(await shop.data.payouts.markPaid('2026-10', 'owner')).toHaveLength(1);
    clock = new Date('2026-10-21T10:00:00Z');
    // The first order refunded after its payout, as an exception: its commission's reversal is deducted.
    const refund = await shop.data.refunds.refund(first, {
      productIds: [],
      allowException: true,
      reason: 'Chargeback threatened',
      actor: 'owner',
      requestKey: 'payout-refund-1',
    });
    expect(refund.kind).toBe('refunded');
    const november = (await shop.data.payouts.ofMonth('2026-11')).find(
      (line) => line.email === 'refund-ref@example.com',
    );
    expect(november).toMatchObject({ totalCents: 7_000 - 8_000, due: false, deductions: [{ amountCents: 8_000 }] });
    // The affiliate's "Paid out" is the money the payout sent, as the owner's books say.
    const view = await shop.data.affiliates.affiliateFor('user-payout-refund', 'refund-ref@example.com');
    expect(view.stats).toMatchObject({ paidCents: 8_000, reversedCents: 8_000 });
    clock = new Date('2026-11-20T10:00:00Z');
  });
  it('nets a refund made before the payout once: the next payout does not deduct it again', async () => {
    const referrer = 'user-payout-netted';
    const order = await seedCommission(db, referrer, 'netted@example.com', 8_000, '2026-07-01T10:00:00Z');
    clock = new Date('2026-07-10T10:00:00Z');
    const refund = await shop.data.refunds.refund(order, {
      amountCents: 8_000,
      productIds: [],
      allowException: false,
      reason: 'A quarter back',
      actor: 'owner',
      requestKey: 'payout-netted-1',
    });
    expect(refund.kind).toBe('refunded');
    clock = new Date('2026-08-15T00:00:00Z');
    const [paid] = await shop.data.payouts.markPaid('2026-08', 'owner', referrer);
    expect(paid).toMatchObject({
      totalCents: 6_000,
      commissions: [{ orderId: order, netCents: 6_000 }],
      deductions: [],
    });
    const later = await seedCommission(db, referrer, 'netted@example.com', 9_000, '2026-08-01T10:00:00Z');
    const september = (await shop.data.payouts.ofMonth('2026-09')).find((line) => line.referrerUserId === referrer);
    expect(september).toMatchObject({ totalCents: 9_000, deductions: [], commissions: [{ orderId: later }] });
    // The recorded payout still reads as it was paid: net of the refund, nothing deducted.
    const august = (await shop.data.payouts.ofMonth('2026-08')).find((line) => line.referrerUserId === referrer);
    expect(august).toMatchObject({ totalCents: 6_000, deductions: [], payout: { amountCents: 6_000 } });
    clock = new Date('2026-11-20T10:00:00Z');
  });

  it("records no payout before its month's payout day, and says when it can be", async () => {
    const referrer = 'user-payout-early';
    await seedCommission(db, referrer, 'early@example.com', 7_000, '2026-10-01T10:00:00Z');
    clock = new Date('2026-11-14T23:59:00Z');
    await expect(shop.data.payouts.markPaid('2026-11', 'owner', referrer)).rejects.toThrow(PayoutNotDueError);
    await expect(shop.data.payouts.markPaid('2027-01', 'owner')).rejects.toThrow(
      'The payouts of 2027-01 are made on 2027-01-15',
    );
    const { rows } = await db.query('SELECT id FROM payouts WHERE referrer_user_id = $1', [referrer]);
    expect(rows).toEqual([]);
    clock = new Date('2026-11-15T00:00:00Z');
    expect(await shop.data.payouts.markPaid('2026-11', 'owner', referrer)).toHaveLength(1);
    clock = new Date('2026-11-20T10:00:00Z');
  });
  it('marks, for the payouts recorded before it was kept, the reversals they netted (migration 13)', async () => {
    const reversals = () =>
      db.query<{ referrer_user_id: string; netted_in: string | null; payout_id: string | null }>(
        `SELECT c.referrer_user_id, r.netted_in, c.payout_id FROM commission_reversals r
           JOIN commissions c ON c.order_id = r.order_id ORDER BY c.referrer_user_id`,
      );
    const before = (await reversals()).rows;
    await db.query('UPDATE commission_reversals SET netted_in = NULL');
    await db.exec(migrationSql(13));
    const after = (await reversals()).rows;
    expect(after).toEqual(before);
    // The refund before its payout is netted by it; the one after is not (it is deducted).
    expect(after.find((r) => r.referrer_user_id === 'user-payout-netted')).toMatchObject({
      netted_in: expect.stringMatching(/^PO-/),
    });
    expect(after.find((r) => r.referrer_user_id === 'user-payout-refund')).toMatchObject({ netted_in: null });
  });
});
