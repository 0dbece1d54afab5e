// Issue 33: the mailed links as a person uses them, reading the real message from the outbox: sign
// up, sign-in refused (with an offer to send the link again), open the link and be signed in; the
// same link again is refused with a clear message; forgot password, the link, a new password that
// works while the old session is gone. Every new page passes axe and is used by keyboard.
import type { Page } from 'playwright-core';
import { browserForThisFile, openPage } from './support/browser';
import { violations } from './support/axe';
import { waitForToast } from './support/helpers';
import { newSignedInAccount, PASSWORD, signIn, signUp, uniqueEmail } from './support/accounts';
import { linkIn, waitForMail } from './support/outbox';

jest.setTimeout(120_000);

const browser = browserForThisFile();

/** The session supabase-js keeps for the page, as stored. */
const storedRefreshToken = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => /^sb-.+-auth-token$/.test(k));
    return key
      ? ((JSON.parse(localStorage.getItem(key) ?? '{}') as { refresh_token?: string }).refresh_token ?? '')
      : '';
  });

/** Whether the auth service still honours a refresh token (a session that was not ended). */
async function refreshWorks(page: Page, refreshToken: string): Promise<boolean> {
  const { url, anonKey } = await page.evaluate(() => ({
    url: document.querySelector<HTMLMetaElement>('meta[name="supabase-url"]')?.content ?? '',
    anonKey: document.querySelector<HTMLMetaElement>('meta[name="supabase-anon-key"]')?.content ?? '',
  }));
  const response = await fetch(`${url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return response.ok;
}

test('sign up, sign-in refused with an offer to resend, open the link: signed in; a second click is refused', async () => {
  const { page } = await openPage(browser());
  const email = uniqueEmail('links');
  await signUp(page, email);
  await page.waitForURL('**/login');
  await signIn(page, email);
  expect(await waitForToast(page, 'Email not confirmed')).toContain('Error');
  await page.getByText('Your email is not confirmed yet.').waitFor();
  expect(await violations(page)).toEqual([]);

  const first = await waitForMail(email);
  // Sign-up just sent one: asking again at once is refused, alike for every address.
  await page.getByRole('button', { name: 'Send the confirmation link again' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /only request this after/ })
    .waitFor();

  const link = linkIn(first);
  expect(new URL(link).searchParams.get('redirect_to')).toMatch(/\/auth\/confirm$/);
  await page.goto(link);
  await page.getByRole('heading', { level: 1, name: 'Your email is confirmed' }).waitFor();
  expect(await page.getByText('You are signed in as').textContent()).toContain(email);
  // The tokens do not stay in the address bar.
  expect(new URL(page.url()).hash).toBe('');
  expect(await violations(page)).toEqual([]);
  await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).waitFor();

  const { page: other } = await openPage(browser());
  await other.goto(link);
  await other.getByRole('heading', { level: 1, name: 'This link was used or has expired' }).waitFor();
  expect(await other.getByText('The service said: Email link is invalid or has expired').count()).toBe(1);
  expect(await violations(other)).toEqual([]);
  // The offer of a new link, by keyboard: the answer is the same for any address.
  await other.getByLabel('Email').focus();
  await other.keyboard.type(uniqueEmail('nobody'));
  await other.keyboard.press('Enter');
  await other.getByRole('status').filter({ hasText: 'If that address has an account waiting' }).waitFor();
});

test('forgot password: the link, a new password that works, the old session gone', async () => {
  const { page: before } = await openPage(browser());
  const email = await newSignedInAccount(before, 'reset');
  const oldRefresh = await storedRefreshToken(before);
  expect(await refreshWorks(before, oldRefresh)).toBe(true);

  const { page } = await openPage(browser());
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
  expect(await violations(page)).toEqual([]);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Email').press('Enter');
  await page.getByRole('status').filter({ hasText: 'If an account uses that email' }).waitFor();
  // An address with no account gets the very same words (and nothing is mailed to it).
  const nobody = uniqueEmail('no-account');
  await page.getByLabel('Email').fill(nobody);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page.getByRole('status').filter({ hasText: 'If an account uses that email' }).waitFor();

  const mail = await waitForMail(email, 2);
  expect(mail.subject).toBe('Reset your password for Alex Rivera AI');
  await page.goto(linkIn(mail));
  await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
  expect(await violations(page)).toEqual([]);
  await page.getByLabel('New password', { exact: true }).fill('password1');
  await page.getByLabel('Confirm new password').fill('password1');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await page.getByRole('status').filter({ hasText: 'known to be weak' }).waitFor();
  await page.getByLabel('New password', { exact: true }).fill('a brand new horse');
  await page.getByLabel('Confirm new password').fill('a brand new horse');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await page.getByRole('status').filter({ hasText: 'Your new password is set' }).waitFor();
  // The fields are emptied: a second press would have sent the same password, refused as unchanged.
  expect(await page.getByLabel('New password', { exact: true }).inputValue()).toBe('');
  expect(await page.getByLabel('Confirm new password').inputValue()).toBe('');

  expect(await refreshWorks(before, oldRefresh)).toBe(false);
  const { page: again } = await openPage(browser());
  await again.goto('/login');
  await signIn(again, email, PASSWORD);
  expect(await waitForToast(again, 'Invalid login credentials')).toContain('Error');
  await signIn(again, email, 'a brand new horse');
  await again.waitForURL('**/account');
});
