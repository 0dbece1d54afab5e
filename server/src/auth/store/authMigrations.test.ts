/** @jest-environment node */
// The auth schema's migrations on PGlite and on Postgres: applied once, in the schema of their own,
// beside the site's tables and never among them.
import { migrate, type Database } from '../../db';
import { testDatabaseKinds } from '../../db/testing/testDatabases';
import { freshSchema } from '../localAuth/testing/localAuthSite';
import { AUTH_MIGRATIONS } from './authMigrations';

jest.setTimeout(60_000);

describe.each(testDatabaseKinds('the auth migrations'))('auth migrations on $name', (kind) => {
  let db: Database;
  const schema = freshSchema();
  beforeAll(async () => {
    db = await kind.open();
  });
  afterAll(async () => {
    await db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await db.close();
    await kind.cleanUp();
  });

  it('apply once into their own schema, and again apply nothing', async () => {
    expect(await migrate(db, AUTH_MIGRATIONS, { schema })).toEqual([1, 2]);
    expect(await migrate(db, AUTH_MIGRATIONS, { schema })).toEqual([]);
    const { rows } = await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name`,
      [schema],
    );
    expect(rows.map((row) => row.table_name)).toEqual([
      'one_time_tokens',
      'refresh_tokens',
      'schema_migrations',
      'secrets',
      'sessions',
      'users',
    ]);
    // The site's own sequence is untouched by the auth schema's.
    expect(await migrate(db)).toEqual(expect.arrayContaining([1]));
  });

  it('refuse a schema name that is not a plain identifier', async () => {
    await expect(migrate(db, AUTH_MIGRATIONS, { schema: 'x; DROP TABLE users' })).rejects.toThrow(/Not a schema name/);
  });
});
