// Versioned migrations (docs/data.md): numbered files under migrations/, applied in order at start,
// each in its own transaction, recorded in schema_migrations. Idempotent: a start applies only what
// is missing. Several servers starting at once on one Postgres take turns (an advisory lock held
// for the transaction). A database whose schema is newer than this code is refused: an old server
// must not write into a shape it does not know.
import type { Database } from './database';
import * as m0001 from './migrations/0001_orders';
import * as m0002 from './migrations/0002_releases';
import * as m0003 from './migrations/0003_canaries';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'orders', sql: m0001.sql },
  { version: 2, name: 'releases', sql: m0002.sql },
  { version: 3, name: 'canaries', sql: m0003.sql },
];

export const LATEST_SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1]?.version ?? 0;

/** Any fixed number: the key of the advisory lock migrations hold. */
const MIGRATION_LOCK_KEY = 7_310_244;

export class SchemaTooNewError extends Error {
  constructor(found: number, known: number) {
    super(
      `The database's schema is at version ${found}, newer than this server knows (${known}). ` +
        `A newer server has migrated it: run that version, or restore a backup taken before the upgrade. ` +
        `Refusing to start rather than write into a schema this code does not know.`,
    );
    this.name = 'SchemaTooNewError';
  }
}

/** Applies the missing migrations; returns the versions it applied. */
export async function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  const known = migrations[migrations.length - 1]?.version ?? 0;
  // Under the lock too: two servers creating the table at once collide in Postgres's catalogue
  // (CREATE TABLE IF NOT EXISTS is not safe against a concurrent one).
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         version integer PRIMARY KEY,
         name text NOT NULL,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
  });
  const applied: number[] = [];
  for (;;) {
    const step = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const { rows } = await tx.query<{ version: number | null }>(
        'SELECT max(version) AS version FROM schema_migrations',
      );
      const current = Number(rows[0]?.version ?? 0);
      if (current > known) throw new SchemaTooNewError(current, known);
      const next = migrations.find((migration) => migration.version > current);
      if (!next) return null;
      await tx.exec(next.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [next.version, next.name]);
      return next.version;
    });
    if (step === null) return applied;
    applied.push(step);
  }
}
