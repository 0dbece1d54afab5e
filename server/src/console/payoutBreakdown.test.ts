/** @jest-environment node */
// A payout's breakdown in the console (docs/shop-console.md, "A payout's breakdown") on PGlite and (with
// TEST_DATABASE_URL) Postgres: the orders it pays, the refunds of them taken off and what refunds of
// commissions paid out before take off are the items `npm run payouts -- --orders` prints, and they
// add up to the payout's amount, before it is recorded and after.
import type { FastifyInstance } from 'fastify';
import type { PayoutLineView } from '@site/contract/shopConsole';
import type { Database } from '../db';
import { testDatabaseKinds } from '../db/testing/testDatabases';
import { payoutsPrinted } from '../orders/testing/payoutsPrinted';
import { seedCommission } from '../orders/testing/seedCommission';
import { buildTestShop, tokenFor, type TestShop } from '../orders/testing/testShop';
import { shopConsoleApp } from './testing/shopConsoleApp';

jest.setTimeout(60_000);

const OWNER = 'owner@example.com';
const REFERRER = 'user-breakdown';
const sum = (line: PayoutLineView) => line.breakdown.reduce((total, item) => total + item.amountCents, 0);

/** The affiliate's items as the command prints them: kind, order, day and signed cents. */
function printedItems(table: string, email: string) {
  const lines = table.split('\n');
  const head = lines.findIndex((line) => line.startsWith(email));
  const items = [];
  for (const line of lines.slice(head + 1)) {
    const item = /^ {4}(order|refund|owed) +(ORD-\S+) +(\d{4}-\d\d-\d\d) .*([- ])\$ *(\d+\.\d\d)$/.exec(line);
    if (!item) break;
    const cents = Math.round(Number(item[5]) * 100);
    items.push({ kind: item[1], orderId: item[2], day: item[3], cents: item[4] === '-' ? -cents : cents });
  }
  const amount = /\$ *(\d+\.\d\d|-\d+\.\d\d)/.exec(lines[head] ?? '')?.[1];
  return { items, amountCents: Math.round(Number(amount) * 100) };
}

describe.each(testDatabaseKinds('the payout breakdown tests'))('a payout breakdown on $name', (kind) => {
  let db: Database;
  let shop: TestShop;
  let app: FastifyInstance;
  let clock = new Date('2026-09-01T12:00:00Z');
  beforeAll(async () => {
    db = await kind.open();
    shop = await buildTestShop(db, { now: () => clock });
    app = (await shopConsoleApp(shop, db, [OWNER])).app;
  });
  afterAll(async () => {
    await app.close();
    await shop.app.close();
    await db.close();
    await kind.cleanUp();
  });

  const lineOf = async (month: string) => {
    const answer = await app.inject({
      url: `/api/console/shop/payouts?month=${month}`,
      headers: { authorization: `Bearer ${await tokenFor('user-owner', OWNER)}` },
    });
    expect(answer.statusCode).toBe(200);
    return (answer.json().lines as PayoutLineView[]).find((line) => line.affiliate === REFERRER)!;
  };
  const refund = (orderId: string, at: string, amountCents?: number) => {
    clock = new Date(at);
    return shop.data.refunds.refund(orderId, {
      ...(amountCents ? { amountCents } : {}),
      productIds: [],
      allowException: true,
      reason: 'Asked by the buyer',
      actor: 'owner',
      requestKey: `breakdown-${orderId}-${at}`,
    });
  };
  /** What the command prints for the month, item by item, beside the console's answer. */
  const asPrinted = async (month: string, line: PayoutLineView) => ({
    printed: printedItems(await payoutsPrinted(shop.data, month), line.email),
    console: {
      items: line.breakdown.map((item) => ({
        kind: item.kind,
        orderId: item.orderId,
        day: item.at.slice(0, 10),
        cents: item.amountCents,
      })),
      amountCents: line.totalCents,
    },
  });

  it('lists the orders, their refunds and what is owed from earlier refunds, as the command does, adding up', async () => {
    const email = 'breakdown@example.com';
    // Paid out in October, then refunded: what the affiliate owes, taken off November's payout.
    const early = await seedCommission(db, REFERRER, email, 8_000, '2026-09-01T10:00:00Z');
    clock = new Date('2026-10-20T10:00:00Z');
    expect(await shop.data.payouts.markPaid('2026-10', 'owner', REFERRER)).toHaveLength(1);
    expect((await refund(early, '2026-10-21T10:00:00Z')).kind).toBe('refunded');
    // November's: a quarter of one order refunded before the payout, and another order whole.
    const partly = await seedCommission(db, REFERRER, email, 7_000, '2026-10-01T10:00:00Z');
    expect((await refund(partly, '2026-10-05T10:00:00Z', 7_000)).kind).toBe('refunded');
    const whole = await seedCommission(db, REFERRER, email, 6_000, '2026-10-02T10:00:00Z');
    // Still in its refund window on November 15th: December's, not in the breakdown.
    await seedCommission(db, REFERRER, email, 9_000, '2026-10-20T10:00:00Z');

    const november = await lineOf('2026-11');
    expect(november.breakdown).toEqual([
      { kind: 'order', orderId: partly, at: '2026-10-01T10:00:00.000Z', orderCents: 28_000, amountCents: 7_000 },
      {
        kind: 'refund',
        orderId: partly,
        refundId: expect.stringMatching(/^RF-/),
        at: '2026-10-05T10:00:00.000Z',
        amountCents: -1_750,
      },
      { kind: 'order', orderId: whole, at: '2026-10-02T10:00:00.000Z', orderCents: 24_000, amountCents: 6_000 },
      {
        kind: 'owed',
        orderId: early,
        refundId: expect.stringMatching(/^RF-/),
        at: '2026-10-21T10:00:00.000Z',
        amountCents: -8_000,
        paidOutIn: '2026-10',
      },
    ]);
    expect(november).toMatchObject({ totalCents: 7_000 - 1_750 + 6_000 - 8_000, due: false });
    expect(sum(november)).toBe(november.totalCents);
    const { printed, console: shown } = await asPrinted('2026-11', november);
    expect(shown).toEqual(printed);

    // October's recorded payout still reads as it was paid: the refund after it is November's.
    const october = await lineOf('2026-10');
    expect(october.breakdown).toEqual([expect.objectContaining({ kind: 'order', orderId: early, amountCents: 8_000 })]);
    expect(sum(october)).toBe(october.paid!.amountCents);
  });

  it('reads a recorded payout as it was due: its netted refunds and its deductions, adding up to what it paid', async () => {
    const december = await lineOf('2026-12');
    expect(december).toMatchObject({ due: true, paid: null });
    clock = new Date('2026-12-15T09:00:00Z');
    expect(await shop.data.payouts.markPaid('2026-12', 'owner', REFERRER)).toHaveLength(1);
    const recorded = await lineOf('2026-12');
    expect(recorded.breakdown).toEqual(december.breakdown);
    expect(sum(recorded)).toBe(recorded.paid!.amountCents);
    const { printed, console: shown } = await asPrinted('2026-12', recorded);
    expect(shown).toEqual(printed);
  });
});
