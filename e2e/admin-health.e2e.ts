// Issue 32, part 5: the console's health, speed and rollouts (docs/console.md). Real page views of
// the site show up in the Speed page's table and the shop's health charts (read as tables, which
// take in a new visit while open); an owner starts a rollout of a published shop release from the
// console (a plan it cannot run is explained first), sees its step and next decision, and aborts it
// by keyboard: visitors get the stable shop again, and the audit trail says who. axe finds nothing
// on the new pages.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { signIn, signUp } from './support/accounts';
import { violations } from './support/axe';
import { browserForThisFile, openPage, returnToPageUntil } from './support/browser';
import { openDialogByKey, press, tabTo, waitForFocus } from './support/keyboard';
import { confirmEmail } from './support/outbox';
import { portOf } from './support/ports';
import { publishRetitledShop } from './support/releases';
import { spawnSite, type SiteProcess } from './support/siteProcess';

jest.setTimeout(240_000);

const PORT = portOf('admin-health');
const OWNER = 'health-owner@example.com';

const browser = browserForThisFile();
let site: SiteProcess;
let dataDir: string;
let candidate: string;
let owner: Page;

/** Opens a page as a visitor, reads it until the reporter is there, then leaves (the beacon goes). */
async function visitAndLeave(pathname: string): Promise<void> {
  const { context, page } = await openPage(browser(), { baseURL: site.urls.shell });
  await page.goto(pathname);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => document.documentElement.dataset.telemetry === 'on', undefined, { timeout: 60_000 });
  await page.goto('about:blank');
  // Closed when the test ends: closing the browser at once can drop the beacon not yet sent.
  leftPages.push(context);
}

const leftPages: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(leftPages.splice(0).map((context) => context.close()));
});

/** Opens `pathname` in the console until `shown` is on it (the server writes what came each second). */
async function openUntil(page: Page, pathname: string, shown: () => Promise<boolean>): Promise<void> {
  // The write-behind pauses up to 10 s after a slow flush (docs/release-health.md).
  const deadline = Date.now() + 30_000;
  await page.goto(pathname);
  for (;;) {
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByText(/^Loading/).waitFor({ state: 'detached' });
    if ((await shown()) || Date.now() > deadline) return;
    await page.waitForTimeout(1_500);
    await page.reload();
  }
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-admin-health-'));
  site = await spawnSite(PORT, { DATA_DIR: dataDir, OWNER_EMAILS: OWNER });
  candidate = await publishRetitledShop(dataDir, PORT);
  ({ page: owner } = await openPage(browser(), { baseURL: site.urls.shell }));
  await signUp(owner, OWNER);
  await owner.waitForURL('**/login');
  await confirmEmail(owner, OWNER, 1, path.join(dataDir, 'outbox'));
  await owner.goto('/login');
  await owner.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
  await signIn(owner, OWNER);
  await owner.waitForURL('**/account');
});
afterAll(async () => {
  await owner?.context().close();
  await site?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("visitors' page views show on the Speed page, rated, and in the shop's health charts", async () => {
  await visitAndLeave('/shop');
  await visitAndLeave('/shop');
  await visitAndLeave('/');

  const speedRow = () => owner.getByRole('table', { name: 'Last 24 hours' }).getByRole('row', { name: /\/shop shop/ });
  const homeRow = () => owner.getByRole('table', { name: 'Last 7 days' }).getByRole('row', { name: /^\/ marketing/ });
  // Both /shop views and the / view: the server writes what it receives about once a second, so
  // one may show before another (in CI the page once showed the /shop views and not yet /).
  const samples = async () =>
    (await speedRow().count()) > 0 ? Number((await speedRow().getByRole('cell').allTextContents())[4]) : 0;
  await openUntil(owner, '/admin/speed', async () => (await samples()) >= 2 && (await homeRow().count()) > 0);
  await owner.getByRole('heading', { level: 1, name: 'Speed' }).waitFor();
  // The shop's route, its remote, a p75 LCP with its rating, and the page views that measured it.
  const cells = await speedRow().getByRole('cell').allTextContents();
  expect(cells[0]).toBe('shop');
  expect(cells[1]).toMatch(/^\d+(\.\d+)? (ms|s) (good|needs improvement|poor)$/);
  expect(Number(cells[4])).toBeGreaterThanOrEqual(2);
  await homeRow().waitFor();
  expect(await violations(owner)).toEqual([]);

  // The shop's health: its sessions in the charts' tables, each chart a picture with a name.
  await owner.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'shop', exact: true }).click();
  await owner.getByRole('link', { name: 'Health charts of shop' }).click();
  await owner.getByRole('heading', { level: 1, name: 'Health of shop' }).waitFor();
  const errored = owner.getByRole('table', { name: 'Errored sessions, per interval' });
  // The Speed page's two samples may hold an earlier view: the server writes what it receives about
  // once a second, so the page is read again until both /shop views of this test are in.
  let stableCells: string[] = [];
  let sessions: string[] = [];
  const readSessions = async () => {
    stableCells = await errored.locator('tbody tr td:nth-child(2)').allTextContents();
    sessions = stableCells.map((cell) => /^0% \(0 of (\d+) sessions\)$/.exec(cell)?.[1] ?? '').filter(Boolean);
    return sessions.reduce((sum, n) => sum + Number(n), 0);
  };
  for (const deadline = Date.now() + 20_000; ;) {
    await owner.getByRole('img', { name: /^Errored sessions, stable against canary/ }).waitFor();
    await owner.getByRole('img', { name: /^p75 LCP/ }).waitFor();
    await owner.getByRole('img', { name: /^p75 INP/ }).waitFor();
    await owner.getByText('Errored sessions as a table').click();
    if ((await readSessions()) >= 2 || Date.now() > deadline) break;
    await owner.waitForTimeout(1_500);
    await owner.reload();
  }
  const seen = await readSessions();
  expect(seen).toBeGreaterThanOrEqual(2);
  // Left open, the charts take in the next visit without a reload when the owner comes back to them
  // (and every 15 s while in view).
  await owner.evaluate(() => Object.assign(window, { sameDocument: true }));
  await visitAndLeave('/shop');
  expect(await returnToPageUntil(owner, async () => (await readSessions()) > seen)).toBe(true);
  expect(await readSessions()).toBe(seen + 1);
  expect(await owner.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(stableCells.filter((cell) => cell !== 'no sessions')).toHaveLength(sessions.length);
  expect(new Set(await errored.locator('tbody tr td:nth-child(3)').allTextContents())).toEqual(
    new Set(['no sessions']),
  );
  await owner.getByText('p75 LCP (Largest Contentful Paint) as a table').click();
  const lcp = owner.getByRole('table', { name: /^p75 LCP .* per interval$/ });
  const lcpCells = await lcp.locator('tbody tr td:nth-child(2)').allTextContents();
  expect(lcpCells.filter((cell) => /^\d+(\.\d)? (ms|s)$/.test(cell)).length).toBeGreaterThanOrEqual(1);
  expect(await violations(owner)).toEqual([]);
  // The last day, by its link: intervals of an hour.
  await owner.getByRole('link', { name: 'Last 24 hours' }).click();
  await owner.getByText(/in intervals of 60 minutes/).waitFor();
});

test('a rollout started from the console shows its step and next decision, and is aborted by keyboard', async () => {
  await owner.goto('/admin/remotes/shop');
  await owner.getByRole('heading', { level: 1, name: 'shop' }).waitFor();
  await owner.getByText('No rollout yet.').waitFor();
  await owner.getByRole('button', { name: 'Start rollout' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Start a rollout of shop' });
  await dialog.getByLabel('Release').selectOption(candidate);
  await dialog.getByLabel('Steps (% of visitors)').fill('50, 10');
  await dialog.getByLabel('Sessions each side needs').fill('50');
  await dialog.getByRole('button', { name: 'Start rollout' }).click();
  // What cannot run is explained at the field, and what was typed stays.
  await dialog.getByText('Each share must be above the one before').waitFor();
  expect(await dialog.getByLabel('Sessions each side needs').inputValue()).toBe('50');
  await dialog.getByLabel('Steps (% of visitors)').fill('10, 50, 100');
  await dialog.getByRole('button', { name: 'Start rollout' }).click();

  const status = owner.getByRole('status').filter({ hasText: 'Rollout: Started by' });
  await status.waitFor();
  await waitForFocus(status);
  await owner.getByText('Step 1 of 3: 10% of visitors (steps 10%, 50%, 100%)').waitFor();
  await owner.getByText('Next decision').waitFor();
  await owner.getByText(`needs 50 sessions a side`, { exact: false }).waitFor();
  const decisions = owner.getByRole('table', { name: /Rollout decisions/ });
  await decisions.getByRole('row').filter({ hasText: 'start' }).filter({ hasText: OWNER }).waitFor();
  await owner.getByText(`for 10% of visitors`).waitFor();
  expect(await violations(owner)).toEqual([]);

  // By keyboard: Abort rollout, then confirm in the dialog.
  await tabTo(owner, owner.getByRole('button', { name: 'Abort rollout' }));
  const confirm = owner.getByRole('dialog', { name: `Abort the rollout of ${candidate}?` });
  await openDialogByKey(owner, confirm);
  await tabTo(owner, confirm.getByRole('button', { name: 'Abort rollout' }));
  // The dialog closes as the move lands (focus passes its trigger on the way): it is checked where
  // it ends, on the status, as in admin.e2e.ts.
  await press(owner, 'Enter', { check: false });
  const aborted = owner.getByRole('status').filter({ hasText: `Rollout: Aborted by hand by ${OWNER}.` });
  await aborted.waitFor();
  await waitForFocus(aborted);
  await owner.getByText(/^aborted: visitors went back to the stable release/).waitFor();
  await owner.getByText('none running').waitFor();
  const trail = owner.getByRole('table', { name: /Audit trail/ });
  await trail.getByRole('row').filter({ hasText: 'rollback' }).filter({ hasText: OWNER }).waitFor();
  // Visitors get the stable shop: no canary is served to anyone.
  const remotes = (await (await fetch(`${site.urls.shell}/remotes.json`)).json()) as { cohorts?: unknown };
  expect(remotes.cohorts).toBeUndefined();
  expect(await violations(owner)).toEqual([]);
});
