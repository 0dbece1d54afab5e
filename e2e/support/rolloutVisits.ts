// What the tests of judged rollouts share (docs/rollouts.md, "Rollouts"): a shop release whose product
// cards throw in the browser, a visitor who reads /shop and leaves (so its page sends its beacon), and
// the rollout as the release API gives it, figures and all.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { RolloutView } from '@site/contract/rollout';
import { openPage, waitForLivePage } from './browser';

/** The shop's build with its product cards throwing while they render: in the browser only (its prerendered pages are whole). */
export function breakProductCards(dir: string): void {
  const routes = fs.readdirSync(dir).find((name) => name.startsWith('__federation_expose_routes'));
  if (!routes) throw new Error(`no routes chunk in ${dir}`);
  const file = path.join(dir, routes);
  const code = fs.readFileSync(file, 'utf8');
  const card = '"data-testid":"product-card"';
  if (!code.includes(card)) throw new Error(`the shop's routes chunk no longer renders ${card}`);
  fs.writeFileSync(file, code.split(card).join('"data-testid":(()=>{throw new Error("product card exploded")})()'));
}

/** What a visitor saw of /shop once it was live: its cards, or the shop's "could not be loaded". */
export type ShopSeen = 'cards' | 'broken';

export interface Visit {
  seen: ShopSeen;
  /** The shop's heading (a retitled release says which one the visitor got). */
  title: string;
  /** When the visitor left the page (its beacon goes as it does). */
  leftAt: number;
  /** Closes the visitor's browser. */
  close: () => Promise<void>;
}

/** The shop once the page is live: a broken release renders its cards from the prerendered page, then throws. */
export async function shopSeen(page: Page): Promise<ShopSeen> {
  await waitForLivePage(page);
  const broken = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
  const cards = page.getByRole('button', { name: /^Add to Cart/ });
  await broken.or(cards).first().waitFor();
  return (await broken.count()) > 0 ? 'broken' : 'cards';
}

/**
 * A fresh visitor (a browser context of its own) whose canary bucket is `bucket` (below a step's
 * share: the canary; none: the server gives it one if a canary runs): reads /shop, waits for the
 * reporter (which comes when the browser is idle after the first paint, as long as a visitor
 * reads), then leaves the page. Its browser stays open until `close`: the beacon goes after the page
 * is gone, and a browser closed that instant may drop it.
 */
export async function visitShop(browser: Browser, baseURL: string, bucket?: number): Promise<Visit> {
  const { context, page } = await openPage(browser, { baseURL });
  const close = () => context.close();
  try {
    if (bucket !== undefined) {
      await context.addCookies([{ name: 'site_bucket', value: String(bucket), url: baseURL }]);
    }
    await page.goto('/shop');
    const seen = await shopSeen(page);
    const heading = page.getByRole('heading', { level: 1 });
    const title = (await heading.count()) > 0 ? ((await heading.first().textContent()) ?? '') : '';
    await page.waitForFunction(() => document.documentElement.dataset.telemetry === 'on', undefined, {
      timeout: 60_000,
    });
    const leftAt = Date.now();
    // Leaving hides the page: its batch goes with sendBeacon.
    await page.goto('about:blank');
    return { seen, title, leftAt, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Visitors of these buckets, a few at a time (the machine is shared), each in a context of its own. */
export async function visitorsOf(
  browser: Browser,
  baseURL: string,
  buckets: readonly number[],
  atOnce = 4,
): Promise<Visit[]> {
  const visits: Visit[] = [];
  for (let i = 0; i < buckets.length; i += atOnce) {
    visits.push(...(await Promise.all(buckets.slice(i, i + atOnce).map((b) => visitShop(browser, baseURL, b)))));
  }
  return visits;
}

/** Closes the visitors' browsers. */
export const closeAll = (visits: readonly Visit[]) => Promise.all(visits.map((visit) => visit.close()));

/** The remote's latest rollout over the release API (the remote's token), as release:list reads it. */
export async function rolloutOf(shellUrl: string, dataDir: string, remote: string): Promise<RolloutView | null> {
  const token = fs.readFileSync(path.join(dataDir, 'release-tokens', remote), 'utf8').trim();
  const response = await fetch(`${shellUrl}/api/admin/releases/${remote}/rollout`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (response.status !== 200) throw new Error(`GET rollout answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { rollout: RolloutView | null }).rollout;
}

/** The rollout once `done` holds of it, read every 2 s (the API allows 30 reads a minute). */
export async function rolloutUntil(
  read: () => Promise<RolloutView | null>,
  done: (rollout: RolloutView) => boolean,
  ms = 40_000,
): Promise<RolloutView> {
  const deadline = Date.now() + ms;
  for (;;) {
    const rollout = await read();
    if (rollout && done(rollout)) return rollout;
    if (Date.now() > deadline) throw new Error(`the rollout is still ${JSON.stringify(rollout, null, 1)}`);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

/**
 * The rollout once `done` holds of it, with one more visitor on each side (`buckets`: a canary's and
 * a stable one's) every 30 s it waits: on a live site visitors keep coming, and a beacon that a
 * saturated browser drops leaves a side short of the sample. The visitors it adds go into `extra`.
 */
export async function rolloutUntilVisited(
  browser: Browser,
  baseURL: string,
  read: () => Promise<RolloutView | null>,
  done: (rollout: RolloutView) => boolean,
  buckets: readonly [number, number],
  extra: Visit[],
): Promise<RolloutView> {
  for (let more = 0; ; more += 1) {
    try {
      return await rolloutUntil(read, done, 30_000);
    } catch (error) {
      if (more === 3) throw error;
    }
    extra.push(...(await visitorsOf(browser, baseURL, [buckets[0] + more, buckets[1] + more])));
  }
}

/** What /remotes.json gives a visitor with this bucket (none: a fresh one): the shop's release, its cohort. */
export async function shopForVisitor(
  shellUrl: string,
  bucket?: number,
): Promise<{ release: string | null; cohort: string | undefined }> {
  const headers = bucket === undefined ? undefined : { Cookie: `site_bucket=${bucket}` };
  const config = (await (await fetch(`${shellUrl}/remotes.json`, { headers })).json()) as {
    releases: Record<string, string | null>;
    cohorts?: Record<string, string>;
  };
  return { release: config.releases.shop ?? null, cohort: config.cohorts?.shop };
}
