/** @jest-environment node */
// The orders API as a caller sees it, on PGlite and (when TEST_DATABASE_URL is given) on Postgres:
// placing an order. (An account's records: accountApi.test.ts.)
import fs from 'node:fs';
import { testDatabaseKinds } from '../db/testing/testDatabases';
import { contact, newKey, tokenFor, useTestShop } from './testing/testShop';

jest.setTimeout(60_000);

describe.each(testDatabaseKinds('the orders API tests'))('orders API on $name', (kind) => {
  const { shop, order } = useTestShop(kind);
  const count = async () => Number((await shop.db.query<{ n: string }>('SELECT count(*) AS n FROM orders')).rows[0]?.n);

  it('prices the order on the server, marks it paid (simulated), and gives a signed download', async () => {
    const response = await order({
      items: [{ productId: 'ai-prompt-mastery', quantity: 2 }],
      contact: contact('buyer@example.com'),
    });
    expect(response.statusCode).toBe(201);
    const { order: placed, payment } = response.json();
    expect(payment).toEqual({ provider: 'simulated' });
    expect(placed).toMatchObject({
      status: 'paid',
      subtotalCents: 39_400,
      discountCents: 0,
      taxCents: 3_152,
      totalCents: 42_552,
      receipt: 'outbox',
    });
    expect(placed.id).toMatch(/^ORD-[A-Z0-9]{8}$/);
    expect(fs.readFileSync(`${shop.outbox}/${placed.id}.eml`, 'utf8')).toContain(placed.id);
    const download = await shop.app.inject({ url: placed.items[0].downloadUrl });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('ai-prompt-mastery');
    expect(download.body).toContain('AI Prompt Mastery Course');
    const tampered = await shop.app.inject({
      url: placed.items[0].downloadUrl.replace('ai-prompt-mastery?', 'ai-strategy-intensive?'),
    });
    expect(tampered.statusCode).toBe(404);
  });

  it('makes one order per idempotency key, and refuses the key for another order', async () => {
    const key = newKey();
    const body = {
      items: [{ productId: 'ai-strategy-intensive', quantity: 1 }],
      contact: contact('again@example.com'),
    };
    const before = await count();
    const first = await order(body, key);
    const second = await order(body, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().order.id).toBe(first.json().order.id);
    const other = await order({ ...body, items: [{ productId: 'social-content-kit', quantity: 1 }] }, key);
    expect(other.statusCode).toBe(409);
    expect(await count()).toBe(before + 1);
  });

  it('makes one order for concurrent submits with one key', async () => {
    const key = newKey();
    const body = { items: [{ productId: 'social-content-kit', quantity: 1 }], contact: contact('race@example.com') };
    const answers = await Promise.all(Array.from({ length: 5 }, () => order(body, key)));
    const ids = new Set(answers.map((answer) => answer.json().order?.id));
    expect(answers.every((answer) => answer.statusCode === 201 || answer.statusCode === 200)).toBe(true);
    expect(ids.size).toBe(1);
  });

  it.each([
    ['an unknown product', { items: [{ productId: 'no-such-thing', quantity: 1 }] }, 'items.0.productId'],
    ['a quantity of 0', { items: [{ productId: 'ai-prompt-mastery', quantity: 0 }] }, 'items.0.quantity'],
    ['a quantity of -1', { items: [{ productId: 'ai-prompt-mastery', quantity: -1 }] }, 'items.0.quantity'],
    ['a quantity of 2.5', { items: [{ productId: 'ai-prompt-mastery', quantity: 2.5 }] }, 'items.0.quantity'],
    ['a quantity of 10^9', { items: [{ productId: 'ai-prompt-mastery', quantity: 1e9 }] }, 'items.0.quantity'],
    ['a quantity as text', { items: [{ productId: 'ai-prompt-mastery', quantity: '1' }] }, 'items.0.quantity'],
    [
      'a price sent by the browser',
      { items: [{ productId: 'ai-prompt-mastery', quantity: 1, price: 1 }] },
      'items.0.price',
    ],
    ['no items', { items: [] }, 'items'],
  ])('refuses %s with a clear 400 and stores nothing', async (_what, body, field) => {
    const before = await count();
    const response = await order({ contact: contact('bad@example.com'), ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field, message: expect.any(String) });
    expect(await count()).toBe(before);
  });

  it('refuses a body over the limit, a body that is not JSON and a missing key with a 400 JSON', async () => {
    const huge = {
      items: [{ productId: 'ai-prompt-mastery', quantity: 1 }],
      contact: contact(`${'a'.repeat(20_000)}@x.co`),
    };
    expect((await order(huge)).statusCode).toBe(400);
    expect((await order(huge)).json().error).toBe('Order too large');
    const notJson = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': newKey(), 'content-type': 'application/json' },
      payload: '{"items":',
    });
    expect(notJson.statusCode).toBe(400);
    const noKey = await shop.app.inject({ method: 'POST', url: '/api/orders', payload: {} });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().field).toBe('Idempotency-Key');
  });

  it('gives a referred friend 10% off the first order only, credits 30% to the referrer, refuses self-referral', async () => {
    const referrer = await tokenFor('user-referrer', 'ref@example.com');
    const { code } = (
      await shop.app.inject({ url: '/api/affiliate', headers: { authorization: `Bearer ${referrer}` } })
    ).json().affiliate;
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    const friend = {
      items: [{ productId: 'ai-prompt-mastery', quantity: 1 }],
      contact: contact('friend@example.com', 'Sam', 'Park'),
    };
    const first = await order({ ...friend, referralCode: code.toLowerCase() });
    expect(first.statusCode).toBe(201);
    expect(first.json().order).toMatchObject({
      subtotalCents: 19_700,
      discountCents: 1_970,
      taxCents: 1_418,
      totalCents: 19_148,
    });
    const second = await order({ ...friend, referralCode: code });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      field: 'referralCode',
      message: 'The referral discount is for a first purchase only.',
    });
    const self = await order(
      {
        items: [{ productId: 'ai-prompt-mastery', quantity: 1 }],
        contact: contact('ref@example.com'),
        referralCode: code,
      },
      newKey(),
      referrer,
    );
    expect(self.statusCode).toBe(409);
    const affiliate = (
      await shop.app.inject({ url: '/api/affiliate', headers: { authorization: `Bearer ${referrer}` } })
    ).json().affiliate;
    expect(affiliate.code).toBe(code);
    expect(affiliate.stats).toEqual({
      totalReferrals: 1,
      pendingCents: 5_319,
      payableCents: 0,
      paidCents: 0,
      reversedCents: 0,
      totalCents: 5_319,
    });
    expect(affiliate.commissions[0]).toMatchObject({
      customerName: 'Sam P.',
      product: 'AI Prompt Mastery Course',
      status: 'pending',
    });
  });

  it('answers 503 with a clear message while the database is unreachable, and stores nothing', async () => {
    shop.setAvailable(false);
    try {
      const response = await order({
        items: [{ productId: 'ai-prompt-mastery', quantity: 1 }],
        contact: contact('x@example.com'),
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toBe('Orders are temporarily unavailable');
    } finally {
      shop.setAvailable(true);
    }
  });
});
