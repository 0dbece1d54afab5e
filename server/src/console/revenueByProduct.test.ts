/** @jest-environment node */
// What sells, as the owner reads it from GET /api/console/shop/revenue?days= (docs/shop-console.md,
// "Revenue by product"), on PGlite and (with TEST_DATABASE_URL) Postgres: orders with a referral
// discount, a line refunded, an amount off a whole order, an order refunded in full and one paid 10
// days ago; each product's units, paid, refunded and net, highest net first, and rows that add up
// to the period's totals.
import type { FastifyInstance } from 'fastify';
import type { ProductRevenue, RevenueByProduct } from '@site/contract/revenueByProduct';
import type { Database } from '../db';
import { testDatabaseKinds } from '../db/testing/testDatabases';
import { buildTestShop, contact, newKey, tokenFor, type TestShop } from '../orders/testing/testShop';
import { shopConsoleApp } from './testing/shopConsoleApp';

jest.setTimeout(60_000);

describe.each(testDatabaseKinds('the revenue by product tests'))('revenue by product on $name', (kind) => {
  let db: Database;
  let shop: TestShop;
  let app: FastifyInstance;
  const OWNER = 'owner@example.com';
  const owner = async (url: string, body?: unknown) =>
    app.inject({
      method: body === undefined ? 'GET' : 'POST',
      url: `/api/console/shop${url}`,
      ...(body === undefined ? {} : { payload: body as object }),
      headers: { authorization: `Bearer ${await tokenFor('owner-1', OWNER)}` },
    });
  const buy = async (items: [string, number][], email: string, more: object = {}) => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': newKey() },
      payload: {
        items: items.map(([productId, quantity]) => ({ productId, quantity })),
        contact: contact(email),
        ...more,
      },
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json().order as { id: string };
    const detail = (await owner(`/orders/${id}`)).json();
    return {
      id,
      totalCents: detail.order.totalCents as number,
      share: (productId: string) => shareOf(detail, productId),
    };
  };
  const shareOf = (detail: { lines: { productId: string; shareCents: number }[] }, productId: string) =>
    detail.lines.find((line) => line.productId === productId)!.shareCents;
  const refund = async (id: string, more: object) => {
    const answer = await owner(`/orders/${id}/refunds`, { reason: 'Test', requestKey: newKey(), ...more });
    expect(answer.statusCode).toBe(201);
    return answer.json().refund.amountCents as number;
  };
  const byProduct = async (days?: number) =>
    (await owner(`/revenue${days ? `?days=${days}` : ''}`)).json().byProduct as RevenueByProduct;
  const row = (report: RevenueByProduct, productId: string) =>
    report.products.find((product) => product.productId === productId);

  beforeAll(async () => {
    db = await kind.open();
    shop = await buildTestShop(db);
    app = (await shopConsoleApp(shop, db, [OWNER])).app;
  });
  afterAll(async () => {
    await app.close();
    await shop.app.close();
    await db.close();
    await kind.cleanUp();
  });

  it('says a period with no sales has no products, and its totals are zero', async () => {
    const empty = await byProduct(7);
    expect(empty).toMatchObject({ days: 7, products: [], wholeOrderRefundedCents: 0 });
    expect(empty.total).toEqual({ units: 0, orders: 0, grossCents: 0, refundedCents: 0, netCents: 0 });
    expect(empty.to).toBe(new Date().toISOString().slice(0, 10));
  });

  it("gives each product its lines' units, shares and refunds, highest net first, adding up to the totals", async () => {
    const referrer = await tokenFor('referrer-1', 'referrer@example.com');
    const code = (
      await shop.app.inject({ url: '/api/affiliate', headers: { authorization: `Bearer ${referrer}` } })
    ).json().affiliate.code as string;
    // 10% off (a referred first purchase), then the blueprint's line refunded.
    const a = await buy(
      [
        ['ai-prompt-mastery', 1],
        ['automation-blueprint', 1],
      ],
      'a@example.com',
      { referralCode: code },
    );
    expect(a.share('ai-prompt-mastery') + a.share('automation-blueprint')).toBe(a.totalCents);
    const blueprintRefund = await refund(a.id, { productIds: ['automation-blueprint'] });
    expect(blueprintRefund).toBe(a.share('automation-blueprint'));
    // Two courses and a bundle, then $10.00 off the whole order: no line's refund.
    const b = await buy(
      [
        ['ai-prompt-mastery', 2],
        ['ai-templates-bundle', 1],
      ],
      'b@example.com',
    );
    await refund(b.id, { amountCents: 10_00 });
    // A kit refunded in full, no line named: its line is refunded.
    const c = await buy([['social-content-kit', 1]], 'c@example.com');
    expect(await refund(c.id, {})).toBe(c.totalCents);
    // An app paid 10 days ago: in the 28 days, not the 7.
    const d = await buy([['chatbot-builder-app', 3]], 'd@example.com');
    await db.query(`UPDATE orders SET paid_at = paid_at - interval '10 days' WHERE id = $1`, [d.id]);

    const week = await byProduct(7);
    const prompt: ProductRevenue = {
      productId: 'ai-prompt-mastery',
      name: 'AI Prompt Mastery Course',
      units: 3,
      grossCents: a.share('ai-prompt-mastery') + b.share('ai-prompt-mastery'),
      refundedCents: 0,
      netCents: a.share('ai-prompt-mastery') + b.share('ai-prompt-mastery'),
    };
    expect(week.products).toEqual(
      [
        prompt,
        {
          productId: 'ai-templates-bundle',
          name: 'AI Templates Bundle',
          units: 1,
          grossCents: 47_00 + 3_76,
          refundedCents: 0,
          netCents: 50_76,
        },
        {
          productId: 'automation-blueprint',
          name: 'AI Automation Blueprint',
          units: 1,
          grossCents: blueprintRefund,
          refundedCents: blueprintRefund,
          netCents: 0,
        },
        {
          productId: 'social-content-kit',
          name: 'Social Media Content Kit',
          units: 1,
          grossCents: 29_16,
          refundedCents: 29_16,
          netCents: 0,
        },
      ].map((expected) => expect.objectContaining(expected)),
    );
    expect(week.wholeOrderRefundedCents).toBe(10_00);
    const revenue = (await owner('/revenue?days=7')).json();
    const { grossCents, refundedCents, netCents, orders } = revenue.last7Days;
    expect(week.total).toEqual({ units: 6, orders, grossCents, refundedCents, netCents });
    expect(orders).toBe(3);
    expect(grossCents).toBe(a.totalCents + b.totalCents + c.totalCents);
    expect(refundedCents).toBe(blueprintRefund + 10_00 + c.totalCents);
    const sum = (report: RevenueByProduct, key: 'grossCents' | 'refundedCents' | 'netCents') =>
      report.products.reduce((total, product) => total + product[key], 0);
    expect(sum(week, 'grossCents')).toBe(grossCents);
    expect(sum(week, 'refundedCents') + week.wholeOrderRefundedCents).toBe(refundedCents);
    expect(sum(week, 'netCents') - week.wholeOrderRefundedCents).toBe(netCents);

    // 28 days (the default) take the app paid 10 days ago; 90 days add up to the 90 daily figures.
    const month = await byProduct();
    expect(month.days).toBe(28);
    expect(row(month, 'chatbot-builder-app')).toMatchObject({ units: 3, grossCents: d.totalCents });
    expect(row(week, 'chatbot-builder-app')).toBeUndefined();
    expect(month.total).toMatchObject(revenue.last28Days);
    const quarter = await byProduct(90);
    const daily = revenue.daily as { grossCents: number; refundedCents: number }[];
    expect(quarter.total.grossCents).toBe(daily.reduce((total, day) => total + day.grossCents, 0));
    expect(quarter.total.refundedCents).toBe(daily.reduce((total, day) => total + day.refundedCents, 0));
    expect(quarter.from).toBe(daily[0]!.date);
  });

  it('refuses a period it does not offer with a 400 that says which it offers', async () => {
    for (const url of ['/revenue?days=30', '/revenue?days=abc', '/revenue?days=', '/revenue?period=7']) {
      const refused = await owner(url);
      expect({ url, status: refused.statusCode }).toEqual({ url, status: 400 });
    }
    expect((await owner('/revenue?days=30')).json()).toMatchObject({
      field: 'days',
      message: 'days: days must be 7, 28 or 90',
    });
    expect((await owner('/revenue?period=7')).json()).toMatchObject({ field: 'period' });
  });
});
