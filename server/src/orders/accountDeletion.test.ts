/** @jest-environment node */
// DELETE /api/account as a caller sees it, on PGlite and (with TEST_DATABASE_URL) Postgres: the
// password asked again; the orders kept but tied to no account, never joined again to a new one with
// the same email; subscriptions ending; the referral code gone; nothing done on a wrong password.
import { buildTestShop, contact, newKey, tokenFor, type TestShop } from './testing/testShop';
import { testDatabaseKinds } from '../db/testing/testDatabases';
import type { Database } from '../db';

jest.setTimeout(60_000);

describe.each(testDatabaseKinds('the account deletion tests'))('account deletion on $name', (kind) => {
  let db: Database;
  let shop: TestShop;
  const accounts = new Map<string, string>([['user-dana', 'dana-password']]);
  const removed: string[] = [];
  beforeAll(async () => {
    db = await kind.open();
    shop = await buildTestShop(db, {
      accountRemover: {
        checkPassword: async (userId, password) => accounts.get(userId) === password,
        remove: async (userId) => {
          removed.push(userId);
        },
      },
    });
  });
  afterAll(async () => {
    await shop.app.close();
    await db.close();
    await kind.cleanUp();
  });

  const remove = (token: string, payload: unknown) =>
    shop.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { authorization: `Bearer ${token}` },
      payload: payload as object,
    });
  const ordersOf = async (token: string) =>
    (await shop.app.inject({ url: '/api/account/orders', headers: { authorization: `Bearer ${token}` } })).json()
      .orders as { id: string }[];

  it('keeps the orders with no link to the person, ends subscriptions, drops the referral code', async () => {
    const dana = await tokenFor('user-dana', 'dana@example.com');
    const order = (productId: string, token?: string) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { 'idempotency-key': newKey(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        payload: { items: [{ productId, quantity: 1 }], contact: contact('dana@example.com') },
      });
    expect((await order('ai-templates-bundle')).statusCode).toBe(201);
    expect((await order('ai-inner-circle', dana)).statusCode).toBe(201);
    const code = (await shop.app.inject({ url: '/api/affiliate', headers: { authorization: `Bearer ${dana}` } })).json()
      .affiliate.code as string;
    expect(await ordersOf(dana)).toHaveLength(2);

    const wrong = await remove(dana, { password: 'not-it' });
    expect([wrong.statusCode, wrong.json().error]).toEqual([403, 'Wrong password']);
    expect(removed).toEqual([]);
    expect((await remove(dana, { password: 'dana-password', also: 1 })).statusCode).toBe(400);
    expect((await remove(dana, {})).json()).toMatchObject({ field: 'password' });

    const done = await remove(dana, { password: 'dana-password' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ deleted: true, ordersKept: 2, subscriptionsEnded: 1 });
    expect(removed).toEqual(['user-dana']);

    // The shop still has both orders; none is the account's, nor joins a new account of the address.
    const { rows } = await db.query<{ user_id: string; email_normalized: string }>(
      "SELECT user_id, email_normalized FROM orders WHERE email_normalized = 'dana@example.com'",
    );
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.user_id.startsWith('deleted:') && row.user_id !== 'user-dana')).toBe(true);
    expect(await ordersOf(await tokenFor('user-dana-again', 'dana@example.com'))).toEqual([]);
    const subscriptions = await db.query<{ cancel_at_period_end: boolean }>(
      "SELECT cancel_at_period_end FROM subscriptions WHERE email_normalized = 'dana@example.com'",
    );
    expect(subscriptions.rows).toEqual([{ cancel_at_period_end: true }]);
    expect((await db.query('SELECT 1 FROM referral_codes WHERE code = $1', [code])).rows).toEqual([]);
  });

  it('answers 401 without a session, 501 where the backend cannot delete accounts', async () => {
    expect(
      (await shop.app.inject({ method: 'DELETE', url: '/api/account', payload: { password: 'x' } })).statusCode,
    ).toBe(401);
    const hosted = await buildTestShop(db);
    const answer = await hosted.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { authorization: `Bearer ${await tokenFor('user-erin', 'erin@example.com')}` },
      payload: { password: 'x' },
    });
    expect([answer.statusCode, answer.json().error]).toEqual([501, 'Not available here']);
    await hosted.app.close();
  });
});
