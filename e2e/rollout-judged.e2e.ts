// Issue 32, rollouts judged by real visitors (docs/rollouts.md, "Rollouts"): a shop release whose
// product cards throw in the browser, rolled out at 50% and judged every 5 s, is visited by a few
// fresh visitors on each side; their pages report it, the server rolls it back on its own, the
// audit (release:list, the release API, the console's page) has the reason and the figures, the
// site's owner gets a mail that says so, and every visitor then gets the stable shop. A healthy
// release goes through every step to live, and the owner is told. The time from the minimum sample
// to the rollback is printed (npm run bench:rollout measures it over several runs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signIn, signUp } from './support/accounts';
import { violations } from './support/axe';
import { browserForThisFile, openPage } from './support/browser';
import { confirmEmail, waitForMail } from './support/outbox';
import { portOf } from './support/ports';
import { NEW_SHOP_TITLE, OLD_SHOP_TITLE, releaseCommand, retitleShop, shopBuild } from './support/releases';
import {
  breakProductCards,
  closeAll,
  rolloutOf,
  rolloutUntil,
  rolloutUntilVisited,
  shopForVisitor,
  visitorsOf,
  visitShop,
  type Visit,
} from './support/rolloutVisits';
import { spawnSite, type SiteProcess } from './support/siteProcess';

jest.setTimeout(300_000);

const PORT = portOf('rollout-judged');
/** Sessions each side needs before a judgement: few, so few visitors make a sample. */
const MIN_SESSIONS = 3;
const OWNER = 'rollout-owner@example.com';

const browser = browserForThisFile();
let site: SiteProcess;
let dataDir: string;
let shell: string;
/** The first test's release, why it was rolled back, each side's sessions (the minimum or more). */
let rolledBack:
  { id: string; reason: string; stable: string; canarySessions: number; stableSessions: number } | undefined;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-rollout-judged-'));
  site = await spawnSite(PORT, { DATA_DIR: dataDir, OWNER_EMAILS: OWNER });
  shell = site.urls.shell!;
});
afterAll(async () => {
  await site?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const release = (...args: string[]) =>
  releaseCommand({ DATA_DIR: dataDir, PORT: String(PORT), DATABASE_URL: '' }, ...args);
const rollout = () => rolloutOf(shell, dataDir, 'shop');
const mailToOwner = (count: number) => waitForMail(OWNER, count, path.join(dataDir, 'outbox'));

/** Starts a rollout of a build of the shop with the command; its id and the rollout's number. */
async function rollOut(build: string, ...flags: string[]): Promise<{ id: string; number: string }> {
  const published = await release('publish', 'shop', '--from', build);
  expect(published.status).toBe(0);
  const id = published.out;
  const started = await release('activate', 'shop', id, ...flags, '--min-sessions', String(MIN_SESSIONS));
  expect(started.status).toBe(0);
  const number = /Rollout #(\d+):/.exec(started.out)?.[1];
  expect(number).toBeDefined();
  return { id, number: number! };
}

test('a shop release whose product cards throw is rolled back on its own, with its reason and figures, and every visitor then gets the stable shop', async () => {
  const { id, number } = await rollOut(shopBuild(breakProductCards), '--steps', '50,100', '--interval', '5s');
  const stable = (await rollout())!.stable;

  // Fresh visitors, three on each side of 50% (the canary below), side by side.
  const visits = await visitorsOf(browser(), shell, [7, 61, 23, 78, 42, 95]);
  expect(visits.map((visit) => visit.seen)).toEqual(['broken', 'cards', 'broken', 'cards', 'broken', 'cards']);
  // Visitors keep coming while the rollout waits for its sample, as on a live site.
  const judged = await rolloutUntilVisited(browser(), shell, rollout, (r) => r.state !== 'running', [8, 62], visits);
  const sampleAt = Math.max(...visits.map((visit) => visit.leftAt));
  await closeAll(visits);
  expect(judged).toMatchObject({ id: Number(number), release: id, stable, state: 'aborted' });
  const done = judged;
  const [abort] = done.decisions;
  expect(abort).toMatchObject({
    verdict: 'abort',
    percent: 50,
    by: `rollout #${number} (started by shop team)`,
    figures: {
      canary: { release: id, errorRate: 1 },
      stable: { release: stable, erroredSessions: 0, errorRate: 0 },
      allowedErrorRate: 0.01,
    },
  });
  const { canary: canarySide, stable: stableSide } = abort!.figures!;
  expect(canarySide.erroredSessions).toBe(canarySide.sessions);
  for (const side of [canarySide, stableSide]) expect(side.sessions).toBeGreaterThanOrEqual(MIN_SESSIONS);
  expect(abort!.figures!.z).toBeGreaterThan(1.645);
  expect(abort!.reason).toMatch(
    /^The canary errs more than stable: errored sessions 100\.0% \((\d+) of \1\) on the canary against 0\.0% \(0 of \d+\) on stable, above the 1\.0% allowed, and beyond chance \(z = \d+\.\d\d, 95% sure\)\.$/,
  );
  // Every judgement before it waited for the sample, and said so.
  for (const decision of done.decisions.slice(1, -1)) {
    expect(decision).toMatchObject({ verdict: 'wait', reason: expect.stringMatching(/^Too few sessions to judge/) });
  }
  expect(done.decisions.at(-1)!.verdict).toBe('start');
  rolledBack = {
    id,
    reason: abort!.reason,
    stable,
    canarySessions: canarySide.sessions,
    stableSessions: stableSide.sessions,
  };
  const seconds = (Date.parse(abort!.at) - sampleAt) / 1000;
  console.log(
    `rollout judged every 5 s: ${seconds.toFixed(1)} s from the last visitor of the sample leaving to the rollback`,
  );

  // The audit: the move names the rollout and gives the reason with its figures.
  const list = await release('list', 'shop');
  expect(list.out).toContain(`Releases of "shop" (live: ${stable})`);
  expect(list.out).not.toContain('Canary:');
  expect(list.out).toMatch(
    new RegExp(`rollback +${id} -> ${stable} +by rollout #${number} \\(started by shop team\\)`),
  );
  expect(list.out).toContain(`Rollout #${number} of ${id} (against ${stable}): aborted`);
  expect(list.out).toContain(abort!.reason);

  // The owner is told without watching: the reason, the figures, the canary's error, the console.
  const alert = await mailToOwner(1);
  expect(alert.subject).toBe(`Rolled back: shop's release ${id} (rollout #${number})`);
  expect(alert.body).toContain(`Why: ${abort!.reason}`);
  expect(alert.body).toContain(`  Canary ${id}: ${canarySide.sessions} of ${canarySide.sessions} sessions errored`);
  expect(alert.body).toMatch(/^ {2}\d+ x .*product card exploded/m);
  expect(alert.body).toMatch(new RegExp(`http://[^/\\s]+:${PORT}/admin/remotes/shop$`, 'm'));

  // Every visitor afterwards gets the stable shop: one who had the canary, and a new one.
  expect(await shopForVisitor(shell, 7)).toEqual({ release: stable, cohort: undefined });
  expect(await shopForVisitor(shell)).toEqual({ release: stable, cohort: undefined });
  const [returning, fresh] = await Promise.all([visitShop(browser(), shell, 7), visitShop(browser(), shell)]);
  await closeAll([returning, fresh]);
  expect(returning).toMatchObject({ seen: 'cards', title: OLD_SHOP_TITLE });
  expect(fresh).toMatchObject({ seen: 'cards', title: OLD_SHOP_TITLE });
});

test("the site's owner reads the automatic rollback, its reason and figures, in the console", async () => {
  expect(rolledBack).toBeDefined();
  const { id, reason, stable, canarySessions, stableSessions } = rolledBack!;
  const { context, page } = await openPage(browser(), { baseURL: shell });
  await signUp(page, OWNER);
  await page.waitForURL('**/login');
  await confirmEmail(page, OWNER, 2, path.join(dataDir, 'outbox')); // the 1st: the rollback's alert
  await page.goto('/login?next=/admin/remotes/shop');
  await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
  await signIn(page, OWNER);
  await page.getByRole('heading', { level: 1, name: 'shop' }).waitFor();
  const rollout = page.getByRole('region', { name: 'Rollout' });
  const decisions = rollout.getByRole('table', { name: /Rollout decisions/ });
  const abort = decisions.getByRole('row').filter({ hasText: reason });
  await abort.waitFor();
  await expect(abort.getByRole('cell').nth(1).textContent()).resolves.toBe('abort');
  const row = await abort.textContent();
  expect(row).toContain(`Canary ${id}: ${canarySessions} of ${canarySessions} sessions errored (100.0%)`);
  expect(row).toContain(`Stable ${stable}: 0 of ${stableSessions} sessions errored (0.0%)`);
  // Whom the rollout told, and that the mail left (the 1st in the outbox).
  const told = rollout.getByRole('table', { name: 'Alerts mailed (oldest first)' }).getByRole('row');
  await expect(told.filter({ hasText: OWNER }).textContent()).resolves.toMatch(/^.+Rolled back: shop's.+Sent /);
  expect(await violations(page)).toEqual([]);
  await context.close();
});

test('a healthy release goes through every step to live', async () => {
  // The speed rule is the judgement's unit tests': on this shared machine its load, not the
  // release, decides whether a p75 LCP of three page loads is past 2.5 s.
  const { id, number } = await rollOut(
    shopBuild((dir) => void retitleShop(dir)),
    '--steps',
    '20,50,100',
    '--interval',
    '5s',
    '--lcp-good',
    '60000',
    '--inp-good',
    '60000',
  );
  const stable = (await rollout())!.stable;

  // At 20%: three on the canary, three on stable.
  const first = await visitorsOf(browser(), shell, [4, 62, 11, 77, 16, 93]);
  expect(first.map((visit) => visit.title)).toEqual([
    NEW_SHOP_TITLE,
    OLD_SHOP_TITLE,
    NEW_SHOP_TITLE,
    OLD_SHOP_TITLE,
    NEW_SHOP_TITLE,
    OLD_SHOP_TITLE,
  ]);
  expect(first.every((visit) => visit.seen === 'cards')).toBe(true);
  const extra: Visit[] = [];
  const widened = await rolloutUntilVisited(
    browser(),
    shell,
    rollout,
    (r) => r.state !== 'running' || r.step === 1,
    [5, 85],
    extra,
  );
  await closeAll(first);
  // At 50%, visitors who were on stable at 20% get the canary. The step is judged from the minute it
  // started in (docs/releases.md), so it may go live on the sessions of the step before while these
  // visitors read: those above 50% get either shop, whole.
  if (widened.state === 'running') {
    const second = await visitorsOf(browser(), shell, [25, 66, 38, 81, 45, 99]);
    await rolloutUntilVisited(browser(), shell, rollout, (r) => r.state !== 'running', [26, 86], extra);
    await closeAll(second);
    expect(second.map((visit) => visit.seen)).toEqual(Array(6).fill('cards'));
    expect([0, 2, 4].map((i) => second[i]!.title)).toEqual(Array(3).fill(NEW_SHOP_TITLE));
    for (const i of [1, 3, 5]) expect([OLD_SHOP_TITLE, NEW_SHOP_TITLE]).toContain(second[i]!.title);
  }

  const ended = await rolloutUntil(rollout, (r) => r.state !== 'running');
  await closeAll(extra);
  expect(ended).toMatchObject({ id: Number(number), release: id, stable, state: 'completed' });
  const taken = ended.decisions.filter((decision) => decision.verdict !== 'wait').reverse();
  // Each decision with the share it left the canary at (the last makes it live from 50%).
  expect(taken.map((decision) => [decision.verdict, decision.percent])).toEqual([
    ['start', 20],
    ['promote', 50],
    ['complete', 50],
  ]);
  for (const decision of taken.slice(1)) {
    expect(decision.reason).toMatch(/^The canary holds up: errored sessions 0\.0% \(\d+ of \d+\) on the canary/);
    expect(decision.figures!.canary.sessions).toBeGreaterThanOrEqual(MIN_SESSIONS);
    expect(decision.figures!.stable.sessions).toBeGreaterThanOrEqual(MIN_SESSIONS);
  }

  expect((await mailToOwner(3)).subject).toBe(`Live: shop's release ${id} (rollout #${number})`);
  const list = await release('list', 'shop');
  expect(list.out).toContain(`Releases of "shop" (live: ${id})`);
  expect(list.out).toMatch(
    new RegExp(`activate +${stable} -> ${id} +by rollout #${number} \\(started by shop team\\)`),
  );
  // Live for everyone: a visitor who was on stable throughout, and a new one.
  expect(await shopForVisitor(shell, 99)).toEqual({ release: id, cohort: undefined });
  const [stayed, fresh] = await Promise.all([visitShop(browser(), shell, 99), visitShop(browser(), shell)]);
  await closeAll([stayed, fresh]);
  expect(stayed).toMatchObject({ seen: 'cards', title: NEW_SHOP_TITLE });
  expect(fresh).toMatchObject({ seen: 'cards', title: NEW_SHOP_TITLE });
});
