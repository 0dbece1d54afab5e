// The server's one way to its data (docs/data.md): Postgres, either PGlite embedded in this process
// (the default, persisted under DATA_DIR/pglite, on a thread of its own: pgliteThread.ts) or a real
// server through DATABASE_URL (node-postgres pool). Both speak the same SQL: plain parameterised
// queries ($1, $2...), no query builder, so what runs in tests on PGlite is what runs in production
// on Postgres.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { acquireDataLock, type DataLock } from './dataLock';
import { startPgliteThread, type PgliteThread } from './pgliteThread';
import type { Queryable } from './queryable';

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** What the log says about where the data lives (never a password). */
  description: string;
  /** The embedded database's folder lock (PGlite only). */
  dataLock?: DataLock;
}

export interface DatabaseSettings {
  /** DATABASE_URL: a real Postgres server. */
  databaseUrl?: string;
  /** DATA_DIR: the embedded database's folder is DATA_DIR/pglite. */
  dataDir: string;
  /** Connections of the pool to a real server (DATABASE_POOL_SIZE, default 10). */
  poolSize?: number;
  /** PGLITE_TEMPLATE_DIR: an initialised, empty embedded database a new folder copies (docs/data.md). */
  pgliteTemplate?: string;
}

/** Where the embedded database keeps its files. */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

export async function openDatabase(settings: DatabaseSettings): Promise<Database> {
  return settings.databaseUrl
    ? openPostgres(settings.databaseUrl, settings.poolSize ?? 10)
    : openPglite(settings.dataDir, settings.pgliteTemplate);
}

/** A URL as logged: the password replaced. */
export function redactDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres (unparsable DATABASE_URL)';
  }
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const { Pool } = await import('pg');
  const pool = new Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its server must not bring the process down.
  pool.on('error', () => {});
  return {
    kind: 'postgres',
    description: `postgres ${redactDatabaseUrl(url)}`,
    query: async <Row>(sql: string, params: unknown[] = []) => {
      const result = await pool.query(sql, params);
      return { rows: result.rows as Row[] };
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async <Row>(sql: string, params: unknown[] = []) => ({
            rows: (await client.query(sql, params)).rows as Row[],
          }),
          exec: async (sql) => {
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * A new data folder is initialised (initdb) by a short-lived child process: that step peaks near
 * 850 MB, and a process keeps what it once held, while opening an existing folder holds about 300 MB
 * (docs/data.md). The server then opens the folder the child made.
 */
async function initialiseInChildProcess(dir: string, template?: string): Promise<void> {
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return;
  if (template && fs.existsSync(path.join(template, 'PG_VERSION'))) {
    fs.cpSync(template, dir, { recursive: true });
    return;
  }
  const script = `const { PGlite } = require(${JSON.stringify(require.resolve('@electric-sql/pglite'))});
    (async () => { const db = new PGlite(process.argv[1]); await db.waitReady; await db.close(); })()
      .catch((error) => { console.error(error); process.exit(1); });`;
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script, dir], { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Could not initialise the database in ${dir}: ${errors.trim()}`)),
    );
  });
}

async function openPglite(dataDir: string, template?: string): Promise<Database> {
  const dir = pgliteDir(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  // PGlite has no lock of its own: a second process on the same folder would corrupt it.
  const lock: DataLock = acquireDataLock(dataDir);
  let db: PgliteThread;
  try {
    await initialiseInChildProcess(dir, template);
    db = await startPgliteThread(dir);
  } catch (error) {
    lock.release();
    throw error;
  }
  return {
    kind: 'pglite',
    dataLock: lock,
    description: `embedded PGlite in ${dir} (one process at a time; DATABASE_URL for more)`,
    query: db.query,
    exec: db.exec,
    transaction: db.transaction,
    // Both close once: the thread's close and the lock's release do nothing a second time.
    close: async () => {
      try {
        await db.close();
      } finally {
        lock.release();
      }
    },
  };
}
