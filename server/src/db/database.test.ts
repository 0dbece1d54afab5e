/** @jest-environment node */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from './database';
import { acquireDataLock, DataFolderLockedError, lockFile } from './dataLock';
import { LATEST_SCHEMA_VERSION, migrate, MIGRATIONS, SchemaTooNewError } from './migrate';
import {
  announceMissingPostgres,
  freshSchemaUrl,
  pgliteTemplate,
  testDatabaseKinds,
  testDatabaseUrl,
} from './testing/testDatabases';

jest.setTimeout(60_000);

/** Every migration's number, in order: what a fresh database gets. */
const ALL_VERSIONS = MIGRATIONS.map((migration) => migration.version);

describe.each(testDatabaseKinds('the migration tests'))('migrations on $name', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await kind.open();
  });
  afterAll(async () => {
    await db.close();
    await kind.cleanUp();
  });

  it('apply once, in order, and again apply nothing', async () => {
    expect(await migrate(db)).toEqual(ALL_VERSIONS);
    expect(LATEST_SCHEMA_VERSION).toBe(Math.max(...ALL_VERSIONS));
    expect(await migrate(db)).toEqual([]);
    const { rows } = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((row) => row.version)).toEqual(ALL_VERSIONS);
  });

  it('the canaries migration runs again harmlessly (written to be idempotent)', async () => {
    const canaries = MIGRATIONS.find((migration) => migration.name === 'canaries');
    await db.exec(canaries!.sql);
    await db.exec(canaries!.sql);
    const { rows } = await db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'live_releases' ORDER BY column_name`,
    );
    expect(rows.map((row) => row.column_name)).toEqual(expect.arrayContaining(['canary_percent', 'canary_release_id']));
  });

  it('apply a migration missing below the highest applied one (numbers are handed out ahead)', async () => {
    await db.query('DELETE FROM schema_migrations WHERE version = 3');
    expect(await migrate(db)).toEqual([3]);
    expect(await migrate(db)).toEqual([]);
  });

  it('refuse a database whose schema is newer than the code, with a message that says what to do', async () => {
    await db.query("INSERT INTO schema_migrations (version, name) VALUES (999, 'from the future')");
    try {
      await expect(migrate(db)).rejects.toThrow(SchemaTooNewError);
      await expect(migrate(db)).rejects.toThrow(`version 999, newer than this server knows (${LATEST_SCHEMA_VERSION})`);
    } finally {
      await db.query('DELETE FROM schema_migrations WHERE version = 999');
    }
  });

  it('roll a failed transaction back whole', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO server_secrets (name, value) VALUES ('rollback-test', 'x')");
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    const { rows } = await db.query("SELECT 1 FROM server_secrets WHERE name = 'rollback-test'");
    expect(rows).toHaveLength(0);
  });
});

describe('the embedded data folder lock', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('lets one process in and tells the second which process holds it', async () => {
    const holder = spawn(
      process.execPath,
      [
        '-e',
        `require('fs').writeFileSync(${JSON.stringify(lockFile(dir))}, JSON.stringify({pid: process.pid, host: require('os').hostname(), since: 'now', role: 'server', url: 'http://127.0.0.1:3000'}), {flag: 'wx'}); setTimeout(() => {}, 60000)`,
      ],
      { stdio: 'ignore' },
    );
    try {
      // Up to 30 s for the holder to start: a bound against a hang, not a speed (a busy machine).
      for (let i = 0; i < 600 && !fs.existsSync(lockFile(dir)); i += 1) await new Promise((r) => setTimeout(r, 50));
      expect(() => acquireDataLock(dir)).toThrow(DataFolderLockedError);
      expect(() => acquireDataLock(dir)).toThrow(
        new RegExp(`in use by process ${holder.pid} \\(server at http://127.0.0.1:3000`),
      );
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataFolderLockedError);
    } finally {
      holder.kill('SIGKILL');
      await new Promise((resolve) => holder.once('exit', resolve));
    }
    // Its process is gone: the stale lock is taken over, and released on close.
    const db = await openDatabase({ dataDir: dir });
    expect(JSON.parse(fs.readFileSync(lockFile(dir), 'utf8')).pid).toBe(process.pid);
    await db.close();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });
});

test('a new embedded folder is a copy of PGLITE_TEMPLATE_DIR, which stays as it was', async () => {
  // The test run made the template (test-support/pgliteTemplate.ts); every other test here runs initdb.
  expect(pgliteTemplate).toBeDefined();
  const [first, second] = [1, 2].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'db-template-test-')));
  try {
    const db = await openDatabase({ dataDir: first, pgliteTemplate });
    await db.exec('CREATE TABLE only_in_first (n int)');
    await db.close();
    const other = await openDatabase({ dataDir: second, pgliteTemplate });
    const { rows } = await other.query<{ found: string | null }>("SELECT to_regclass('only_in_first')::text AS found");
    expect(rows).toEqual([{ found: null }]);
    await other.close();
  } finally {
    for (const dir of [first, second]) fs.rmSync(dir, { recursive: true, force: true });
  }
});

// Postgres only (PGlite is one process): said loudly when TEST_DATABASE_URL is not given.
announceMissingPostgres('several servers migrating one database at once');
if (testDatabaseUrl) {
  const url = testDatabaseUrl;
  describe('several servers starting at once on one Postgres', () => {
    it('migrate it once, whichever comes first, none failing', async () => {
      const fresh = await freshSchemaUrl(url);
      const servers = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ dataDir: os.tmpdir(), databaseUrl: fresh.url, poolSize: 2 })),
      );
      try {
        const applied = await Promise.all(servers.map((db) => migrate(db)));
        expect(applied.flat().sort((a, b) => a - b)).toEqual(ALL_VERSIONS);
      } finally {
        await Promise.all(servers.map((db) => db.close()));
        await fresh.drop();
      }
    });
  });
}
