/** @jest-environment node */
// The console's roles on PGlite and (when TEST_DATABASE_URL is given) on Postgres: granted and
// revoked once each, recorded, kept by the normalised email, OWNER_EMAILS granted at start.
import Fastify from 'fastify';
import { SignJWT } from 'jose';
import { jwtVerifier } from '../auth';
import { migrate, type Database } from '../db';
import { testDatabaseKinds } from '../db/testing/testDatabases';
import { createConsoleAccess } from './consoleAccess';
import { createRoleStore, parseRole, peopleOf, type RoleStore } from './roleStore';

jest.setTimeout(60_000);

const REMOTES = ['shop', 'quiz'];
const SECRET = new TextEncoder().encode('roles-test-secret-roles-test-secret!!');
const tokenFor = (email: string) =>
  new SignJWT({ email, role: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(`user-${email}`)
    .setAudience('authenticated')
    .setExpirationTime('1h')
    .sign(SECRET);

test('a role is owner or the team of a remote of this site, and says which when it is not', () => {
  expect(parseRole('owner', REMOTES)).toBe('owner');
  expect(parseRole(' team:shop ', REMOTES)).toBe('team:shop');
  expect(() => parseRole('team:blog', REMOTES)).toThrow(
    '"team:blog" is not a role: use owner or one of team:shop, team:quiz.',
  );
  expect(() => parseRole('admin', REMOTES)).toThrow(/is not a role/);
});

test('the people who run a remote are its owners and its team, each once; another team is not', () => {
  const grants = [
    { email: 'ana@example.com', role: 'team:shop' },
    { email: 'ana@example.com', role: 'owner' },
    { email: 'bo@example.com', role: 'team:quiz' },
    { email: 'cy@example.com', role: 'owner' },
  ];
  expect(peopleOf(grants, 'shop')).toEqual(['ana@example.com', 'cy@example.com']);
  expect(peopleOf(grants, 'quiz')).toEqual(['ana@example.com', 'bo@example.com', 'cy@example.com']);
  expect(peopleOf([], 'shop')).toEqual([]);
});

describe.each(testDatabaseKinds('the console role tests'))('console roles on $name', (kind) => {
  let db: Database;
  let store: RoleStore;

  beforeAll(async () => {
    db = await kind.open();
    await migrate(db);
    store = createRoleStore(db);
  });
  afterAll(async () => {
    await db.close();
    await kind.cleanUp();
  });

  it('grants once, revokes once, by the email as accounts are kept, and records who did each', async () => {
    expect(await store.grant(' Ana@Example.COM ', 'team:shop', 'ops@host')).toEqual({ changed: true });
    expect(await store.grant('ana@example.com', 'team:shop', 'ops@host')).toEqual({ changed: false });
    expect(await store.grant('ana@example.com', 'owner', 'ops@host')).toEqual({ changed: true });
    expect(await store.rolesOf('ANA@example.com')).toEqual(['owner', 'team:shop']);
    expect(await store.revoke('ana@example.com', 'owner', 'lead@host')).toEqual({ changed: true });
    expect(await store.revoke('ana@example.com', 'owner', 'lead@host')).toEqual({ changed: false });
    expect(await store.rolesOf('ana@example.com')).toEqual(['team:shop']);
    expect(await store.list()).toEqual([
      expect.objectContaining({ email: 'ana@example.com', role: 'team:shop', grantedBy: 'ops@host' }),
    ]);
    const { rows } = await db.query<{ role: string; action: string; actor: string }>(
      "SELECT role, action, actor FROM console_role_changes WHERE email = 'ana@example.com' ORDER BY id",
    );
    expect(rows).toEqual([
      { role: 'team:shop', action: 'grant', actor: 'ops@host' },
      { role: 'owner', action: 'grant', actor: 'ops@host' },
      { role: 'owner', action: 'revoke', actor: 'lead@host' },
    ]);
  });

  it('refuses what is not an email, and a role the database would not keep', async () => {
    await expect(store.grant('nobody', 'owner', 'ops')).rejects.toThrow('"nobody" is not an email address.');
    await expect(store.grant('x@example.com', 'team:Bad Name', 'ops')).rejects.toThrow();
    expect(await store.rolesOf('x@example.com')).toEqual([]);
  });

  it('makes OWNER_EMAILS owners at start, once, and lets a team see its own remote only', async () => {
    const access = createConsoleAccess({
      verifier: jwtVerifier(SECRET),
      database: () => db,
      ownerEmails: ['Boss@Example.com'],
    });
    await store.grant('quizzer@example.com', 'team:quiz', 'ops');
    const app = Fastify({ logger: false });
    app.get('/who', async (request, reply) => {
      const account = await access.account(request, reply);
      if (!account) return reply;
      return { email: account.email, roles: account.roles, shop: account.allows('shop'), quiz: account.allows('quiz') };
    });
    const ask = async (email?: string) =>
      app.inject({ url: '/who', headers: email ? { authorization: `Bearer ${await tokenFor(email)}` } : {} });
    expect((await ask('boss@example.com')).json()).toEqual({
      email: 'boss@example.com',
      roles: ['owner'],
      shop: true,
      quiz: true,
    });
    expect((await ask('quizzer@example.com')).json()).toMatchObject({ roles: ['team:quiz'], shop: false, quiz: true });
    const nobody = await ask('nobody@example.com');
    expect(nobody.statusCode).toBe(404);
    expect((await ask()).statusCode).toBe(404);
    expect((await app.inject({ url: '/who', headers: { authorization: 'Bearer not-a-token-at-all' } })).json()).toEqual(
      nobody.json(),
    );
    // A second start grants nothing new.
    await createConsoleAccess({ verifier: null, database: () => db, ownerEmails: ['boss@example.com'] }).roles();
    const { rows } = await db.query("SELECT 1 FROM console_role_changes WHERE email = 'boss@example.com'");
    expect(rows).toHaveLength(1);
    await app.close();
  });
});
