// Issue 32, part 5: the operations console at /admin (docs/console.md). An owner named by
// OWNER_EMAILS signs in from the console's prompt and comes back to it, sees the remotes, makes a
// published shop release live and rolls it back through the page (by keyboard, each move behind a
// confirmation), and the site serves what the console moved; a release the registry would refuse
// says why instead of offering a move; a move made from a team's terminal shows on the open page
// without a reload. A second account without a role gets the site's not-found page, and the
// console's API says nothing more to it; a shop team member on a phone sees the shop alone, on the
// screen. axe finds nothing.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { PASSWORD, signIn, signUp, uniqueEmail } from './support/accounts';
import { violations } from './support/axe';
import { browserForThisFile, openPage, returnToPageUntil } from './support/browser';
import { openDialogByKey, press, tabTo, waitForFocus } from './support/keyboard';
import { confirmEmail } from './support/outbox';
import { childEnv, portOf } from './support/ports';
import { brokenTableWords, cutOff } from './support/phoneLayout';
import {
  changeShopContract,
  publishRetitledShop,
  publishShop,
  releaseCommand,
  shopBuild,
  untilLiveShopOf,
} from './support/releases';
import { spawnSite, type SiteProcess } from './support/siteProcess';

jest.setTimeout(180_000);

const PORT = portOf('admin');
const OWNER = 'console-owner@example.com';

const browser = browserForThisFile();
let site: SiteProcess;
let dataDir: string;
let candidate: string;
let clashing: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-admin-'));
  site = await spawnSite(PORT, { DATA_DIR: dataDir, OWNER_EMAILS: OWNER });
  candidate = await publishRetitledShop(dataDir, PORT);
  // A shop release that also claims the quiz's page: the registry would refuse it.
  const build = shopBuild((dir) =>
    changeShopContract(dir, (contract) => contract.manifest.routes.push('/ai-trust-test')),
  );
  clashing = await publishShop(dataDir, PORT, build);
});
afterAll(async () => {
  await site?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A new account, signed up and confirmed through the site's pages and mail (signed in later, where the test says). */
async function signedUpAccount(page: Page, email: string) {
  await signUp(page, email);
  await page.waitForURL('**/login');
  await confirmEmail(page, email, 1, path.join(dataDir, 'outbox'));
  await page.goto('/login');
  await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
}

test('the owner signs in from the console, sees the remotes, makes a release live and rolls it back', async () => {
  const { page, logs } = await openPage(browser(), { baseURL: site.urls.shell });
  // The console's page is the shell's, never indexed.
  const html = await (await fetch(`${site.urls.shell}/admin/remotes/shop`)).text();
  expect(html).toContain('<meta name="robots" content="noindex">');
  await signedUpAccount(page, OWNER);

  await page.goto('/admin');
  await page.getByRole('heading', { level: 1, name: 'Operations console' }).waitFor();
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await page.waitForURL('**/login?next=%2Fadmin');
  await signIn(page, OWNER);
  await page.waitForURL('**/admin');
  const table = page.getByRole('table', { name: /Each remote you run/ });
  await table.waitFor();
  for (const remote of ['marketing', 'shop', 'account', 'cadence', 'quiz', 'admin']) {
    await table.getByRole('link', { name: remote, exact: true }).waitFor();
  }
  expect(await violations(page)).toEqual([]);

  await table.getByRole('link', { name: 'shop', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'shop' }).waitFor();
  const releases = page.getByRole('table', { name: /Releases/ });
  // The release the registry would refuse says why, and offers no move.
  const refused = releases.getByRole('row').filter({ hasText: clashing });
  await refused.getByText('Cannot go live now:').waitFor();
  await refused
    .getByRole('listitem')
    .filter({ hasText: /Its route \/ai-trust-test collides with \/ai-trust-test of the live "quiz" release/ })
    .waitFor();
  expect(await refused.getByRole('button').count()).toBe(0);
  // Nor is it offered for a rollout.
  await page.getByRole('button', { name: 'Start rollout' }).click();
  const plan = page.getByRole('dialog', { name: /rollout/i });
  const choice = plan.getByRole('combobox', { name: 'Release' });
  await choice.waitFor();
  const offered = await choice.locator('option').allTextContents();
  expect(offered).toEqual([candidate]);
  await plan.getByRole('button', { name: 'Cancel' }).click();
  await plan.waitFor({ state: 'hidden' });
  const row = releases.getByRole('row').filter({ hasText: candidate });
  await row.getByRole('button', { name: `Make live release ${candidate}` }).click();
  const dialog = page.getByRole('dialog', { name: `Make ${candidate} live?` });
  await dialog.getByRole('button', { name: 'Make live' }).click();
  await page.getByRole('status').filter({ hasText: `Done. activate:` }).waitFor();
  await untilLiveShopOf(site.urls.shell!, (manifest) => manifest.includes(candidate));
  await row.getByText('live', { exact: true }).waitFor();
  await waitForFocus(page.getByRole('status').filter({ hasText: 'Done. activate:' }));
  expect(await violations(page)).toEqual([]);

  // By keyboard: Roll back, confirm in the dialog (focus moves into it), and the site follows.
  const rollBack = page.getByRole('button', { name: 'Roll back' });
  await tabTo(page, rollBack);
  const confirm = page.getByRole('dialog', { name: 'Roll back shop?' });
  await openDialogByKey(page, confirm);
  const confirmButton = confirm.getByRole('button', { name: 'Roll back' });
  await tabTo(page, confirmButton);
  // The dialog closes as the move lands: focus is checked where it ends, on the status below.
  await press(page, 'Enter', { check: false });
  await page.getByRole('status').filter({ hasText: 'Done. rollback:' }).waitFor();
  await untilLiveShopOf(site.urls.shell!, (manifest) => !manifest.includes(candidate));
  // Focus is on what happened, not lost to the page.
  await waitForFocus(page.getByRole('status').filter({ hasText: 'Done. rollback:' }));
  const trail = page.getByRole('table', { name: /Audit trail/ });
  await trail.getByRole('row').filter({ hasText: 'rollback' }).filter({ hasText: OWNER }).waitFor();
  await trail.getByRole('row').filter({ hasText: 'activate' }).filter({ hasText: OWNER }).waitFor();

  // The shop's team makes the release live from its terminal: the console, left open, shows it
  // without a reload when the owner comes back to it (and every 15 s while in view).
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const moved = await releaseCommand(
    { DATA_DIR: dataDir, PORT: String(PORT), DATABASE_URL: '' },
    'activate',
    'shop',
    candidate,
  );
  expect(moved.status).toBe(0);
  expect(await returnToPageUntil(page, () => row.getByText('live', { exact: true }).isVisible())).toBe(true);
  await trail.getByRole('row').filter({ hasText: 'activate' }).filter({ hasText: 'shop team' }).waitFor();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(logs.filter((line) => line.startsWith('pageerror'))).toEqual([]);
  await page.context().close();
});

test('an account without a role gets the not-found page, and the API the same 404 as for no one', async () => {
  const { page } = await openPage(browser(), { baseURL: site.urls.shell });
  const email = uniqueEmail('no-role');
  await signedUpAccount(page, email);
  await signIn(page, email, PASSWORD);
  await page.waitForURL('**/account');
  await page.goto('/admin/remotes/shop');
  await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
  expect(await page.getByRole('table').count()).toBe(0);
  expect(await violations(page)).toEqual([]);
  const answers = await page.evaluate(async () => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('-auth-token'));
    const token = key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token : '';
    const ask = async (url: string, init: RequestInit = {}, auth = true) => {
      const headers = { 'Content-Type': 'application/json', ...(auth ? { Authorization: `Bearer ${token}` } : {}) };
      const response = await fetch(url, { ...init, headers });
      return `${response.status} ${await response.text()}`;
    };
    return [
      await ask('/api/console/me'),
      await ask('/api/console/remotes/shop/rollback', { method: 'POST', body: '{}' }),
      await ask('/api/console/me', {}, false),
      token ? 'token' : 'no token',
    ];
  });
  expect(answers[3]).toBe('token');
  expect(new Set(answers.slice(0, 3))).toEqual(
    new Set(['404 {"error":"Not found","message":"There is no such page."}']),
  );
  await page.context().close();
});

/** `npm run access -- <args>` against the test site (which holds its embedded database). */
const access = (...args: string[]) =>
  new Promise<string>((resolve, reject) =>
    execFile(
      process.execPath,
      ['server/dist/access/accessCommand.js', ...args],
      { env: childEnv({ DATA_DIR: dataDir, PORT: String(PORT), DATABASE_URL: '' }) },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    ),
  );

test("a shop team member on a phone sees the shop's releases alone, every part of the page on the screen", async () => {
  const { page } = await openPage(browser(), { baseURL: site.urls.shell, width: 390, height: 844 });
  const email = uniqueEmail('shop-team');
  await signedUpAccount(page, email);
  expect(await access('grant', email, 'team:shop')).toContain(`${email} is team:shop.`);
  await signIn(page, email, PASSWORD);
  await page.waitForURL('**/account');
  await page.goto('/admin');
  const consoleNav = page.getByRole('navigation', { name: 'Console' });
  await consoleNav.getByRole('link', { name: 'shop', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'shop' }).waitFor();
  await page.getByRole('table', { name: /Audit trail/ }).waitFor();
  expect(await consoleNav.getByRole('link').allInnerTexts()).toEqual(['All remotes', 'shop', 'Speed']);
  // Nothing the page shows reaches past the screen's right edge (where the site cuts it off): a wide
  // table scrolls sideways in its own region, its words whole.
  expect(await cutOff(page)).toEqual([]);
  expect(await brokenTableWords(page)).toEqual([]);
  expect(await violations(page)).toEqual([]);
  await page.context().close();
});
