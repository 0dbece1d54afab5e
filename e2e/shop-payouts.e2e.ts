// A payout's breakdown (docs/shop-console.md, "A payout's breakdown"): an affiliate refers a two-line
// order and a line of it is refunded; in the console's Payouts page of the month that pays its
// commission, the owner opens the affiliate's Breakdown by keyboard and finds the order and the
// refund taken off, adding up to the amount in the affiliate's row; axe finds nothing on it, and on
// a phone it scrolls sideways in its own region, its words whole. Its own site, as shop-console's
// (the owner's role comes from OWNER_EMAILS); shop-console.e2e.ts is at its size already.
import type { Page } from 'playwright-core';
import { nextPayoutMonth } from '../server/src/orders/payouts/payoutRules';
import { violations } from './support/axe';
import { browserForThisFile, openPage } from './support/browser';
import { press, tabTo } from './support/keyboard';
import { placeOrder } from './support/orders';
import { brokenTableWords, cutOff } from './support/phoneLayout';
import { portOf } from './support/ports';
import { askAsPage, confirmedAccount, startShopSite, type ShopSite } from './support/shopConsole';

jest.setTimeout(240_000);

const OWNER = 'payouts-owner@example.com';
const REFERRER = 'payouts-referrer@example.com';
const browser = browserForThisFile();
let shop: ShopSite;
let owner: Page;
let orderId: string;

beforeAll(async () => {
  shop = await startShopSite(portOf('shop-payouts'), { OWNER_EMAILS: OWNER });
  const { page: referrer, context } = await openPage(browser(), { baseURL: shop.site.urls.shell });
  await confirmedAccount(referrer, shop, REFERRER);
  await referrer.goto('/affiliates');
  const code = (await referrer.getByTestId('referral-code').textContent())?.trim() ?? '';
  await context.close();
  const placed = await placeOrder(shop.site.urls.shell!, {
    items: [
      { productId: 'ai-prompt-mastery', quantity: 1 },
      { productId: 'automation-blueprint', quantity: 1 },
    ],
    contact: { email: 'referred-buyer@example.com', firstName: 'Ria', lastName: 'Ferred' },
    referralCode: code,
  });
  expect(placed.status).toBe(201);
  orderId = placed.id!;
  owner = (await openPage(browser(), { baseURL: shop.site.urls.shell })).page;
  await confirmedAccount(owner, shop, OWNER);
  const [refunded] = await askAsPage(owner, [
    {
      method: 'POST',
      url: `/api/console/shop/orders/${orderId}/refunds`,
      body: { reason: 'Had the blueprint', requestKey: 'payouts-e2e-1', productIds: ['automation-blueprint'] },
    },
  ]);
  expect(refunded).toMatch(/^201 /);
});
afterAll(async () => {
  await shop?.site.close();
});

test("the referrer's payout, opened by keyboard, shows the referred order and its refund, adding up", async () => {
  // The commission is payable once the order's 30 days are over: the payout of the month after.
  const month = nextPayoutMonth(new Date(Date.now() + 31 * 86_400_000));
  // The owner asks for that month, then goes on by keyboard: through the month field (its month,
  // year and picker, each showing where focus is) to Show.
  await owner.goto('/admin/shop/payouts');
  await owner.getByRole('heading', { level: 1, name: 'Payouts' }).waitFor();
  await owner.getByLabel('Month').fill(month);
  await owner.getByLabel('Month').focus();
  await tabTo(owner, owner.getByRole('button', { name: 'Show' }));
  await press(owner, 'Enter');
  const row = owner
    .getByRole('table', { name: `Payouts of ${month}` })
    .getByRole('row')
    .filter({ has: owner.getByRole('rowheader', { name: REFERRER, exact: true }) });
  const toggle = row.getByRole('button', { name: `Breakdown of ${REFERRER}'s payout` });
  await toggle.waitFor();
  await tabTo(owner, toggle);
  await press(owner, 'Enter');
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  const name = `Breakdown of ${REFERRER}'s payout of ${month}`;
  const breakdown = owner.getByRole('table', { name });
  const item = (what: string) =>
    breakdown
      .getByRole('row')
      .filter({ has: owner.getByRole('link', { name: orderId }) })
      .filter({ hasText: what });
  await item('Commission').waitFor();
  await item('Refund taken off').waitFor();

  // The items add up to the payout, and the payout is the amount in the affiliate's row.
  const cents = (text: string | null) => Math.round(Number(text?.replace(/[$,]/g, '')) * 100);
  let sum = 0;
  for (const each of await breakdown
    .getByRole('row')
    .filter({ has: owner.getByRole('link') })
    .all()) {
    sum += cents(await each.getByRole('cell').last().textContent());
  }
  const total = await breakdown
    .getByRole('row', { name: /^Payout/ })
    .getByRole('cell')
    .textContent();
  expect(sum).toBe(cents(total));
  expect(sum).toBeGreaterThan(0);
  expect((await row.getByRole('cell').nth(2).innerText()).split('\n')[0]).toBe(total);
  expect(await violations(owner)).toEqual([]);

  // On a phone it scrolls sideways in its own region, its words whole, as the console's tables do.
  await owner.setViewportSize({ width: 390, height: 844 });
  await owner.getByRole('region', { name }).waitFor();
  expect(await cutOff(owner)).toEqual([]);
  expect(await brokenTableWords(owner)).toEqual([]);
  await owner.setViewportSize({ width: 1280, height: 900 });

  // The order's number leads to its page in the console.
  await item('Commission').getByRole('link', { name: orderId }).click();
  await owner.getByRole('heading', { level: 1, name: `Order ${orderId}` }).waitFor();
});
