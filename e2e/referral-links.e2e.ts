// Referral links (/shop?ref={code}&product={id}, docs/orders.md): a code an account owns is kept for
// 60 days and gives the friend 10% off before tax in /cart and the cart sheet; a code nobody owns, or
// a hostile one, highlights at most the product and promises nothing.
import { openPage, waitForLivePage, browserForThisFile } from './support/browser';
import { newSignedInAccount } from './support/accounts';
import { waitForToast } from './support/helpers';

jest.setTimeout(90_000);

const browser = browserForThisFile();

/** A referral code an account owns: a new account's, from its affiliate page. */
async function ownedReferralCode(): Promise<string> {
  const referrer = await openPage(browser());
  await newSignedInAccount(referrer.page, 'shop-referrer');
  await referrer.page.goto('/affiliates');
  const code = (await referrer.page.getByTestId('referral-code').textContent())?.trim() ?? '';
  await referrer.context.close();
  return code;
}

test('a referral link highlights its product and gives a 10% line before tax, in /cart and the cart sheet', async () => {
  const code = await ownedReferralCode();
  const { page, context } = await openPage(browser());
  await page.goto(`/shop?ref=${code}&product=lead-tracker-app`);
  const card = page.locator('[data-testid="product-card"][data-highlighted="true"]');
  await card.waitFor();
  expect(await card.locator('h3').textContent()).toBe('AI Lead Tracker');
  await page.getByText('A friend referred you').waitFor();
  const cookie = (await context.cookies()).find((c) => c.name === 'ar_ref');
  expect(cookie?.value).toMatch(new RegExp(`^${code}\\.\\d+$`));
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(59.9);
  expect(days).toBeLessThanOrEqual(60);

  await card.getByRole('button', { name: 'Add to Cart: AI Lead Tracker' }).click();
  await waitForToast(page, 'Added to Cart');
  await page.goto('/cart');
  // The prerendered cart is empty: the visitor's cart shows once the page is live.
  await waitForLivePage(page);
  expect(await page.getByTestId('cart-subtotal').textContent()).toBe('$147.00');
  expect(await page.getByText('Referral discount (10% off your first purchase)').count()).toBe(1);
  expect(await page.getByTestId('cart-discount').textContent()).toBe('−$14.70');
  expect(await page.getByTestId('cart-tax').textContent()).toBe('$10.58');
  expect(await page.getByTestId('cart-total').textContent()).toBe('$142.88');

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const sheet = page.getByRole('dialog', { name: 'Shopping Cart' });
  expect(await sheet.getByTestId('cart-discount').textContent()).toBe('−$14.70');
  await context.close();
});

test('a well-formed code nobody owns highlights the product but promises no discount', async () => {
  const { page, context } = await openPage(browser());
  const checked = page.waitForResponse((answer) => answer.url().endsWith('/api/referrals/PARTNER7Q2K'));
  await page.goto('/shop?ref=PARTNER7Q2K&product=lead-tracker-app');
  await page.locator('[data-testid="product-card"][data-highlighted="true"]').waitFor();
  expect(await (await checked).json()).toEqual({ code: 'PARTNER7Q2K', valid: false });
  expect(await page.getByTestId('referral-note').textContent()).toContain('30-day money-back guarantee');
  expect((await context.cookies()).find((c) => c.name === 'ar_ref')).toBeUndefined();
  await context.close();
});

test('a hostile or unknown referral link is ignored without an error', async () => {
  const { page, context, logs } = await openPage(browser());
  await page.goto('/shop?ref=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&product=no-such-product');
  await page.getByTestId('product-card').first().waitFor();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  expect(await page.locator('[data-highlighted="true"]').count()).toBe(0);
  expect((await context.cookies()).find((c) => c.name === 'ar_ref')).toBeUndefined();
  expect(await page.getByTestId('referral-note').textContent()).toContain('30-day money-back guarantee');
  expect(logs.filter((line) => /error/i.test(line) && !/media\.alexrivera/.test(line))).toEqual([]);
  await context.close();
});
