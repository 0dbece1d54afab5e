// The site's database while the server runs (docs/data.md): opened and migrated at start, then
// handed to the rooms that keep records (`onOpen`). A schema newer than this code, or an embedded
// data folder another process holds, stops the start with a clear message. A Postgres server that
// cannot be reached does not: the pages are served, the APIs that need it answer 503, and the
// connection is tried again in the background.
import type { Logger } from 'pino';
import { openDatabase, type Database, type DatabaseSettings } from './database';
import { DataFolderLockedError } from './dataLock';
import { migrate, SchemaTooNewError } from './migrate';

export interface SiteDatabase {
  /** The open database, or null while it cannot be reached. */
  current(): Database | null;
  /** Readiness: null when the database answers. */
  check(): Promise<string | null>;
  description(): string;
  close(): Promise<void>;
}

const RETRY_MS = 5_000;

/** Errors of a database that cannot be reached (refused, reset, shut down, pool time-out). */
export function isUnavailableError(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  if (!e) return false;
  if (
    [
      'ECONNREFUSED',
      'ECONNRESET',
      'ETIMEDOUT',
      'ENOTFOUND',
      'EPIPE',
      '57P01',
      '57P02',
      '57P03',
      '08006',
      '08001',
    ].includes(e.code ?? '')
  ) {
    return true;
  }
  return /timeout exceeded when trying to connect|Connection terminated|PGlite is closed|database is closed/i.test(
    e.message ?? '',
  );
}

export async function connectSiteDatabase(
  settings: DatabaseSettings,
  logger: Logger,
  onOpen: (db: Database) => Promise<void>,
): Promise<SiteDatabase> {
  let current: Database | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const open = async (): Promise<Database> => {
    const db = await openDatabase(settings);
    try {
      const applied = await migrate(db);
      if (applied.length) logger.info({ applied }, 'database migrated');
      await onOpen(db);
      return db;
    } catch (error) {
      await db.close().catch(() => {});
      throw error;
    }
  };

  const connect = async (): Promise<void> => {
    try {
      current = await open();
      logger.info(`orders: ${current.description}`);
    } catch (error) {
      // Settings to fix before start: never served around.
      if (error instanceof SchemaTooNewError || error instanceof DataFolderLockedError) throw error;
      if (!isUnavailableError(error) && !settings.databaseUrl) throw error;
      logger.error(
        { err: error },
        `ORDERS UNAVAILABLE: the database cannot be reached (${(error as Error).message}). Pages are served; ` +
          `the checkout answers 503 until it comes back (retrying every ${RETRY_MS / 1000} s).`,
      );
      if (!closed) {
        retry = setTimeout(() => {
          retry = null;
          connect().catch((fatal: unknown) => logger.error({ err: fatal }, 'orders: giving up on the database'));
        }, RETRY_MS);
        retry.unref();
      }
    }
  };
  await connect();

  return {
    current: () => current,
    description: () => current?.description ?? 'database unreachable',
    check: async () => {
      if (!current) return 'database unreachable';
      try {
        await current.query('SELECT 1');
        return null;
      } catch (error) {
        return `database: ${(error as Error).message}`;
      }
    },
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      await current?.close();
    },
  };
}
