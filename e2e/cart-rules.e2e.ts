// The cart and checkout keep to the server's own order rules (the contract's order schema,
// docs/orders.md), so a visitor hears of a problem where they can fix it, not at Pay: at most 100 of
// one product (/cart and the cart sheet), and an email address the server would refuse.
import type { Page } from 'playwright-core';
import { openPage, waitForLivePage, browserForThisFile } from './support/browser';
import { addToCart } from './support/checkout';
import { waitForToast } from './support/helpers';

jest.setTimeout(90_000);

const browser = browserForThisFile();

const LIMIT_NOTE = '100 is the most of one product an order can hold.';

/** The + of a line at the limit: marked disabled, described by why, and pressing it changes nothing. */
async function expectPlusAtLimit(page: Page, scope: ReturnType<Page['locator']> | Page, product: string) {
  const more = scope.getByRole('button', { name: `Increase quantity of ${product}` });
  expect(await more.getAttribute('aria-disabled')).toBe('true');
  const description = await more.evaluate((button) =>
    (button.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
  expect(description).toBe(LIMIT_NOTE);
  // Playwright will not click a control marked disabled; a keyboard visitor can still press it.
  await more.focus();
  await page.keyboard.press('Enter');
  await page.waitForTimeout(300);
  expect(await more.evaluate((button) => button === document.activeElement)).toBe(true);
  expect(await scope.getByLabel(`Quantity of ${product}`, { exact: true }).textContent()).toBe('100');
}

test('a stored cart of 150 reads as 100 in /cart and the sheet, + stops there and says why, and it pays', async () => {
  const { page, context } = await openPage(browser());
  await page.goto('/cart');
  await page.evaluate(() =>
    localStorage.setItem(
      'site.cart.v1',
      JSON.stringify({ version: 1, items: [{ productId: 'ai-prompt-mastery', quantity: 150 }] }),
    ),
  );
  await page.reload();
  await waitForLivePage(page);
  const quantity = page.getByLabel('Quantity of AI Prompt Mastery Course', { exact: true });
  await page.waitForFunction((element) => element?.textContent === '100', await quantity.elementHandle());
  await page.getByText(LIMIT_NOTE).waitFor();
  await expectPlusAtLimit(page, page, 'AI Prompt Mastery Course');
  expect(await page.getByTestId('toast').filter({ hasText: 'Updated Cart' }).count()).toBe(0);

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const sheet = page.getByRole('dialog', { name: 'Shopping Cart' });
  await sheet.getByRole('button', { name: /Proceed to Payment/ }).waitFor();
  await expectPlusAtLimit(page, sheet, 'AI Prompt Mastery Course');
  // One less and one more: + works below the limit again.
  await sheet.getByRole('button', { name: 'Decrease quantity of AI Prompt Mastery Course' }).click();
  expect(
    await sheet
      .getByRole('button', { name: 'Increase quantity of AI Prompt Mastery Course' })
      .getAttribute('aria-disabled'),
  ).toBeNull();
  await sheet.getByRole('button', { name: 'Increase quantity of AI Prompt Mastery Course' }).click();
  expect(await sheet.getByLabel('Quantity of AI Prompt Mastery Course', { exact: true }).textContent()).toBe('100');

  await sheet.getByLabel('Email').fill('limit@example.com');
  await sheet.getByLabel('First name').fill('Robin');
  await sheet.getByLabel('Last name').fill('Hale');
  await sheet.getByRole('button', { name: /Proceed to Payment/ }).click();
  await sheet.getByRole('button', { name: 'Pay $21,276.00' }).click();
  await waitForToast(page, 'Payment Successful!');
  await sheet.getByRole('heading', { name: 'Order confirmed' }).waitFor();
  await context.close();
});

test('an email the server would refuse is caught on the details step, by its field, with focus on it', async () => {
  const { page, context } = await openPage(browser());
  const sheet = await addToCart(page, '/shop/digital', 'AI Prompt Mastery Course');
  const email = sheet.getByLabel('Email');
  await email.fill('not-an-email');
  await sheet.getByLabel('First name').fill('Robin');
  await sheet.getByLabel('Last name').fill('Hale');
  await sheet.getByRole('button', { name: /Proceed to Payment/ }).click();

  await sheet.getByText('Enter a valid email address').waitFor();
  expect(await email.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await email.getAttribute('aria-invalid')).toBe('true');
  expect(await sheet.getByRole('button', { name: /^Pay \$/ }).count()).toBe(0);
  expect(await email.inputValue()).toBe('not-an-email');
  expect(await sheet.getByLabel('First name').inputValue()).toBe('Robin');

  await email.fill('robin@example.com');
  expect(await sheet.getByText('Enter a valid email address').count()).toBe(0);
  await sheet.getByRole('button', { name: /Proceed to Payment/ }).click();
  await sheet.getByRole('button', { name: 'Pay $212.76' }).click();
  await waitForToast(page, 'Payment Successful!');
  await context.close();
});

test('at 390 px, details missing: the toast leaves the fields and Proceed to Payment free, so the visitor goes on at once', async () => {
  const { page, context } = await openPage(browser(), { width: 390, height: 844 });
  const sheet = await addToCart(page, '/shop/digital', 'AI Prompt Mastery Course');
  await sheet.getByLabel('Email').fill('robin@example.com');
  const proceed = sheet.getByRole('button', { name: /Proceed to Payment/ });
  await proceed.click();
  await waitForToast(page, 'Missing Information');
  const first = sheet.getByLabel('First name');
  expect(await first.evaluate((element) => element === document.activeElement)).toBe(true);
  await first.fill('Robin');
  await sheet.getByLabel('Last name').fill('Hale');
  await proceed.scrollIntoViewIfNeeded();
  // Nothing lies over the button while the toast is still up: the tap lands on it, well within 5 s.
  const toast = await page.getByTestId('toast').filter({ hasText: 'Missing Information' }).boundingBox();
  const button = await proceed.boundingBox();
  expect(toast && button).toBeTruthy();
  const overlaps = toast!.y < button!.y + button!.height && button!.y < toast!.y + toast!.height;
  expect(overlaps).toBe(false);
  await proceed.click({ timeout: 1_500 });
  await sheet.getByRole('button', { name: 'Pay $212.76' }).waitFor();
  await context.close();
});

test('the cart sheet whose code does not arrive leaves the page standing, and the next tap opens it', async () => {
  const { page, context } = await openPage(browser(), { width: 390, height: 844 });
  await page.goto('/cadence');
  await waitForLivePage(page);
  // A bad network for the first tap (before the idle preload, 3 s after the page settles).
  const dropped: string[] = [];
  let drop = true;
  await page.route('**/*.js', (route) => {
    if (!drop) return route.continue();
    dropped.push(route.request().url());
    return route.abort();
  });
  const cart = page.getByRole('banner').getByRole('button', { name: /cart/i });
  await cart.click();
  await page.waitForTimeout(1_000);
  expect(dropped.length).toBeGreaterThan(0);
  // The page is still there, and nothing is left half open.
  expect(await page.getByRole('heading', { level: 1, name: 'Cadence' }).isVisible()).toBe(true);
  expect(await page.getByRole('dialog').count()).toBe(0);
  drop = false;
  await cart.click();
  await page.getByRole('dialog', { name: 'Shopping Cart' }).waitFor({ timeout: 10_000 });
  await context.close();
});
