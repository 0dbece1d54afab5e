// Issue 34: the owner runs the shop from the console. A guest buys a course through a referral
// link while the owner's orders page is open, and the order comes into it; the owner finds the
// order by email and refunds it; the buyer's download link then says "refunded" and their
// dashboard shows the refund; the referrer's commission is reversed. A partial refund of a
// two-line order reverses part of a commission, and the order open in another tab shows it. A
// refund past the 30 days is refused with the rule, then made as a recorded exception, by
// keyboard. Revenue by product shows the course under its product, and the order paid 40 days ago
// once the last 90 days are chosen by keyboard. An account without the role gets 404 from every
// console shop route. On a phone each table scrolls sideways in its own region, its words whole.
// axe finds nothing on the shop's pages.
import type { Page } from 'playwright-core';
import { SHOP_ROUTES } from '../server/src/console/testing/shopRoutes';
import { violations } from './support/axe';
import { browserForThisFile, openPage, returnToPageUntil } from './support/browser';
import { addToCart, checkOut } from './support/checkout';
import { openDialogByKey, press, tabTo, type, waitForFocus } from './support/keyboard';
import { guestOrderBody, placeOrder } from './support/orders';
import { brokenTableWords, cutOff } from './support/phoneLayout';
import { portOf } from './support/ports';
import {
  ageOrder,
  askAsPage,
  confirmedAccount,
  mailMatching,
  productRevenueCells,
  startShopSite,
  type ShopSite,
} from './support/shopConsole';

jest.setTimeout(240_000);

const PORT = portOf('shop-console');
const OWNER = 'shop-owner@example.com';
const browser = browserForThisFile();
let shop: ShopSite;
let oldOrder: string;
let owner: Page;
let referrer: Page;
let code: string;

beforeAll(async () => {
  shop = await startShopSite(PORT, { OWNER_EMAILS: OWNER });
  // An order paid 40 days ago: placed now, its payment moved back in the site's database.
  const placed = await placeOrder(shop.site.urls.shell!, guestOrderBody('late-buyer@example.com'));
  expect(placed.status).toBe(201);
  oldOrder = placed.id!;
  await ageOrder(shop, oldOrder, 40);
  owner = (await openPage(browser(), { baseURL: shop.site.urls.shell })).page;
  await confirmedAccount(owner, shop, OWNER);
  referrer = (await openPage(browser(), { baseURL: shop.site.urls.shell })).page;
  await confirmedAccount(referrer, shop, 'shop-referrer@example.com');
  await referrer.goto('/affiliates');
  code = (await referrer.getByTestId('referral-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
});
afterAll(async () => {
  await shop?.site.close();
});

/** The owner opens an order from the console's Orders page, found by what is typed in the search. */
async function findOrder(search: string, orderId: string) {
  await owner.goto('/admin/shop/orders');
  await owner.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
  await owner.getByLabel('Order number, email or name').fill(search);
  await owner.getByRole('button', { name: 'Search' }).click();
  const results = owner.getByRole('table', { name: /1 order found/ });
  await results.getByRole('link', { name: orderId }).click();
  await owner.getByRole('heading', { level: 1, name: `Order ${orderId}` }).waitFor();
}

test('a guest buys a course; the owner finds it by email and refunds it; buyer and referrer see it', async () => {
  const buyer = (await openPage(browser(), { baseURL: shop.site.urls.shell })).page;
  const email = 'sunday-buyer@example.com';
  // The owner has the orders open while the guest buys: the order comes into the list on its own.
  await owner.goto('/admin/shop/orders');
  const orders = owner.getByRole('table', { name: /orders? found/ });
  await orders.waitFor();
  await buyer.goto(`/shop?ref=${code}&product=ai-prompt-mastery`);
  await buyer.getByText('A friend referred you').waitFor();
  const sheet = await addToCart(buyer, '/shop/digital', 'AI Prompt Mastery Course');
  const orderId = await checkOut(buyer, sheet, email, '$191.48');
  const receipt = await mailMatching(shop, email, /Your downloads/);
  const download = /https?:\/\/\S+\/api\/downloads\/\S+/.exec(receipt)?.[0] ?? '';
  expect(download).toContain(orderId);
  const listed = orders.getByRole('row').filter({ hasText: email }).getByRole('link', { name: orderId });
  expect(await returnToPageUntil(owner, () => listed.isVisible())).toBe(true);

  await findOrder(email, orderId);
  expect(await violations(owner)).toEqual([]);
  await owner.getByRole('button', { name: 'Refund' }).click();
  const dialog = owner.getByRole('dialog', { name: `Refund ${orderId}?` });
  await dialog.getByText('Covered by the 30-day money-back guarantee.').waitFor();
  await dialog.getByLabel('Reason').fill('Not for me, asked on Sunday');
  expect(await violations(owner)).toEqual([]);
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await owner
    .getByRole('status')
    .filter({ hasText: `Refunded $191.48 of ${orderId}.` })
    .waitFor();
  const refunds = owner.getByRole('table', { name: 'Refunds' });
  await refunds
    .getByRole('row')
    .filter({ hasText: 'Not for me, asked on Sunday' })
    .filter({ hasText: OWNER })
    .waitFor();
  await owner.getByText(/commission \$53\.19 to shop-referrer@example\.com, \$53\.19 reversed, reversed/).waitFor();
  const deliveries = owner.getByRole('table', { name: 'Receipts and deliveries' });
  await deliveries.getByRole('row').filter({ hasText: 'Refund receipt' }).waitFor();
  await owner.getByRole('button', { name: 'Resend receipt' }).click();
  await owner.getByRole('status').filter({ hasText: 'Receipt sent again: written to the outbox.' }).waitFor();
  await deliveries.getByRole('row').filter({ hasText: 'Receipt' }).filter({ hasText: OWNER }).waitFor();

  // The buyer's download link now says why it stopped, and their dashboard shows the refund.
  await buyer.goto(download);
  await buyer.getByRole('heading', { level: 1, name: 'AI Prompt Mastery Course was refunded' }).waitFor();
  await confirmedAccount(buyer, shop, email);
  await buyer.getByRole('tab', { name: 'Orders' }).click();
  const card = buyer.getByTestId('order').filter({ hasText: orderId });
  await card.getByText('Refunded', { exact: true }).first().waitFor();
  expect(await card.textContent()).toMatch(/\$191\.48 refunded on/);
  expect(await card.getByRole('link', { name: /^Download/ }).count()).toBe(0);

  await referrer.goto('/affiliates');
  await referrer.getByRole('tab', { name: 'Earnings' }).click();
  const row = referrer.getByTestId('commission').filter({ hasText: 'Robin H.' });
  await row.getByText('Reversed', { exact: true }).waitFor();
  expect(await row.textContent()).toContain('$53.19 reversed');
  expect(await violations(referrer)).toEqual([]);

  // Revenue counts the refund: today's net is what was paid less what was refunded.
  await owner.getByRole('link', { name: 'Revenue' }).click();
  await owner.getByRole('heading', { level: 1, name: 'Revenue' }).waitFor();
  await owner.getByRole('img', { name: /Net revenue per day, last 90 days/ }).waitFor();
  await owner
    .getByText(/\$191\.48 refunded/)
    .first()
    .waitFor();
  // What sold: the course, paid and refunded; over 90 days (by keyboard) the order paid 40 days ago too.
  const courseRow = (days: number) => productRevenueCells(owner, days, 'AI Prompt Mastery Course');
  expect(await courseRow(28).allTextContents()).toEqual(['1', '$191.48', '$191.48', '$0.00']);
  expect(await violations(owner)).toEqual([]);
  await tabTo(owner, owner.getByRole('combobox', { name: 'Period' }));
  await press(owner, 'ArrowDown');
  await courseRow(90).first().waitFor();
  expect(await courseRow(90).allTextContents()).toEqual(['2', '$404.24', '$191.48', '$212.76']);
  await buyer.context().close();
});

test('a partial refund of a two-line order reverses part of the commission', async () => {
  const email = 'two-lines@example.com';
  const body = {
    items: [
      { productId: 'ai-prompt-mastery', quantity: 1 },
      { productId: 'automation-blueprint', quantity: 1 },
    ],
    contact: { email, firstName: 'Two', lastName: 'Lines' },
    referralCode: code,
  };
  const placed = await placeOrder(shop.site.urls.shell!, body);
  expect(placed.status).toBe(201);
  await findOrder('Two Lines', placed.id!);
  // The same order open in a second tab follows the refund made in the first.
  const other = await owner.context().newPage();
  await other.goto(owner.url());
  await other.getByRole('button', { name: 'Refund' }).waitFor();
  await owner.getByRole('button', { name: 'Refund' }).click();
  const dialog = owner.getByRole('dialog', { name: `Refund ${placed.id}?` });
  await dialog.getByLabel(/Some lines/).check();
  await dialog.getByLabel(/AI Automation Blueprint/).check();
  await dialog.getByLabel('Reason').fill('Already had the blueprint');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await owner
    .getByRole('status')
    .filter({ hasText: /^Refunded \$\d+\.\d\d of/ })
    .waitFor();
  await owner.getByText('Partly refunded').first().waitFor();
  const lines = owner.getByRole('table', { name: 'Lines' });
  await lines.getByRole('row').filter({ hasText: 'AI Automation Blueprint' }).getByText('Refunded').waitFor();
  expect(await lines.getByRole('row').filter({ hasText: 'AI Prompt Mastery Course' }).textContent()).toContain('No');
  expect(await returnToPageUntil(other, () => other.getByText('Partly refunded').first().isVisible())).toBe(true);
  await other.close();

  const [answer] = await askAsPage(referrer, [{ method: 'GET', url: '/api/affiliate' }]);
  const affiliate = JSON.parse(answer!.slice(4)).affiliate as {
    commissions: { id: string; commissionCents: number; reversedCents: number; status: string }[];
  };
  const commission = affiliate.commissions.find((c) => c.id === placed.id)!;
  expect(commission.reversedCents).toBeGreaterThan(0);
  expect(commission.commissionCents).toBeGreaterThan(0);
  expect(commission.status).toBe('pending');
});

test('a refund past the 30 days is refused with the rule, then made as a recorded exception, by keyboard', async () => {
  await findOrder(oldOrder, oldOrder);
  await owner
    .getByText(/The 30-day money-back guarantee ended on/)
    .first()
    .waitFor();
  await tabTo(owner, owner.getByRole('button', { name: 'Refund' }));
  const dialog = owner.getByRole('dialog', { name: `Refund ${oldOrder}?` });
  await openDialogByKey(owner, dialog);
  await tabTo(owner, dialog.getByLabel('Reason'));
  await type(owner, 'Goodwill: the buyer was ill');
  await press(owner, 'Enter');
  await dialog
    .getByRole('alert')
    .filter({ hasText: /Refused: The 30-day money-back guarantee ended on/ })
    .waitFor();
  expect(await violations(owner)).toEqual([]);
  await tabTo(owner, dialog.getByRole('button', { name: 'Confirm exception and refund' }));
  // The dialog closes and the order is read again (its Refund button goes: nothing is left); focus
  // ends on the message that says what was done.
  await press(owner, 'Enter', { check: false });
  await waitForFocus(owner.getByRole('status').filter({ hasText: 'as an exception' }));
  const row = owner.getByRole('table', { name: 'Refunds' }).getByRole('row').filter({ hasText: 'Goodwill' });
  expect(await row.textContent()).toMatch(/guarantee ended on .*shop-owner@example\.com/);
});

test('an account without the role gets 404 from every console shop route and the not-found page', async () => {
  const { page, context } = await openPage(browser(), { baseURL: shop.site.urls.shell });
  await confirmedAccount(page, shop, 'no-role-shopper@example.com');
  await page.goto('/admin/shop/orders');
  await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
  const answers = await askAsPage(
    page,
    SHOP_ROUTES.map((route) => ({ ...route, url: route.url.replace('ORD-AAAAAAAA', oldOrder) })),
  );
  expect(new Set(answers)).toEqual(new Set(['404 {"error":"Not found","message":"There is no such page."}']));
  await context.close();
});

test("the owner on a phone sees each shop page's heading first, and its tables scroll sideways, words whole", async () => {
  await owner.setViewportSize({ width: 390, height: 844 });
  for (const [path, caption] of [
    ['/admin/shop/orders', /orders? found/],
    [`/admin/shop/orders/${oldOrder}`, 'Refunds'],
    ['/admin/shop/customers', /customers?/],
    ['/admin/shop', /^Revenue by product/],
  ] as const) {
    await owner.goto(path);
    await owner.getByRole('region', { name: caption }).getByRole('table', { name: caption }).waitFor();
    // The console's menu does not fill the first screen: the page's heading is on it.
    const heading = await owner.getByRole('heading', { level: 1 }).boundingBox();
    expect(heading!.y + heading!.height).toBeLessThan(844);
    expect(await cutOff(owner)).toEqual([]);
    expect(await brokenTableWords(owner)).toEqual([]);
  }
  await owner.setViewportSize({ width: 1280, height: 900 });
});
