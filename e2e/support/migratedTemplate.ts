// The browser tests' embedded database template, migrated: the site's and the auth room's
// migrations applied once per run, to the empty template every new data folder copies
// (PGLITE_TEMPLATE_DIR, docs/data.md). Each of the tests' sites then starts on a folder as this
// build's server leaves it after its first start, instead of applying every migration again:
// about a second and two seconds of CPU a site, for the thirty or so a run starts. The migrations
// themselves are tested by the server's own tests, from an empty database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SERVER = path.resolve(__dirname, '..', '..', 'server', 'dist');

/**
 * Makes the migrated template from the empty one (`emptyTemplate`) in a folder of this run, and
 * returns that folder and how to remove it. Needs the server's build, which the browser tests follow.
 */
export async function makeMigratedTemplate(emptyTemplate: string): Promise<{ dir: string; remove: () => void }> {
  /* eslint-disable @typescript-eslint/no-require-imports -- the built server is CommonJS */
  const { openDatabase } = require(path.join(SERVER, 'db', 'database.js')) as {
    openDatabase: (settings: { dataDir: string; pgliteTemplate?: string }) => Promise<{ close: () => Promise<void> }>;
  };
  const { migrate } = require(path.join(SERVER, 'db', 'migrate.js')) as {
    migrate: (db: unknown, migrations?: readonly unknown[], options?: { schema?: string }) => Promise<number[]>;
  };
  const { AUTH_MIGRATIONS } = require(path.join(SERVER, 'auth', 'store', 'authMigrations.js')) as {
    AUTH_MIGRATIONS: readonly unknown[];
  };
  const { DEFAULT_AUTH_SCHEMA } = require(path.join(SERVER, 'auth', 'store', 'authDatabase.js')) as {
    DEFAULT_AUTH_SCHEMA: string;
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-template-'));
  const remove = () => fs.rmSync(dataDir, { recursive: true, force: true });
  try {
    const db = await openDatabase({ dataDir, pgliteTemplate: emptyTemplate });
    try {
      await migrate(db);
      await migrate(db, AUTH_MIGRATIONS, { schema: DEFAULT_AUTH_SCHEMA });
    } finally {
      await db.close();
    }
  } catch (error) {
    remove();
    throw error;
  }
  // The database's own folder (DATA_DIR/pglite), as a template is: not the lock beside it.
  return { dir: path.join(dataDir, 'pglite'), remove };
}
