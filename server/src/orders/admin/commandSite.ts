// Where the owner's commands find the shop (docs/orders.md, "Commissions and payouts"): the database the
// server uses, by the same settings (DATABASE_URL, DATA_DIR). With the embedded database held by a
// running server (PGlite allows one process per data folder), they ask that server over its admin
// routes, with the token it wrote into DATA_DIR.
import { readConfig } from '../../config';
import { migrate, openDatabase, readLockOwner, type Database } from '../../db';
import { createShop } from '../index';
import type { ShopData } from '../shopData';
import { readAdminToken } from './adminAccess';

export type CommandSite =
  | { kind: 'server'; url: string; token: string; source: string }
  | { kind: 'database'; db: Database; data: ShopData; source: string };

/** The shop to work on; `close` when done. */
export async function openCommandSite(): Promise<CommandSite & { close: () => Promise<void> }> {
  const config = readConfig();
  const settings = config.data;
  if (!settings.databaseUrl) {
    const owner = readLockOwner(settings.dataDir);
    if (owner) {
      const token = readAdminToken(settings.dataDir);
      if (!owner.url || !token) {
        throw new Error(
          `The embedded database in ${settings.dataDir} is held by process ${owner.pid} (${owner.role}), which does not answer for it. Stop it, or run this again once it has started.`,
        );
      }
      return {
        kind: 'server',
        url: owner.url,
        token,
        source: `the running server at ${owner.url}`,
        close: async () => {},
      };
    }
  }
  const db = await openDatabase(settings);
  await migrate(db);
  const shop = createShop(config);
  await shop.open(db);
  return { kind: 'database', db, data: shop.data()!, source: db.description, close: () => db.close() };
}

/** Calls a running server's admin route; its JSON answer, or an error that says what it answered. */
export async function askServer<T>(
  site: { url: string; token: string },
  route: string,
  init: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${site.url}${route}`, {
    method: init.method ?? 'GET',
    headers: {
      Authorization: `Bearer ${site.token}`,
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await response.json().catch(() => null)) as T | null;
  if (body === null) throw new Error(`The running server at ${site.url} answered ${response.status} without JSON`);
  return { status: response.status, body };
}
