// Issue 34: nothing refunded twice and nothing lost under a SIGKILL in the middle of refunds. The
// owner's console refunds a burst of orders (each its own request key) while the server is killed
// with SIGKILL; after a restart every key is sent again: each refund is whole or absent, one per
// order at most, the acknowledged ones answer the same refund, and the refunded sums match.
import type { Page } from 'playwright-core';
import { PASSWORD, signIn } from './support/accounts';
import { browserForThisFile, openPage } from './support/browser';
import { guestOrderBody, placeOrder } from './support/orders';
import { portOf } from './support/ports';
import { confirmedAccount, startShopSite, type ShopSite } from './support/shopConsole';

jest.setTimeout(240_000);

const PORT = portOf('shop-console-durability');
const OWNER = 'durable-owner@example.com';
const browser = browserForThisFile();
let shop: ShopSite;

afterAll(async () => {
  await shop?.site.close();
});

/** The signed-in owner's access token, as the console sends it. */
async function ownerToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('-auth-token'));
    return key ? ((JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token ?? '') : '';
  });
}

type Answer = { status: number; refund?: { id: string; amountCents: number } } | null;

async function refund(origin: string, token: string, orderId: string, requestKey: string): Promise<Answer> {
  const response = await fetch(`${origin}/api/console/shop/orders/${orderId}/refunds`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ reason: 'Burst', requestKey }),
    signal: AbortSignal.timeout(15_000),
  }).catch(() => null);
  if (!response) return null;
  const body = (await response.json().catch(() => ({}))) as { refund?: { id: string; amountCents: number } };
  return { status: response.status, refund: body.refund };
}

test('a SIGKILL in the middle of refunds refunds nothing twice and loses no acknowledged refund', async () => {
  shop = await startShopSite(PORT, { OWNER_EMAILS: OWNER });
  const origin = shop.site.urls.shell!;
  const { page, context } = await openPage(browser(), { baseURL: origin });
  await confirmedAccount(page, shop, OWNER);
  let token = await ownerToken(page);
  const orders: { id: string; total: number; key: string }[] = [];
  for (let i = 0; i < 60; i += 1) {
    const placed = await placeOrder(origin, guestOrderBody(`burst-refund-${i}@example.com`));
    expect(placed.status).toBe(201);
    orders.push({ id: placed.id!, total: placed.totalCents!, key: `burst-${i}-${Date.now()}` });
  }

  const acknowledged = new Map<string, string>();
  let next = 0;
  let killed = false;
  const worker = async () => {
    while (next < orders.length && !killed) {
      const order = orders[next++]!;
      const answer = await refund(origin, token, order.id, order.key);
      if (answer?.status === 201 && answer.refund) acknowledged.set(order.key, answer.refund.id);
      if (acknowledged.size === 20 && !killed) {
        killed = true;
        await shop.site.kill();
      }
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  expect(killed).toBe(true);

  await shop.start();
  const again = shop.site.urls.shell!;
  // The auth service's signing keys were the killed process's: the owner signs in again.
  await page.goto(`${again}/login`);
  await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
  await signIn(page, OWNER, PASSWORD);
  await page.waitForURL('**/account');
  token = await ownerToken(page);

  let refunded = 0;
  for (const order of orders) {
    const answer = await refund(again, token, order.id, order.key);
    expect([200, 201]).toContain(answer?.status);
    const before = acknowledged.get(order.key);
    // An acknowledged refund is there, as it was: the same key answers it, never a second one.
    if (before) expect({ status: answer?.status, id: answer?.refund?.id }).toEqual({ status: 200, id: before });
    // Whole or absent: a refund that landed is the whole order, however far the first try got.
    expect(answer?.refund?.amountCents).toBe(order.total);
    refunded += order.total;
    const detail = await fetch(`${again}/api/console/shop/orders/${order.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    }).then((r) => r.json() as Promise<{ refunds: unknown[]; order: { refundedCents: number; status: string } }>);
    expect({ refunds: detail.refunds.length, status: detail.order.status }).toEqual({ refunds: 1, status: 'refunded' });
  }
  const csv = await fetch(`${again}/api/console/shop/export/refunds.csv?from=2000-01-01&to=2100-01-01`, {
    headers: { Authorization: `Bearer ${token}` },
  }).then((r) => r.text());
  const rows = csv.trim().split('\r\n').slice(1);
  expect(rows).toHaveLength(orders.length);
  const sum = rows.reduce((total, row) => total + Math.round(Number(row.split(',')[6]) * 100), 0);
  expect(sum).toBe(refunded);
  await context.close();
});
