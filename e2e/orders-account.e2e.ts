// Issue 23: the account's side of the shop, at a person's speed: a signed-in buyer finds the order
// in the dashboard under the number the confirmation showed; a referred visitor gets 10% off the
// first order only and the referrer sees the commission; a membership is bought, found from the
// confirmation's link on the dashboard's Subscriptions tab, and cancelled.
import { newSignedInAccount } from './support/accounts';
import { browserForThisFile, openPage } from './support/browser';
import { addToCart, checkOut } from './support/checkout';
import { waitForToast } from './support/helpers';

jest.setTimeout(120_000);

const browser = browserForThisFile();

test('a signed-in buyer sees the order in the dashboard with the number the confirmation showed', async () => {
  const { page, context } = await openPage(browser());
  const email = await newSignedInAccount(page, 'dashboard-buyer');
  await page.getByRole('tab', { name: 'Orders' }).click();
  await page.getByText('No orders yet').waitFor();
  const sheet = await addToCart(page, '/shop/digital', 'AI Strategy Intensive: The Business Owner’s Guide');
  const number = await checkOut(page, sheet, email);
  await sheet.getByRole('button', { name: 'Close cart' }).click();
  await page.goto('/account');
  await page.getByRole('tab', { name: 'Orders' }).click();
  const order = page.getByTestId('order').filter({ hasText: number });
  await order.waitFor();
  expect(await order.textContent()).toContain('$20.52');
  await order.getByRole('link', { name: /^Download AI Strategy Intensive/ }).waitFor();
  await context.close();
});

test('a referred visitor gets 10% off the first order only, and the referrer sees the commission', async () => {
  const referrer = await openPage(browser());
  await newSignedInAccount(referrer.page, 'referrer');
  await referrer.page.goto('/affiliates');
  const code = (await referrer.page.getByTestId('referral-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  // What the Referral Links tab says a friend's first purchase earns is what the order records below.
  const promised = referrer.page.getByTestId('referral-product').filter({ hasText: 'AI Prompt Mastery Course' });
  expect(await promised.textContent()).toContain('You earn $53.19');

  const friend = await openPage(browser());
  await friend.page.goto(`/shop?ref=${code}&product=ai-prompt-mastery`);
  await friend.page.getByText('A friend referred you').waitFor();
  const sheet = await addToCart(friend.page, '/shop/digital', 'AI Prompt Mastery Course');
  // $197 - 10% = $177.30, + 8% tax = $191.48
  expect(await sheet.getByTestId('cart-total').textContent()).toBe('$191.48');
  await checkOut(friend.page, sheet, 'referred-friend@example.com', '$191.48');
  await sheet.getByRole('button', { name: 'Close cart' }).click();
  // The second order: no discount.
  const again = await addToCart(friend.page, '/shop/digital', 'AI Prompt Mastery Course');
  expect(await again.getByTestId('cart-total').textContent()).toBe('$212.76');
  await checkOut(friend.page, again, 'referred-friend@example.com', '$212.76');

  await referrer.page.goto('/affiliates');
  await referrer.page.getByRole('tab', { name: 'Earnings' }).click();
  const commission = referrer.page.getByTestId('commission');
  await commission.first().waitFor();
  expect(await commission.count()).toBe(1);
  expect(await commission.first().textContent()).toContain('$53.19'); // 30% of $177.30
  await Promise.all([referrer.context.close(), friend.context.close()]);
});

test('a membership is bought and cancelled: active until the period ends', async () => {
  const { page, context } = await openPage(browser());
  const email = await newSignedInAccount(page, 'member');
  const sheet = await addToCart(page, '/shop', 'AI Inner Circle Membership');
  await checkOut(page, sheet, email);
  // The confirmation's link for the membership opens the dashboard on its tab.
  await sheet.getByRole('link', { name: 'Manage in your dashboard' }).click();
  await page.waitForURL('**/account#subscriptions');
  await page.getByRole('tab', { name: 'Subscriptions', selected: true }).waitFor();
  await page.getByText('AI Inner Circle Membership').first().waitFor();
  await page.getByRole('button', { name: /^Cancel subscription/ }).click();
  await page.getByRole('button', { name: /^Yes, cancel/ }).click();
  expect(await waitForToast(page, 'Subscription cancelled')).toContain('You keep access until');
  await page
    .getByText(/Active until/)
    .first()
    .waitFor();
  // Still so after a reload (which stays on the tab): it is the server's record.
  await page.reload();
  await page.getByRole('tab', { name: 'Subscriptions', selected: true }).waitFor();
  await page
    .getByText(/Active until/)
    .first()
    .waitFor();
  expect(await page.getByRole('button', { name: /^Cancel subscription/ }).count()).toBe(0);
  await context.close();
});
