// The databases a data test runs on: the embedded PGlite always, and a real Postgres server when
// TEST_DATABASE_URL is given (.ci/run passes it when the machine's server answers), each test file in
// a schema of its own. Without TEST_DATABASE_URL the Postgres half is not run, and says so loudly.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { openDatabase, type Database } from '../database';
import { migrate, MIGRATIONS } from '../migrate';

export interface TestDatabaseKind {
  name: 'pglite' | 'postgres';
  open: () => Promise<Database>;
  /** Removes what the test made (a temporary folder, a schema). */
  cleanUp: () => Promise<void>;
}

export const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim() || '';
/** The initialised, empty database the test run made (test-support/pgliteTemplate.ts), if any. */
export const pgliteTemplate = process.env.PGLITE_TEMPLATE_DIR?.trim() || undefined;

export function announceMissingPostgres(what: string): void {
  if (testDatabaseUrl) return;
  console.warn(
    `\n*** NOT RUN on Postgres: ${what}. TEST_DATABASE_URL is not set, so only the embedded PGlite was tested. ` +
      `Set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test (.ci/run does when the server answers). ***\n`,
  );
}

export function pgliteKind(): TestDatabaseKind {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orders-test-'));
  return {
    name: 'pglite',
    open: () => openDatabase({ dataDir: dir, pgliteTemplate }),
    cleanUp: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** A URL that puts every connection in a fresh schema of the test database. */
export async function freshSchemaUrl(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
}

export function postgresKind(): TestDatabaseKind | null {
  if (!testDatabaseUrl) return null;
  let drop: (() => Promise<void>) | null = null;
  return {
    name: 'postgres',
    open: async () => {
      const fresh = await freshSchemaUrl(testDatabaseUrl);
      drop = fresh.drop;
      return openDatabase({ dataDir: os.tmpdir(), databaseUrl: fresh.url, poolSize: 5 });
    },
    cleanUp: async () => {
      await drop?.();
    },
  };
}

/** PGlite, and Postgres when it is given. */
export function testDatabaseKinds(what: string): TestDatabaseKind[] {
  announceMissingPostgres(what);
  const postgres = postgresKind();
  return postgres ? [pgliteKind(), postgres] : [pgliteKind()];
}

/** Applies the migrations up to `version` only: the database as an older server left it. */
export const migrateUpTo = (db: Database, version: number): Promise<number[]> =>
  migrate(
    db,
    MIGRATIONS.filter((migration) => migration.version <= version),
  );

/** A migration's SQL, to run it again in a test of what it does to rows already there. */
export function migrationSql(version: number): string {
  const migration = MIGRATIONS.find((m) => m.version === version);
  if (!migration) throw new Error(`There is no migration ${version}.`);
  return migration.sql;
}
