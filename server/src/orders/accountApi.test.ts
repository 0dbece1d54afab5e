/** @jest-environment node */
// The orders API as a caller sees it, on PGlite and (when TEST_DATABASE_URL is given) on Postgres:
// a signed-in visitor's own records.
import { testDatabaseKinds } from '../db/testing/testDatabases';
import { contact, newKey, tokenFor, useTestShop } from './testing/testShop';

jest.setTimeout(60_000);

describe.each(testDatabaseKinds('the account API tests'))('account API on $name', (kind) => {
  const { shop, order } = useTestShop(kind);

  it("shows an account its own orders (a guest's join by email), and someone else's as 404", async () => {
    const guest = await order({
      items: [{ productId: 'ai-templates-bundle', quantity: 1 }],
      contact: contact(' Owner@Example.com '),
    });
    const placedId = guest.json().order.id;
    const owner = await tokenFor('user-owner', 'owner@example.com');
    const stranger = await tokenFor('user-stranger', 'stranger@example.com');
    const mine = (
      await shop.app.inject({ url: '/api/account/orders', headers: { authorization: `Bearer ${owner}` } })
    ).json();
    expect(mine.orders.map((o: { id: string }) => o.id)).toEqual([placedId]);
    expect(mine.orders[0].items[0].downloadUrl).toContain('/api/downloads/');
    const theirs = await shop.app.inject({
      url: `/api/orders/${placedId}`,
      headers: { authorization: `Bearer ${stranger}` },
    });
    expect(theirs.statusCode).toBe(404);
    const strangersList = (
      await shop.app.inject({ url: '/api/account/orders', headers: { authorization: `Bearer ${stranger}` } })
    ).json();
    expect(strangersList.orders).toEqual([]);
    expect(
      (await shop.app.inject({ url: `/api/orders/${placedId}`, headers: { authorization: `Bearer ${owner}` } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await shop.app.inject({ url: '/api/account/orders', headers: { authorization: 'Bearer not-a-real-token' } }))
        .statusCode,
    ).toBe(401);
    expect((await shop.app.inject({ url: '/api/account/orders' })).statusCode).toBe(401);
  });

  it("joins a guest's orders to an account only once the account's email is confirmed", async () => {
    const guest = await order({
      items: [{ productId: 'ai-templates-bundle', quantity: 1 }],
      contact: contact('buyer@example.com'),
    });
    const list = async (token: string) =>
      (await shop.app.inject({ url: '/api/account/orders', headers: { authorization: `Bearer ${token}` } })).json();
    const unconfirmed = await tokenFor('user-squatter', 'buyer@example.com', { confirmed: false });
    expect((await list(unconfirmed)).orders).toEqual([]);
    const confirmed = await tokenFor('user-buyer', 'buyer@example.com');
    expect((await list(confirmed)).orders.map((o: { id: string }) => o.id)).toEqual([guest.json().order.id]);
  });

  it('starts a membership subscription its owner can cancel (active until the period ends)', async () => {
    const member = await tokenFor('user-member', 'member@example.com');
    const placed = await order(
      { items: [{ productId: 'ai-inner-circle', quantity: 1 }], contact: contact('member@example.com') },
      newKey(),
      member,
    );
    expect(placed.statusCode).toBe(201);
    // The line leads to the dashboard's Subscriptions tab (docs/orders.md), where it is managed.
    expect(placed.json().order.items[0].accessUrl).toBe('/account#subscriptions');
    const auth = { authorization: `Bearer ${member}` };
    const [subscription] = (await shop.app.inject({ url: '/api/account/subscriptions', headers: auth })).json()
      .subscriptions;
    expect(subscription).toMatchObject({
      name: 'AI Inner Circle Membership',
      status: 'active',
      priceCents: 9_700,
      cancelAtPeriodEnd: false,
    });
    const days = (Date.parse(subscription.currentPeriodEnd) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    const other = await tokenFor('user-other', 'other@example.com');
    const refused = await shop.app.inject({
      method: 'POST',
      url: `/api/account/subscriptions/${subscription.id}/cancel`,
      headers: { authorization: `Bearer ${other}` },
    });
    expect(refused.statusCode).toBe(404);
    const cancelled = await shop.app.inject({
      method: 'POST',
      url: `/api/account/subscriptions/${subscription.id}/cancel`,
      headers: auth,
    });
    expect(cancelled.json().subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
  });

  it("says whether an account owns a referral link's code, the same way for any code", async () => {
    const referrer = await tokenFor('user-referrer', 'referrer@example.com');
    const { code } = (
      await shop.app.inject({ url: '/api/affiliate', headers: { authorization: `Bearer ${referrer}` } })
    ).json().affiliate;
    const check = async (asked: string) => {
      const answer = await shop.app.inject({ url: `/api/referrals/${encodeURIComponent(asked)}` });
      expect(answer.statusCode).toBe(200);
      return answer.json();
    };
    expect(await check(code.toLowerCase())).toEqual({ code, valid: true });
    expect(await check('PARTNER7Q2K')).toEqual({ code: 'PARTNER7Q2K', valid: false });
    expect(await check('<img src=x>')).toEqual({ code: null, valid: false });
  });
});
