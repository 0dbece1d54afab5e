/** @jest-environment node */
// The composed service on the database: accounts and sessions survive a restart, and two instances
// on one database serve the same accounts.
import { authDatabase } from './store/authDatabase';
import {
  call,
  closeTestDatabase,
  currentUser,
  freshSchema,
  refresh,
  running,
  signIn,
  signUp,
  start,
  stopSites,
  testDatabase,
} from './localAuth/testing/localAuthSite';
import { loadSigningSecret } from './signingKeys';

afterEach(stopSites);
afterAll(closeTestDatabase);
jest.setTimeout(30_000);

test('accounts and sessions survive a restart of the service (same database, same secret)', async () => {
  const first = await start();
  await signUp(first, 'kim@example.com', 'secret-1');
  const session = await (await signIn(first, 'kim@example.com', 'secret-1')).json();
  await first.close();
  running.splice(running.indexOf(first), 1);

  const second = await start({ schema: first.database.schema });
  expect(second.service.anonKey).toBe(first.service.anonKey);
  expect((await currentUser(second, session.access_token)).status).toBe(200);
  expect((await signIn(second, 'kim@example.com', 'secret-1')).status).toBe(200);
});

test('two instances on one database: a session made on one refreshes and signs out on the other', async () => {
  const one = await start();
  const two = await start({ schema: one.database.schema });
  expect(two.service.anonKey).toBe(one.service.anonKey);
  expect((await signUp(one, 'ida@example.com', 'secret-1')).status).toBe(200);
  const session = await (await signIn(two, 'ida@example.com', 'secret-1')).json();
  const renewed = await (await refresh(one, session.refresh_token)).json();
  expect((await currentUser(two, renewed.access_token)).status).toBe(200);
  // The spent token is spent on both.
  expect((await refresh(two, session.refresh_token)).status).toBe(400);
  const out = await call(two, 'POST', '/logout?scope=global', undefined, {
    Authorization: `Bearer ${renewed.access_token}`,
  });
  expect(out.status).toBe(204);
  expect((await currentUser(one, renewed.access_token)).status).toBe(403);
  expect((await refresh(one, renewed.refresh_token)).status).toBe(400);
});

test('two instances starting at once keep one signing secret', async () => {
  const db = await testDatabase();
  const schema = freshSchema();
  const [a, b] = await Promise.all(
    ['/tmp/none-a', '/tmp/none-b'].map((dir) =>
      loadSigningSecret(
        authDatabase(() => db, schema),
        dir,
      ),
    ),
  );
  expect(Buffer.from(a!).toString()).toBe(Buffer.from(b!).toString());
});

test('a database that cannot be reached answers 503 "temporarily unavailable", never 500', async () => {
  const site = await start();
  const down = authDatabase(() => null, site.database.schema);
  await expect(down.get()).rejects.toMatchObject({ status: 503, code: 'service_unavailable' });
});
