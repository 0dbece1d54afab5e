// The cart's checkout as a visitor goes through it: add from a shop page, open the cart from the
// toast, fill in the details, pay, read the order number off the confirmation.
import type { Locator, Page } from 'playwright-core';
import { waitForToast } from './helpers';

/** Adds a product from a shop page and opens the cart from the toast, as a visitor does. */
export async function addToCart(page: Page, route: string, product: string): Promise<Locator> {
  await page.goto(route);
  await page.getByRole('button', { name: `Add to Cart: ${product}` }).click();
  await page
    .getByTestId('toast')
    .filter({ hasText: 'Added to Cart' })
    .getByRole('button', { name: 'View Cart' })
    .click();
  const sheet = page.getByRole('dialog', { name: 'Shopping Cart' });
  await sheet.waitFor();
  return sheet;
}

/** Fills the contact details, pays, and returns the order number the confirmation shows. */
export async function checkOut(page: Page, sheet: Locator, email: string, expectedTotal?: string): Promise<string> {
  await sheet.getByLabel('Email').fill(email);
  await sheet.getByLabel('First name').fill('Robin');
  await sheet.getByLabel('Last name').fill('Hale');
  await sheet.getByRole('button', { name: /Proceed to Payment/ }).click();
  const pay = sheet.getByRole('button', { name: expectedTotal ? `Pay ${expectedTotal}` : /^Pay \$/ });
  await pay.click();
  expect(await waitForToast(page, 'Payment Successful!')).toContain('Your order has been processed successfully');
  await sheet.getByRole('heading', { name: 'Order confirmed' }).waitFor();
  const number = (await sheet.getByTestId('order-number').textContent())?.trim() ?? '';
  expect(number).toMatch(/^ORD-[A-Z0-9]{8}$/);
  return number;
}
