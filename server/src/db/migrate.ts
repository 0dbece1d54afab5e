// Versioned migrations (docs/data.md): numbered files under migrations/, applied in order at start,
// each in its own transaction, recorded in schema_migrations. Idempotent: a start applies only what
// is missing. Several servers starting at once on one Postgres take turns (an advisory lock held
// for the transaction). A database whose schema is newer than this code is refused: an old server
// must not write into a shape it does not know. A room may keep its own sequence in a Postgres
// schema of its own (`schema`): its record table and its tables live there (docs/data.md).
import type { Database } from './database';
import * as m0001 from './migrations/0001_orders';
import * as m0002 from './migrations/0002_releases';
import * as m0003 from './migrations/0003_canaries';
import * as m0004 from './migrations/0004_telemetry';
import * as m0005 from './migrations/0005_rollouts';
import * as m0006 from './migrations/0006_roles';
import * as m0010 from './migrations/0010_refunds';
import * as m0011 from './migrations/0011_vital_bins';
import * as m0012 from './migrations/0012_rollout_alerts';
import * as m0013 from './migrations/0013_netted_reversals';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'orders', sql: m0001.sql },
  { version: 2, name: 'releases', sql: m0002.sql },
  { version: 3, name: 'canaries', sql: m0003.sql },
  { version: 4, name: 'telemetry', sql: m0004.sql },
  { version: 5, name: 'rollouts', sql: m0005.sql },
  { version: 6, name: 'roles', sql: m0006.sql },
  { version: 10, name: 'refunds', sql: m0010.sql },
  { version: 11, name: 'vital bins', sql: m0011.sql },
  { version: 12, name: 'rollout alerts', sql: m0012.sql },
  { version: 13, name: 'netted reversals', sql: m0013.sql },
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

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

/** A schema name safe to write into SQL (lower-case letters, digits, underscores). */
export function checkedSchemaName(schema: string): string {
  if (!IDENTIFIER.test(schema)) throw new Error(`Not a schema name: ${JSON.stringify(schema)}`);
  return schema;
}

/** Applies the missing migrations; returns the versions it applied. */
export async function migrate(
  db: Database,
  migrations: readonly Migration[] = MIGRATIONS,
  options: { schema?: string } = {},
): Promise<number[]> {
  const known = migrations[migrations.length - 1]?.version ?? 0;
  const schema = options.schema ? checkedSchemaName(options.schema) : null;
  const record = schema ? `${schema}.schema_migrations` : 'schema_migrations';
  // Each sequence takes turns under its own lock; the site's keeps its historical key.
  const lockKey = schema
    ? MIGRATION_LOCK_KEY + [...schema].reduce((sum, c) => sum + c.charCodeAt(0), 1)
    : MIGRATION_LOCK_KEY;
  // Under the lock too: two servers creating the table at once collide in Postgres's catalogue
  // (CREATE TABLE IF NOT EXISTS is not safe against a concurrent one).
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [lockKey]);
    if (schema) await tx.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await tx.query(
      `CREATE TABLE IF NOT EXISTS ${record} (
         version integer PRIMARY KEY,
         name text NOT NULL,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
  });
  const applied: number[] = [];
  for (;;) {
    const step = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [lockKey]);
      const { rows } = await tx.query<{ version: number }>(`SELECT version FROM ${record}`);
      const done = new Set(rows.map((row) => Number(row.version)));
      const current = Math.max(0, ...done);
      if (current > known) throw new SchemaTooNewError(current, known);
      // Any missing one, not only those above the highest: numbers are handed out ahead, so one may
      // land after a higher one has been applied.
      const next = migrations.find((migration) => !done.has(migration.version));
      if (!next) return null;
      // A room's migration creates its tables in its schema: unqualified names land there.
      if (schema) await tx.exec(`SET LOCAL search_path TO ${schema}`);
      await tx.exec(next.sql);
      await tx.query(`INSERT INTO ${record} (version, name) VALUES ($1, $2)`, [next.version, next.name]);
      return next.version;
    });
    if (step === null) return applied;
    applied.push(step);
  }
}
