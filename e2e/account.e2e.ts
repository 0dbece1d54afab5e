// Issue 5: authentication as a visitor sees it, through the real supabase-js client against the
// local auth service the production server starts (with a throw-away data folder, see
// support/site.ts): sign up, sign in, the shell's navbar, a reload, sign out, the protected route.
import type { Page } from 'playwright-core';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { baseUrl, openPage, browserForThisFile } from './support/browser';
import { cspSources, pagePolicy, waitForToast } from './support/helpers';
import { spawnSite } from './support/siteProcess';
import { newSignedInAccount, PASSWORD, signIn, signUp, uniqueEmail } from './support/accounts';
import { confirmEmail, waitForMail } from './support/outbox';
import { portOf } from './support/ports';

jest.setTimeout(90_000);

const browser = browserForThisFile();

/** The page's auth settings, as the server wrote them into the HTML. */
async function authSettings(page: Page) {
  return page.evaluate(() => ({
    url: document.querySelector<HTMLMetaElement>('meta[name="supabase-url"]')?.content ?? '',
    anonKey: document.querySelector<HTMLMetaElement>('meta[name="supabase-anon-key"]')?.content ?? '',
  }));
}

test('sign up, sign in, dashboard in the shell, reload, sign out: the whole journey through supabase-js', async () => {
  const { page, context, logs } = await openPage(browser());
  const email = uniqueEmail('journey');
  const banner = page.getByRole('banner');

  await signUp(page, email);
  expect(await waitForToast(page, 'Please check your email to confirm your account')).toContain('Success');
  await page.waitForURL('**/login');
  await banner.getByRole('link', { name: 'Sign In' }).waitFor();

  // Before the mailed link is opened, sign-in is refused and says why.
  await signIn(page, email);
  expect(await waitForToast(page, 'Email not confirmed')).toContain('Error');
  const mail = await waitForMail(email);
  expect(mail.subject).toBe('Confirm your email for Alex Rivera AI');
  expect(mail.body).toContain('If you did not create an account');
  await confirmEmail(page, email);
  await page.goto('/login');
  await signIn(page, email);
  expect(await waitForToast(page, 'Welcome back!')).toContain('Success');
  await page.waitForURL('**/account');
  expect(await page.getByTestId('signed-in-email').textContent()).toBe(email);
  await banner.getByRole('link', { name: 'Dashboard' }).waitFor();
  await banner.getByRole('button', { name: 'Sign Out' }).waitFor();
  expect(await banner.getByRole('link', { name: 'Sign In' }).count()).toBe(0);

  await page.getByRole('tab', { name: 'Account' }).click();
  expect(await page.getByTestId('profile-email').textContent()).toBe(email);

  // A reload reads the stored session: still signed in, on the dashboard.
  await page.reload();
  await page.getByTestId('signed-in-email').waitFor();
  expect(await page.getByTestId('signed-in-email').textContent()).toBe(email);
  await banner.getByRole('link', { name: 'Dashboard' }).waitFor();

  const stored = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => /^sb-.+-auth-token$/.test(k));
    return key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { refresh_token?: string }) : null;
  });
  expect(stored?.refresh_token).toBeTruthy();

  // Sign Out in the shell's navbar: the account remote leaves /account for /login at once.
  await banner.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL('**/login');
  await banner.getByRole('link', { name: 'Sign In' }).waitFor();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => /^sb-.+-auth-token$/.test(k)))).toEqual([]);

  // ...and the service ended the session: its refresh token no longer works.
  const { url, anonKey } = await authSettings(page);
  const refresh = await fetch(`${url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh_token: stored?.refresh_token }),
  });
  expect(refresh.status).toBe(400);

  // The protected route now redirects, replacing itself in the history.
  await page.goto('/');
  await page.goto('/account');
  await page.waitForURL('**/login');
  await page.goBack();
  await page.waitForURL((current) => current.pathname === '/');

  expect(logs.filter((line) => /Multiple GoTrueClient|Content Security Policy|pageerror/.test(line))).toEqual([]);
  await context.close();
});

test("the service's messages reach the visitor: a taken email answered alike, wrong password, short password", async () => {
  const { page, context } = await openPage(browser(), { width: 390, height: 844 });
  const email = uniqueEmail('errors');
  await signUp(page, email);
  await page.waitForURL('**/login');

  // A taken address gets the answer a new one gets (its owner is told by mail, at most once a minute).
  await signUp(page, email);
  expect(await waitForToast(page, 'Please check your email to confirm your account')).toContain('Success');

  await signUp(page, uniqueEmail('short'), '12345');
  await page.getByText('Password must be at least 6 characters').waitFor();

  await signUp(page, uniqueEmail('mismatch'), PASSWORD, `${PASSWORD}x`);
  expect(await waitForToast(page, 'Passwords do not match')).toContain('Error');

  await page.goto('/login');
  await signIn(page, email, 'not-the-password');
  expect(await waitForToast(page, 'Invalid login credentials')).toContain('Error');
  expect(new URL(page.url()).pathname).toBe('/login');
  expect(await page.getByLabel('Email').isEnabled()).toBe(true);
  await context.close();
});

test('the page may talk to the local auth origin (CSP) and is handed only its public key', async () => {
  const response = await fetch(`${baseUrl()}/login`);
  const html = await response.text();
  const url = /<meta name="supabase-url" content="([^"]+)"/.exec(html)?.[1] ?? '';
  expect(url).toMatch(/^http:\/\/localhost:\d+$/);
  expect(cspSources(pagePolicy(response, html), 'connect-src')).toContain(url);
  const key = /<meta name="supabase-anon-key" content="([^"]+)"/.exec(html)?.[1] ?? '';
  const payload = JSON.parse(Buffer.from(key.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
  expect(payload.role).toBe('anon');
});

test("the affiliate page copies the signed-in referrer's own link", async () => {
  const { page, context } = await openPage(browser());
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  await newSignedInAccount(page, 'affiliate');
  await page.goto('/affiliates');
  const code = (await page.getByTestId('referral-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  await page.getByRole('button', { name: 'Copy referral link for AI Prompt Mastery Course' }).click();
  expect(await waitForToast(page, 'Copied!')).toContain('Link copied to clipboard');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${new URL(baseUrl()).origin}/shop?ref=${code}&product=ai-prompt-mastery`,
  );
  // The same code on the next visit: it is the account's, kept by the server.
  await page.reload();
  expect((await page.getByTestId('referral-code').textContent())?.trim()).toBe(code);
  await context.close();
});

test('a corrupt users.json turns sign-in off with a clear message on /login; every page is still served', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-corrupt-auth-'));
  const truncated = '{"version":1,"users":[{"id":"a1","email":"pat@exam';
  fs.writeFileSync(path.join(dataDir, 'users.json'), truncated);
  const site = await spawnSite(portOf('account'), { AUTH_DATA_DIR: dataDir });
  try {
    for (const route of ['/', '/shop', '/login', '/ai-trust-test', '/cadence']) {
      expect((await fetch(`${site.urls.shell}${route}`)).status).toBe(200);
    }
    expect((await fetch(`${site.urls.shop}/remoteEntry.js`)).status).toBe(200);
    const ready = await fetch(`${site.urls.shell}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({
      checks: { auth: expect.stringMatching(/sign-in disabled/), shop: 'ok' },
    });

    const { page, context } = await openPage(browser(), { baseURL: site.urls.shell });
    await page.goto('/login');
    await page.getByRole('note').filter({ hasText: 'Sign-in is temporarily unavailable' }).waitFor();
    await page.getByLabel('Email').fill('pat@example.com');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    expect(await waitForToast(page, 'Error')).toContain('Sign-in is temporarily unavailable');
    await context.close();
    // The damaged file is left for the operator to repair, never overwritten.
    expect(fs.readFileSync(path.join(dataDir, 'users.json'), 'utf8')).toBe(truncated);
  } finally {
    await site.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
