/** @jest-environment node */
// Two instances of the local auth service on one Postgres (TEST_DATABASE_URL), each with its own
// connection pool as two processes would have: sign up on one, confirm the mailed link and sign in
// on the other, then sign out everywhere from the first ends the second's sessions too. Without
// TEST_DATABASE_URL both share the embedded PGlite (and the missing Postgres is said loudly).
import os from 'node:os';
import { openDatabase, type Database } from '../db';
import { announceMissingPostgres, freshSchemaUrl, testDatabaseUrl } from '../db/testing/testDatabases';
import {
  call,
  closeTestDatabase,
  currentUser,
  freshSchema,
  linkMailedTo,
  refresh,
  signIn,
  signUp,
  start,
  stopSites,
} from './localAuth/testing/localAuthSite';

jest.setTimeout(60_000);
announceMissingPostgres('two auth instances on one Postgres');

const databases: Database[] = [];
let dropSchema: (() => Promise<void>) | null = null;
afterEach(stopSites);
afterAll(async () => {
  for (const db of databases.splice(0)) await db.close();
  await dropSchema?.();
  await closeTestDatabase();
});

/** A connection pool of its own on the test Postgres; the shared PGlite without one. */
async function open(): Promise<Database | undefined> {
  if (!testDatabaseUrl) return undefined;
  if (!dropSchema) {
    const fresh = await freshSchemaUrl(testDatabaseUrl);
    dropSchema = fresh.drop;
    postgresUrl = fresh.url;
  }
  const db = await openDatabase({ dataDir: os.tmpdir(), databaseUrl: postgresUrl, poolSize: 3 });
  databases.push(db);
  return db;
}
let postgresUrl = '';

test('sign up on one, confirm and sign in on the other, sign out everywhere from the first', async () => {
  const schema = freshSchema();
  const one = await start({ confirmEmail: true, schema, db: await open() });
  const two = await start({ confirmEmail: true, schema, db: await open() });

  expect((await signUp(one, 'ivy@example.com', 'correct horse')).status).toBe(200);
  expect((await signIn(two, 'ivy@example.com', 'correct horse')).status).toBe(400);
  const link = new URL(await linkMailedTo(one, 'ivy@example.com'));
  const opened = await fetch(`${two.base}/verify?${link.searchParams}`, { redirect: 'manual' });
  expect(opened.headers.get('location')).toMatch(/#access_token=/);
  const onTwo = await (await signIn(two, 'ivy@example.com', 'correct horse')).json();
  expect((await currentUser(one, onTwo.access_token)).status).toBe(200);

  const onOne = await (await signIn(one, 'ivy@example.com', 'correct horse')).json();
  const out = await call(one, 'POST', '/logout?scope=global', undefined, {
    Authorization: `Bearer ${onOne.access_token}`,
  });
  expect(out.status).toBe(204);
  expect((await currentUser(two, onTwo.access_token)).status).toBe(403);
  expect((await refresh(two, onTwo.refresh_token)).status).toBe(400);
});
