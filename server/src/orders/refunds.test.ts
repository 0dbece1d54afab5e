/** @jest-environment node */
// Refunds as the owner and the buyer see them (docs/orders.md, "Refunds"), on PGlite and (with
// TEST_DATABASE_URL) Postgres: the guarantee, the buyer's download and dashboard, the referrer's
// commission, asking twice, and two refunds at once.
import fs from 'node:fs';
import type { Database } from '../db';
import { testDatabaseKinds } from '../db/testing/testDatabases';
import { listOrders, parseReportFilters, type ReportFilters } from './admin/orderReport';
import type { RefundRequest } from './refunds/refundService';
import { buildTestShop, contact, newKey, tokenFor, type TestShop } from './testing/testShop';

jest.setTimeout(60_000);
const DAY = 86_400_000;

describe.each(testDatabaseKinds('the refund tests'))('refunds on $name', (kind) => {
  let db: Database;
  let shop: TestShop;
  let clock = new Date('2026-11-01T10:00:00Z');
  beforeAll(async () => {
    db = await kind.open();
    shop = await buildTestShop(db, { now: () => clock });
  });
  afterAll(async () => {
    await shop.app.close();
    await db.close();
    await kind.cleanUp();
  });

  const buy = async (items: { productId: string; quantity: number }[], email: string, more: object = {}) => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': newKey() },
      payload: { items, contact: contact(email, 'Sam', 'Park'), ...more },
    });
    expect(response.statusCode).toBe(201);
    return response.json().order as { id: string; accessToken: string; items: { downloadUrl: string | null }[] };
  };
  const ask = (more: Partial<RefundRequest> = {}): RefundRequest => ({
    productIds: [],
    allowException: false,
    reason: 'Not what I expected',
    actor: 'owner@example.com',
    requestKey: newKey(),
    ...more,
  });
  const view = async (order: { id: string; accessToken: string }) =>
    (await shop.app.inject({ url: `/api/orders/${order.id}?access=${order.accessToken}` })).json().order;

  it('refunds a course in full: its download shows "refunded", the order says so, a receipt goes out', async () => {
    const order = await buy([{ productId: 'ai-prompt-mastery', quantity: 1 }], 'guest@example.com');
    const link = order.items[0]!.downloadUrl!;
    expect((await shop.app.inject({ url: link })).statusCode).toBe(200);

    const outcome = await shop.data.refunds.refund(order.id, ask());
    expect(outcome).toMatchObject({ kind: 'refunded', refund: { amountCents: 21_276, status: 'succeeded' } });

    const download = await shop.app.inject({ url: link });
    expect(download.statusCode).toBe(410);
    expect(download.headers['content-type']).toMatch(/text\/html/);
    expect(download.body).toMatch(/AI Prompt Mastery Course was refunded/);
    expect(await view(order)).toMatchObject({
      refund: { state: 'refunded', refundedCents: 21_276 },
      items: [{ refunded: true, downloadUrl: null }],
    });
    const mail = fs.readdirSync(shop.outbox).find((name) => name.startsWith(`${order.id}-RF-`));
    expect(fs.readFileSync(`${shop.outbox}/${mail}`, 'utf8')).toMatch(/has refunded \$212\.76 of order/);
    const [row] = await listOrders(db, {});
    expect(row).toMatchObject({ id: order.id, totalCents: 21_276, refundedCents: 21_276 });
  });

  it('asking twice never refunds twice', async () => {
    const order = await buy([{ productId: 'ai-prompt-mastery', quantity: 1 }], 'twice@example.com');
    const first = ask();
    expect((await shop.data.refunds.refund(order.id, first)).kind).toBe('refunded');
    const again = await shop.data.refunds.refund(order.id, first);
    expect(again).toMatchObject({ kind: 'repeated' });
    expect(await shop.data.refunds.refund(order.id, ask())).toMatchObject({ kind: 'refused', code: 'nothing-left' });
    expect(await shop.data.refunds.refund(order.id, ask({ amountCents: 1 }))).toMatchObject({ kind: 'refused' });
    const { rows } = await db.query('SELECT id FROM refunds WHERE order_id = $1', [order.id]);
    expect(rows).toHaveLength(1);
  });

  it('two refunds of one order at once: one goes through, the other is refused', async () => {
    const order = await buy([{ productId: 'ai-prompt-mastery', quantity: 1 }], 'race@example.com');
    const outcomes = await Promise.all([
      shop.data.refunds.refund(order.id, ask()),
      shop.data.refunds.refund(order.id, ask()),
    ]);
    expect(outcomes.map((o) => o.kind).sort()).toEqual(['refunded', 'refused']);
  });

  it("reverses the referrer's commission: in full, or a line's share for a partial refund", async () => {
    const referrer = await tokenFor('user-refunds-ref', 'refunds-ref@example.com');
    const affiliate = async () =>
      (await shop.app.inject({ url: '/api/affiliate', headers: { authorization: `Bearer ${referrer}` } })).json()
        .affiliate;
    const { code } = await affiliate();
    const two = await buy(
      [
        { productId: 'ai-prompt-mastery', quantity: 1 },
        { productId: 'ai-templates-bundle', quantity: 1 },
      ],
      'friend-two@example.com',
      { referralCode: code },
    );
    const before = (await affiliate()).commissions.find((c: { id: string }) => c.id === two.id);
    const refunded = await shop.data.refunds.refund(two.id, ask({ productIds: ['ai-templates-bundle'] }));
    expect(refunded.kind).toBe('refunded');
    const after = (await affiliate()).commissions.find((c: { id: string }) => c.id === two.id);
    expect(after.reversedCents).toBeGreaterThan(0);
    expect(after.reversedCents).toBeLessThan(before.commissionCents);
    expect(after.commissionCents).toBe(before.commissionCents - after.reversedCents);
    expect(after.status).toBe('pending');
    // The course line is still the buyer's; the template's link says it was refunded.
    expect((await shop.app.inject({ url: two.items[0]!.downloadUrl! })).statusCode).toBe(200);
    expect((await shop.app.inject({ url: two.items[1]!.downloadUrl! })).statusCode).toBe(410);
    expect(await view(two)).toMatchObject({ refund: { state: 'partially_refunded' } });

    // The rest: the commission is reversed exactly, to the cent.
    expect((await shop.data.refunds.refund(two.id, ask())).kind).toBe('refunded');
    const gone = (await affiliate()).commissions.find((c: { id: string }) => c.id === two.id);
    expect(gone).toMatchObject({ status: 'reversed', commissionCents: 0, reversedCents: before.commissionCents });
  });

  it('refuses a refund past 30 days with the rule, then allows it as a recorded exception', async () => {
    clock = new Date('2026-11-02T10:00:00Z');
    const order = await buy([{ productId: 'ai-prompt-mastery', quantity: 1 }], 'late@example.com');
    clock = new Date(clock.getTime() + 31 * DAY);
    const refused = await shop.data.refunds.refund(order.id, ask());
    expect(refused).toMatchObject({ kind: 'refused', code: 'outside-guarantee' });
    expect(refused.kind === 'refused' && refused.message).toMatch(/guarantee ended on 2026-12-02/);
    const allowed = await shop.data.refunds.refund(order.id, ask({ allowException: true }));
    expect(allowed).toMatchObject({ kind: 'refunded', refund: { exception: expect.stringMatching(/ended on/) } });
    const { rows } = await db.query<{ exception: string; actor: string; reason: string }>(
      'SELECT exception, actor, reason FROM refunds WHERE order_id = $1',
      [order.id],
    );
    expect(rows[0]).toMatchObject({ actor: 'owner@example.com', reason: 'Not what I expected' });
    clock = new Date('2026-11-01T10:00:00Z');
  });

  it('ends a refunded membership now (an exception: the guarantee names digital products and apps)', async () => {
    const order = await buy([{ productId: 'ai-inner-circle', quantity: 1 }], 'member@example.com');
    expect(await shop.data.refunds.refund(order.id, ask())).toMatchObject({ kind: 'refused' });
    expect((await shop.data.refunds.refund(order.id, ask({ allowException: true }))).kind).toBe('refunded');
    const { rows } = await db.query<{ status: string }>('SELECT status FROM subscriptions WHERE order_id = $1', [
      order.id,
    ]);
    expect(rows).toEqual([{ status: 'cancelled' }]);
  });

  it("the owner's order report reads each order's status as the console does, and filters by it", async () => {
    const whole = await buy([{ productId: 'ai-prompt-mastery', quantity: 1 }], 'report-whole@example.com');
    const part = await buy([{ productId: 'ai-prompt-mastery', quantity: 1 }], 'report-part@example.com');
    const kept = await buy([{ productId: 'ai-prompt-mastery', quantity: 1 }], 'report-kept@example.com');
    expect((await shop.data.refunds.refund(whole.id, ask())).kind).toBe('refunded');
    expect((await shop.data.refunds.refund(part.id, ask({ amountCents: 500 }))).kind).toBe('refunded');
    const statusOf = async (id: string) => (await listOrders(db, {})).find((row) => row.id === id)?.status;
    expect([await statusOf(whole.id), await statusOf(part.id), await statusOf(kept.id)]).toEqual([
      'refunded',
      'partly_refunded',
      'paid',
    ]);
    const ids = async (status: ReportFilters['status']) => (await listOrders(db, { status })).map((row) => row.id);
    expect(await ids('refunded')).toContain(whole.id);
    expect(await ids('refunded')).not.toContain(kept.id);
    expect(await ids('partly_refunded')).toEqual([part.id]);
    expect(await ids('paid')).toContain(kept.id);
    expect(await ids('paid')).not.toContain(whole.id);
    expect(parseReportFilters({ status: 'partly_refunded' })).toEqual({ status: 'partly_refunded' });
  });
});
