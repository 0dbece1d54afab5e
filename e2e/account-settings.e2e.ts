// Issue 33: the dashboard's Account tab as a person uses it, reading the real mail from the outbox:
// change the email and confirm it at the new address (the old one told); sign out of every device;
// a new password signs the other browser out;
// delete the account after being told what happens. And a guest's order: not shown to a sign-up
// with the buyer's email until that email is confirmed. The tab passes axe.
import type { Page } from 'playwright-core';
import { baseUrl, browserForThisFile, openPage } from './support/browser';
import { violations } from './support/axe';
import { waitForToast } from './support/helpers';
import { newSignedInAccount, PASSWORD, signIn, signUp, uniqueEmail } from './support/accounts';
import { guestOrderBody, placeOrder } from './support/orders';
import { confirmEmail, linkIn, waitForMail } from './support/outbox';

jest.setTimeout(120_000);

const browser = browserForThisFile();

async function accountTab(page: Page) {
  await page.getByRole('tab', { name: 'Account' }).click();
  await page.getByRole('heading', { name: 'Change email' }).waitFor();
}

test('change the email, confirm it at the new address; the old address is told', async () => {
  const { page } = await openPage(browser());
  const email = await newSignedInAccount(page, 'move');
  await accountTab(page);
  expect(await violations(page)).toEqual([]);
  const next = uniqueEmail('moved');
  await page.getByLabel('New email').fill(next);
  await page.getByRole('button', { name: 'Change email' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: `We sent a link to ${next}` })
    .waitFor();
  expect((await waitForMail(email, 2)).subject).toBe('Your Alex Rivera AI email is being changed');

  await page.goto(linkIn(await waitForMail(next)));
  await page.getByRole('heading', { level: 1, name: 'Your new email is confirmed' }).waitFor();
  expect(await page.getByText('Your account now uses').textContent()).toContain(next);
  const { page: other } = await openPage(browser());
  await other.goto('/login');
  await signIn(other, next);
  await other.waitForURL('**/account');
  expect(await other.getByTestId('signed-in-email').textContent()).toBe(next);
});

test('sign out of every device ends the other sessions too', async () => {
  const { page } = await openPage(browser());
  const email = await newSignedInAccount(page, 'everywhere');
  const { page: phone } = await openPage(browser());
  await phone.goto('/login');
  await signIn(phone, email);
  await phone.waitForURL('**/account');

  await accountTab(page);
  await page.getByRole('button', { name: 'Sign out of every device' }).click();
  await page.waitForURL('**/login');
  // The other device's session is over: its next refresh is refused and it is signed out.
  await phone.evaluate(async () => {
    const key = Object.keys(localStorage).find((k) => /^sb-.+-auth-token$/.test(k));
    const stored = JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as { expires_at?: number };
    // Make the stored access token look expired, as it would be within the hour.
    localStorage.setItem(key ?? '', JSON.stringify({ ...stored, expires_at: Math.floor(Date.now() / 1000) - 10 }));
  });
  await phone.reload();
  await phone.waitForURL('**/login');
});

test('a new password in one browser: the other, on its next visit to the dashboard, is signed out', async () => {
  const { page } = await openPage(browser());
  const email = await newSignedInAccount(page, 'newpass');
  const { page: laptop } = await openPage(browser());
  await laptop.goto('/login');
  await signIn(laptop, email);
  await laptop.waitForURL('**/account');

  await accountTab(page);
  const section = page.getByRole('region', { name: 'Change password' });
  await section.getByLabel('Current password').fill(PASSWORD);
  await section.getByLabel('New password', { exact: true }).fill('Fresh-Lantern-2031');
  await section.getByLabel('Confirm new password').fill('Fresh-Lantern-2031');
  await section.getByRole('button', { name: 'Change password' }).click();
  await section.getByText('Your password is changed. Every other device was signed out.').waitFor();
  // No clock moved: the other browser's token is still within its hour, and it is signed out all the same.
  await laptop.reload();
  await laptop.waitForURL('**/login');
  await laptop.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor();
});

test('delete the account: told what happens, password asked, then gone', async () => {
  const { page } = await openPage(browser());
  const email = await newSignedInAccount(page, 'leaving');
  await accountTab(page);
  const section = page.getByRole('region', { name: 'Delete your account' });
  expect(await section.getByText('Orders you placed stay in the shop').count()).toBe(1);
  await section.getByLabel('Your password').fill('not-my-password');
  await section.getByLabel('I understand that my account is deleted for good.').check();
  await section.getByRole('button', { name: 'Delete my account permanently' }).click();
  await section.getByRole('status').filter({ hasText: 'That is not your current password' }).waitFor();
  await section.getByLabel('Your password').fill(PASSWORD);
  await section.getByRole('button', { name: 'Delete my account permanently' }).click();
  expect(await waitForToast(page, 'Account deleted')).toContain('Your account is deleted');
  await page.waitForURL((url) => url.pathname === '/');

  await page.goto('/login');
  await signIn(page, email);
  expect(await waitForToast(page, 'Invalid login credentials')).toContain('Error');
});

test("a guest's order is hidden from an unconfirmed sign-up with the buyer's email, shown once confirmed", async () => {
  const email = uniqueEmail('guest-buyer');
  const placed = await placeOrder(baseUrl(), guestOrderBody(email));
  expect(placed.status).toBe(201);
  const { page } = await openPage(browser());
  await signUp(page, email);
  await page.waitForURL('**/login');
  await signIn(page, email);
  expect(await waitForToast(page, 'Email not confirmed')).toContain('Error');
  expect(new URL(page.url()).pathname).toBe('/login');

  await confirmEmail(page, email);
  await page.getByRole('heading', { level: 1, name: 'Your email is confirmed' }).waitFor();
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await page.getByRole('tab', { name: 'Orders' }).click();
  await page
    .getByText(placed.id ?? 'no order id')
    .first()
    .waitFor();
});
