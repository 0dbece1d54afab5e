// Signing up and in as a visitor does, through the real pages and the local auth service.
import type { Page } from 'playwright-core';
import { confirmEmail } from './outbox';

export const PASSWORD = 'correct-horse-7';
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

export async function signUp(page: Page, email: string, password = PASSWORD, confirm = password) {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(confirm);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  // After sign-up the address changes before the sign-in form replaces the sign-up form (the page is
  // a lazy part): a person waits to see the form they are about to fill.
  const submit = page.getByRole('button', { name: 'Sign In' });
  await submit.waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await submit.click();
}

/** A new account, its email confirmed by the mailed link, signed in, on /account. */
export async function newSignedInAccount(page: Page, label: string): Promise<string> {
  const email = uniqueEmail(label);
  await signUp(page, email);
  await page.waitForURL('**/login');
  await confirmEmail(page, email);
  await page.goto('/login');
  // The address changes before the sign-in form replaces the sign-up form (the page is a lazy part):
  // a person waits to see the form they are about to fill.
  await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
  await signIn(page, email);
  // Signed in is where it leads and whose email it shows (the toast itself is the journey test's).
  try {
    await page.waitForURL('**/account', { timeout: 30_000 });
    await page.getByTestId('signed-in-email').filter({ hasText: email }).waitFor({ timeout: 30_000 });
  } catch (error) {
    // What the visitor saw instead, for the report.
    console.error(
      `Sign-in of ${email} did not lead to /account (at ${page.url()}):`,
      await page.locator('body').innerText(),
    );
    throw error;
  }
  return email;
}
