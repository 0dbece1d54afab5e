// What the shop console's browser tests share (issue 34): a site of their own whose mail they read
// from its outbox, accounts confirmed through that mail, an old order (its payment moved back in the
// site's own embedded database while the site is stopped), and the console's API asked as the
// signed-in page asks it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { openDatabase } from '../../server/src/db';
import { PASSWORD, signIn, signUp } from './accounts';
import { mailsTo } from './outbox';
import { spawnSite, type SiteProcess } from './siteProcess';

export interface ShopSite {
  site: SiteProcess;
  dataDir: string;
  outbox: string;
  /** Starts the site again on the same data (after `site.close()`). */
  start: () => Promise<void>;
}

export async function startShopSite(port: number, env: Record<string, string>): Promise<ShopSite> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-shop-console-'));
  const start = () => spawnSite(port, { DATA_DIR: dataDir, ORDER_RATE_LIMIT: '1000', ...env });
  const shop: ShopSite = {
    site: await start(),
    dataDir,
    outbox: path.join(dataDir, 'outbox'),
    start: async () => {
      shop.site = await start();
    },
  };
  return shop;
}

/** Moves an order's payment (and creation) `days` back, with the site stopped: PGlite is one process's. */
export async function ageOrder(shop: ShopSite, orderId: string, days: number): Promise<void> {
  await shop.site.close();
  const db = await openDatabase({ dataDir: shop.dataDir });
  try {
    await db.query(
      `UPDATE orders SET paid_at = paid_at - $2::int * interval '1 day', created_at = created_at - $2::int * interval '1 day'
        WHERE id = $1`,
      [orderId, days],
    );
  } finally {
    await db.close();
  }
  await shop.start();
}

/** Waits for a mail to `email` whose text matches `pattern`, and returns its text. */
export async function mailMatching(shop: ShopSite, email: string, pattern: RegExp): Promise<string> {
  for (let i = 0; i < 150; i += 1) {
    const mail = mailsTo(email, shop.outbox).find((m) => pattern.test(m.body));
    if (mail) return mail.body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail to ${email} matching ${pattern} in ${shop.outbox}`);
}

/** Signs up, opens the confirmation link mailed, and signs in: the page ends on /account. */
export async function confirmedAccount(page: Page, shop: ShopSite, email: string): Promise<void> {
  await signUp(page, email);
  await page.waitForURL('**/login');
  const mail = await mailMatching(shop, email, /\/auth\/v1\/verify\?/);
  const link = /https?:\/\/[^\s"<>]+\/auth\/v1\/verify\?[^\s"<>]+/.exec(mail)?.[0] ?? '';
  await page.goto(link.replace(/&amp;/g, '&'));
  await page.goto('/login');
  await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
  await signIn(page, email, PASSWORD);
  await page.waitForURL('**/account');
}

/** Asks the site's API from the page with its session's token: 'status body' per request. */
export function askAsPage(page: Page, requests: { method: 'GET' | 'POST'; url: string; body?: unknown }[]) {
  return page.evaluate(async (asked) => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('-auth-token'));
    const token = key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token : '';
    const answers: string[] = [];
    for (const { method, url, body } of asked) {
      const response = await fetch(url, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token ?? ''}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      answers.push(`${response.status} ${await response.text()}`);
    }
    return answers;
  }, requests);
}

/** The cells of a product's row in the Revenue page's By product table over the last `days` days. */
export const productRevenueCells = (page: Page, days: number, product: string) =>
  page
    .getByRole('table', { name: new RegExp(`^Revenue by product, last ${days} days`) })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: product }) })
    .getByRole('cell');
