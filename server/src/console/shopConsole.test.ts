/** @jest-environment node */
// The console's shop API as its callers see it, on PGlite and (with TEST_DATABASE_URL) Postgres:
// the owner finds an order by email, refunds it once however often asked, sees the refund, the
// refund receipt and the commission's reversal on the order's page; a refund past the guarantee is
// refused with its rule, then allowed as a recorded exception; revenue is net of refunds; anyone
// else gets the console's 404 from every route.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db';
import { testDatabaseKinds } from '../db/testing/testDatabases';
import { buildTestShop, contact, newKey, tokenFor, type TestShop } from '../orders/testing/testShop';
import { SHOP_ROUTES, shopConsoleApp } from './testing/shopConsoleApp';

jest.setTimeout(60_000);

describe.each(testDatabaseKinds('the console shop API tests'))('the console shop API on $name', (kind) => {
  let db: Database;
  let shop: TestShop;
  let app: FastifyInstance;
  const OWNER = 'owner@example.com';
  const as = async (email: string | null, route: { method: 'GET' | 'POST'; url: string; body?: unknown }) =>
    app.inject({
      method: route.method,
      url: route.url,
      ...(route.body === undefined ? {} : { payload: route.body as object }),
      headers: email ? { authorization: `Bearer ${await tokenFor(`user-${email}`, email)}` } : {},
    });
  const owner = (url: string, body?: unknown) => as(OWNER, { method: body === undefined ? 'GET' : 'POST', url, body });
  const buy = async (productIds: string[], email: string, more: object = {}) => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': newKey() },
      payload: { items: productIds.map((productId) => ({ productId, quantity: 1 })), contact: contact(email), ...more },
    });
    expect(response.statusCode).toBe(201);
    return response.json().order as { id: string; totalCents: number };
  };

  beforeAll(async () => {
    db = await kind.open();
    shop = await buildTestShop(db);
    const built = await shopConsoleApp(shop, db, [OWNER]);
    app = built.app;
    await (await built.access.roles())!.grant('team@example.com', 'team:shop', 'test');
  });
  afterAll(async () => {
    await app.close();
    await shop.app.close();
    await db.close();
    await kind.cleanUp();
  });

  it('answers every shop route with the console 404 to a team, an account without a role and no one', async () => {
    for (const route of SHOP_ROUTES) {
      for (const who of [null, 'visitor@example.com', 'team@example.com']) {
        const answer = await as(who, route);
        expect({ url: route.url, who, status: answer.statusCode, body: answer.json() }).toEqual({
          url: route.url,
          who,
          status: 404,
          body: { error: 'Not found', message: 'There is no such page.' },
        });
      }
    }
    expect((await as('team@example.com', { method: 'GET', url: '/api/console/me' })).json().sections).toEqual([
      'releases',
      'speed',
    ]);
    expect((await owner('/api/console/me')).json().sections).toEqual(['releases', 'speed', 'shop']);
  });

  it('finds an order by email, refunds it once, and shows the refund, its receipt and the reversal', async () => {
    const referrer = await tokenFor('referrer-1', 'referrer@example.com');
    const code = (
      await shop.app.inject({ url: '/api/affiliate', headers: { authorization: `Bearer ${referrer}` } })
    ).json().affiliate.code as string;
    const order = await buy(['ai-prompt-mastery'], 'Buyer.One@Example.com', { referralCode: code });
    const found = (await owner('/api/console/shop/orders?q=buyer.one%40example')).json();
    expect(found).toMatchObject({ total: 1, orders: [{ id: order.id, status: 'paid', refundedCents: 0 }] });

    const before = (await owner('/api/console/shop/revenue')).json();
    const body = { reason: 'Asked on Sunday', requestKey: newKey() };
    const first = await owner(`/api/console/shop/orders/${order.id}/refunds`, body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      outcome: 'refunded',
      refund: { amountCents: order.totalCents, actor: OWNER },
    });
    const again = await owner(`/api/console/shop/orders/${order.id}/refunds`, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().refund.id).toBe(first.json().refund.id);
    const more = await owner(`/api/console/shop/orders/${order.id}/refunds`, { ...body, requestKey: newKey() });
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({ code: 'nothing-left' });

    const detail = (await owner(`/api/console/shop/orders/${order.id}`)).json();
    expect(detail).toMatchObject({
      order: { status: 'refunded', refundedCents: order.totalCents },
      refundableCents: 0,
      lines: [{ productId: 'ai-prompt-mastery', refunded: true }],
      refunds: [{ reason: 'Asked on Sunday', actor: OWNER, exception: null, status: 'succeeded' }],
      commission: { affiliate: 'referrer@example.com', status: 'reversed' },
    });
    expect(detail.commission.reversedCents).toBe(detail.commission.amountCents);
    expect(detail.deliveries.map((d: { kind: string }) => d.kind)).toEqual(['refund', 'receipt']);
    const after = (await owner('/api/console/shop/revenue')).json();
    expect(after.today.refundedCents - before.today.refundedCents).toBe(order.totalCents);
    expect(after.today.netCents).toBe(after.today.grossCents - after.today.refundedCents);
    expect(after.daily).toHaveLength(90);

    const resent = await owner(`/api/console/shop/orders/${order.id}/receipt`, {});
    expect(resent.json()).toMatchObject({
      delivery: { kind: 'receipt', actor: OWNER, outcome: 'written to the outbox' },
    });
    // The first receipt is kept; the one sent again is a file of its own and says what was refunded.
    const files = fs.readdirSync(shop.outbox).filter((name) => name.startsWith(`${order.id}`));
    expect(files).toContain(`${order.id}.eml`);
    const resentFile = files.find((name) => name.startsWith(`${order.id}-resent-`));
    const text = fs.readFileSync(path.join(shop.outbox, resentFile!), 'utf8');
    expect(text).toContain(`Refunded: -$${(order.totalCents / 100).toFixed(2)}`);
    expect(text).toContain('Paid after refunds: $0.00');
    const history = (await owner(`/api/console/shop/orders/${order.id}`)).json().deliveries;
    expect(history[0]).toMatchObject({ kind: 'receipt', actor: OWNER });
    const refunded = (await owner('/api/console/shop/orders?status=refunded')).json();
    expect(refunded.orders.map((o: { id: string }) => o.id)).toContain(order.id);
  });

  it('refuses a refund past the guarantee with its rule, then records the confirmed exception', async () => {
    const order = await buy(['ai-prompt-mastery', 'automation-blueprint'], 'late@example.com');
    await db.query(`UPDATE orders SET paid_at = paid_at - interval '40 days' WHERE id = $1`, [order.id]);
    const detail = (await owner(`/api/console/shop/orders/${order.id}`)).json();
    expect(detail.guarantee.rule).toMatch(/30-day money-back guarantee ended/);
    const line = detail.lines[1] as { productId: string; shareCents: number };
    const body = { productIds: [line.productId], reason: 'Goodwill', requestKey: newKey() };
    const refused = await owner(`/api/console/shop/orders/${order.id}/refunds`, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'outside-guarantee', message: expect.stringMatching(/ended on/) });
    const allowed = await owner(`/api/console/shop/orders/${order.id}/refunds`, { ...body, allowException: true });
    expect(allowed.statusCode).toBe(201);
    expect(allowed.json().refund).toMatchObject({
      amountCents: line.shareCents,
      exception: expect.stringMatching(/guarantee ended/),
    });
    const page = (await owner(`/api/console/shop/orders/${order.id}`)).json();
    expect(page.order.status).toBe('partly_refunded');
    expect(page.lines.map((l: { refunded: boolean }) => l.refunded)).toEqual([false, true]);

    const csv = (await owner(`/api/console/shop/export/refunds.csv?from=2020-01-01&to=2099-12-31`)).body;
    expect(csv.split('\r\n')[0]).toBe(
      'refund,order,created_at,settled_at,status,email,amount,lines,reason,exception,actor,provider',
    );
    expect(csv).toContain(`${order.id}`);
    const orders = (await owner(`/api/console/shop/export/orders.csv?from=2020-01-01&to=2099-12-31`)).body;
    expect(orders.split('\r\n')[0]).toBe(
      'order,created_at,status,email,name,items,subtotal,discount,tax,total,refunded,referral_code,provider',
    );
    const customers = (await owner('/api/console/shop/customers?q=late')).json();
    expect(customers.customers).toEqual([
      expect.objectContaining({ email: 'late@example.com', orders: 1, refundedCents: line.shareCents }),
    ]);
  });

  it('judges what is left by its own lines, and refunded line by line it adds up to what was paid', async () => {
    const order = await buy(['ai-templates-bundle', 'chatbot-builder-app', 'ai-inner-circle'], 'lines@example.com');
    const path = `/api/console/shop/orders/${order.id}`;
    expect((await owner(path)).json().guarantee.rule).toMatch(/not AI Inner Circle Membership \(membership\)/);
    const refund = (productIds: string[], more = {}) =>
      owner(`${path}/refunds`, { productIds, reason: 'Lines', requestKey: newKey(), ...more });
    expect((await refund(['ai-inner-circle'], { allowException: true })).statusCode).toBe(201);
    expect((await owner(path)).json().guarantee).toMatchObject({ rule: null, name: 'the 30-day money-back guarantee' });
    expect((await refund(['ai-templates-bundle'])).statusCode).toBe(201);
    const last = await refund(['chatbot-builder-app']);
    expect(last.statusCode).toBe(201);
    expect(last.json().refund.exception).toBeNull();
    const detail = (await owner(path)).json();
    expect(detail).toMatchObject({
      order: { status: 'refunded', refundedCents: order.totalCents },
      refundableCents: 0,
    });
  });

  it("gives each line the guarantee's verdict on refunding it alone", async () => {
    const order = await buy(['ai-prompt-mastery', 'ai-inner-circle'], 'mixed@example.com');
    const detail = (await owner(`/api/console/shop/orders/${order.id}`)).json();
    expect(detail.guarantee.rule).toMatch(/not AI Inner Circle Membership/);
    expect(detail.lines.map((l: { guaranteeRule: string | null }) => l.guaranteeRule)).toEqual([
      null,
      expect.stringMatching(/not AI Inner Circle Membership \(membership\)/),
    ]);
  });

  it('records a payout as paid only from its payout day', async () => {
    const future = (await owner('/api/console/shop/payouts?month=2099-01')).json();
    expect(future).toMatchObject({ month: '2099-01', payoutDate: '2099-01-15', recordable: false });
    const early = await owner('/api/console/shop/payouts/2099-01/paid', { affiliate: 'referrer-1' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/^The payouts of 2099-01 are made on 2099-01-15/);
    expect((await owner('/api/console/shop/payouts?month=2020-01')).json().recordable).toBe(true);
  });

  it('names what is wrong with a request: an unknown filter or field, a bad status, a body too large', async () => {
    const unknown = await owner('/api/console/shop/orders?sort=price');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: 'sort' });
    const status = await owner('/api/console/shop/orders?status=lost');
    expect(status.json()).toMatchObject({ field: 'status' });
    const extra = await owner('/api/console/shop/orders/ORD-AAAAAAAA/refunds', {
      reason: 'x',
      requestKey: newKey(),
      price: 1,
    });
    expect(extra.json()).toMatchObject({ field: 'price' });
    const large = await owner('/api/console/shop/orders/ORD-AAAAAAAA/refunds', {
      reason: 'x'.repeat(5_000),
      requestKey: newKey(),
    });
    expect(large.statusCode).toBe(413);
    const missing = await owner('/api/console/shop/orders/ORD-AAAAAAAA/refunds', { reason: 'x', requestKey: newKey() });
    expect(missing.statusCode).toBe(404);
    const range = await owner('/api/console/shop/export/orders.csv?from=2026-02-01&to=2026-01-01');
    expect(range.statusCode).toBe(400);
    for (const url of [
      '/api/console/shop/orders?from=2026-02-30',
      '/api/console/shop/export/orders.csv?from=2026-11-31&to=2026-12-01',
    ]) {
      const impossible = await owner(url);
      expect(impossible.statusCode).toBe(400);
      expect(impossible.json()).toMatchObject({ field: 'from', message: expect.stringContaining('2026-') });
    }
    const half = await owner('/api/console/shop/export/orders.csv?from=2026-01-01');
    expect(half.json()).toMatchObject({ field: 'to', message: 'to: This filter is needed' });
  });
});
