// Issue 17: the site with the keyboard only. Tab, Shift+Tab, Enter, Space, Escape and the arrow
// keys, at a person's pace; after every key focus must be visible, on screen, never on the body and
// inside the open dialog while one is open (support/keyboard.ts).
import type { Page } from 'playwright-core';
import { openPage, browserForThisFile } from './support/browser';
import { expectCartBadge, waitForToast } from './support/helpers';
import {
  expectFocusUsable,
  isFocused,
  openDialogByKey,
  press,
  tabTo,
  type,
  visit,
  waitForFocus,
} from './support/keyboard';
import { confirmEmail } from './support/outbox';

jest.setTimeout(120_000);

const browser = browserForThisFile();

const PASSWORD = 'correct-horse-7';

/** The text the page's status region announced after a navigation. */
const announced = (page: Page) => page.getByTestId('page-announcer').textContent();

/** After a client-side navigation: focus on the new h1, and its title announced. */
async function expectNewPageFocused(page: Page, heading: string | RegExp) {
  await waitForFocus(page.getByRole('heading', { level: 1, name: heading }));
  await page.waitForFunction(
    () => document.querySelector('[data-testid="page-announcer"]')?.textContent === document.title,
  );
  expect(await announced(page)).toBe(await page.title());
  await expectFocusUsable(page);
}

test('shop to confirmation: add two products, open the cart from the header, Escape with toasts on screen, fill in, pay', async () => {
  const { page, context } = await openPage(browser());
  const banner = page.getByRole('banner');

  // The navbar's Shop link is where this visitor starts from: Enter on a link to another page...
  await visit(page, '/');
  await tabTo(page, banner.getByRole('link', { name: 'Shop', exact: true }));
  await press(page, 'Enter', { check: false });
  await page.waitForURL('**/shop');
  // ...lands on the new page's heading, and its title is announced.
  await expectNewPageFocused(page, 'AI Products for Business Owners');
  expect(await page.title()).toMatch(/Shop/);

  // Enter and Space both press an Add to Cart button (named after its visible label).
  await tabTo(page, page.getByRole('button', { name: 'Add to Cart: AI Automation Blueprint' }));
  await press(page, 'Enter');
  await waitForToast(page, 'Added to Cart');
  await tabTo(page, page.getByRole('button', { name: 'Add to Cart: AI Prompt Mastery Course' }), { backwards: true });
  await press(page, 'Space');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="toast"]').length >= 2);
  await expectCartBadge(page, 2);

  // Back up to the header's cart button and open the sheet: focus goes into it.
  const cartButton = banner.getByRole('button', { name: /^Open cart/ });
  await tabTo(page, cartButton, { backwards: true });
  const sheet = page.getByRole('dialog', { name: 'Shopping Cart' });
  await openDialogByKey(page, sheet);

  // Two fresh toasts on screen (the offer's "Add to order", pressed twice inside the sheet: the
  // adds' toasts may have timed out on a slow machine): Escape still closes the sheet, and focus is
  // back on the cart button.
  await tabTo(page, sheet.getByRole('button', { name: /^Add to order/ }));
  await press(page, 'Enter');
  await press(page, 'Enter');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="toast"]').length >= 2);
  await press(page, 'Escape');
  await sheet.waitFor({ state: 'hidden' });
  expect(await isFocused(cartButton)).toBe(true);

  await press(page, 'Enter');
  await sheet.waitFor();
  // Tab stays inside the sheet, around and around (focusReport fails on focus outside it).
  await tabTo(page, sheet.getByLabel('Email'));
  await type(page, 'pat@example.com');
  await press(page, 'Tab');
  expect(await isFocused(sheet.getByLabel('First name'))).toBe(true);
  await type(page, 'Pat');
  await press(page, 'Tab');
  expect(await isFocused(sheet.getByLabel('Last name'))).toBe(true);
  await type(page, 'Lee');
  await tabTo(page, sheet.getByRole('button', { name: /Proceed to Payment/ }));
  await press(page, 'Enter');

  // The payment step: focus on its first field, the chosen payment method; arrows switch it.
  const card = sheet.getByRole('radio', { name: 'Card' });
  await waitForFocus(card);
  await press(page, 'ArrowRight');
  expect(await sheet.getByRole('radio', { name: 'PayPal' }).isChecked()).toBe(true);
  await press(page, 'ArrowLeft');
  expect(await card.isChecked()).toBe(true);
  await tabTo(page, sheet.getByRole('button', { name: /^Pay \$/ }));
  await press(page, 'Enter');
  expect(await waitForToast(page, 'Payment Successful!')).toContain('Your order has been processed successfully');
  await waitForFocus(sheet.getByRole('heading', { name: 'Order confirmed' }));
  await expectCartBadge(page, 0);

  await press(page, 'Escape');
  await sheet.waitFor({ state: 'hidden' });
  expect(await isFocused(cartButton)).toBe(true);
  await context.close();
});

test('sign up, then sign in, then the dashboard tabs with the arrow keys', async () => {
  const { page, context } = await openPage(browser());
  const email = `keys-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await visit(page, '/signup');
  await tabTo(page, page.getByLabel('Email'));
  await type(page, email);
  await press(page, 'Tab');
  await type(page, PASSWORD);
  await press(page, 'Tab');
  expect(await isFocused(page.getByLabel('Confirm password'))).toBe(true);
  await type(page, PASSWORD);
  await press(page, 'Enter', { check: false });
  await waitForToast(page, 'Please check your email to confirm your account');
  await page.waitForURL('**/login');
  await expectNewPageFocused(page, 'Sign In');
  await confirmEmail(page, email);
  await visit(page, '/login');

  await tabTo(page, page.getByLabel('Email'));
  await type(page, email);
  await press(page, 'Tab');
  await type(page, PASSWORD);
  await tabTo(page, page.getByRole('main').getByRole('button', { name: 'Sign In' }));
  await press(page, 'Space', { check: false });
  await page.waitForURL('**/account');
  await expectNewPageFocused(page, /Welcome back/);

  // Tabs (WAI-ARIA APG): Tab reaches the selected tab, arrows move and select, Home and End.
  const overview = page.getByRole('tab', { name: 'Overview' });
  await tabTo(page, overview);
  await press(page, 'ArrowRight');
  const orders = page.getByRole('tab', { name: 'Orders' });
  expect(await isFocused(orders)).toBe(true);
  expect(await orders.getAttribute('aria-selected')).toBe('true');
  await press(page, 'End');
  const account = page.getByRole('tab', { name: 'Account' });
  expect(await account.getAttribute('aria-selected')).toBe('true');
  expect(await page.getByTestId('profile-email').textContent()).toBe(email);
  await press(page, 'Home');
  expect(await overview.getAttribute('aria-selected')).toBe('true');
  // Tab leaves the tab list for the panel, Shift+Tab comes back to the selected tab.
  await press(page, 'Tab');
  expect(await isFocused(overview)).toBe(false);
  await press(page, 'Shift+Tab');
  expect(await isFocused(overview)).toBe(true);
  await context.close();
});

test('the affiliate tabs switch with the arrow keys', async () => {
  const { page, context } = await openPage(browser());
  await visit(page, '/affiliates');
  const first = page.getByRole('tab', { name: 'Referral Links' });
  await tabTo(page, first);
  await press(page, 'ArrowLeft'); // wraps to the last tab
  const details = page.getByRole('tab', { name: 'Program Details' });
  expect(await isFocused(details)).toBe(true);
  expect(await details.getAttribute('aria-selected')).toBe('true');
  expect(await page.getByRole('tabpanel').textContent()).toMatch(/30%/);
  await press(page, 'ArrowRight');
  expect(await first.getAttribute('aria-selected')).toBe('true');
  await press(page, 'ArrowRight');
  expect(await page.getByRole('tab', { name: 'Earnings' }).getAttribute('aria-selected')).toBe('true');
  await context.close();
});

test('the trust test to its result with Enter and Space', async () => {
  const { page, context } = await openPage(browser());
  await visit(page, '/ai-trust-test');
  for (let n = 1; n <= 7; n += 1) {
    await page.getByText(`Question ${n} of 7`).waitFor();
    // Focus follows to the new question (after the first), so the next Tab reaches its answers.
    await tabTo(page, page.getByRole('button', { name: 'Completely', exact: true }));
    await press(page, n % 2 ? 'Enter' : 'Space');
  }
  const result = page.locator('[data-level="trusted"]');
  await result.waitFor();
  await waitForFocus(result.getByRole('heading', { level: 2 }));
  expect(await result.textContent()).toContain('Score: 7 / 7');
  await tabTo(page, page.getByRole('button', { name: 'Take the test again' }));
  await press(page, 'Enter');
  await page.getByText('Question 1 of 7').waitFor();
  await expectFocusUsable(page);
  await context.close();
});

test('a service dialog on / opens with Enter, keeps focus inside, and Escape returns focus to its button', async () => {
  const { page, context } = await openPage(browser());
  await visit(page, '/');
  const trigger = page.getByRole('button', { name: 'View details of Business Process Automation' });
  await tabTo(page, trigger);
  const dialog = page.getByRole('dialog', { name: 'Business Process Automation' });
  await openDialogByKey(page, dialog);
  // Round the dialog more than once, both ways: focus never leaves it (press() checks).
  for (let i = 0; i < 6; i++) await press(page, 'Tab');
  for (let i = 0; i < 6; i++) await press(page, 'Shift+Tab');
  await press(page, 'Escape', { check: false });
  await dialog.waitFor({ state: 'hidden' });
  await waitForFocus(trigger);
  await expectFocusUsable(page);

  // In-page anchors keep their behaviour: the navbar's Contact goes to the section, focus stays.
  const contact = page.getByRole('banner').getByRole('link', { name: 'Contact' });
  await tabTo(page, contact, { backwards: true });
  await press(page, 'Enter');
  await page.waitForFunction(() => {
    const top = document.getElementById('contact')?.getBoundingClientRect().top ?? 1e9;
    return top > 60 && top < 100; // below the sticky navbar (64 px) and the section's margin
  });
  expect(await isFocused(contact)).toBe(true);
  await context.close();
});

test('the mobile menu at 390 px: Enter opens, Tab goes into it, Escape closes it onto the toggle, a link goes to the new page', async () => {
  const { page, context } = await openPage(browser(), { width: 390, height: 844 });
  await visit(page, '/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  const menu = page.getByRole('navigation', { name: 'Main' });
  await tabTo(page, toggle);
  await press(page, 'Enter');
  await menu.waitFor({ state: 'visible' });
  expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
  await press(page, 'Tab');
  expect(await isFocused(menu.getByRole('link', { name: 'About' }))).toBe(true);
  await press(page, 'Escape');
  await menu.waitFor({ state: 'hidden' });
  expect(await isFocused(toggle)).toBe(true);

  await press(page, 'Space');
  await menu.waitFor({ state: 'visible' });
  await tabTo(page, menu.getByRole('link', { name: 'Community' }));
  await press(page, 'Enter', { check: false });
  await page.waitForURL('**/community');
  await menu.waitFor({ state: 'hidden' });
  await expectNewPageFocused(page, /./);
  expect(await page.title()).toMatch(/Inner Circle|Community/);

  // Shift+Tab from the page back up through the header never lands on a hidden menu link.
  await tabTo(page, page.getByRole('button', { name: 'Open menu' }), { backwards: true });
  await context.close();
});
