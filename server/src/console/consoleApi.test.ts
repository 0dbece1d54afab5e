/** @jest-environment node */
// The console's API as a caller sees it, on PGlite and (when TEST_DATABASE_URL is given) on
// Postgres: every route is a 404 to anyone without a role (the same answer as a path that does not
// exist), a team sees and moves its own remote only, an owner everything, and the moves are the
// registry's, recorded with the account that asked.
import Fastify, { type FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { createConsoleAccess } from '../access';
import { jwtVerifier } from '../auth';
import { migrate, type Database } from '../db';
import { testDatabaseKinds } from '../db/testing/testDatabases';
import { registerRateLimiter } from '../platform';
import { testRegistry } from '../releases/testing/testRegistry';
import { consolePlugin } from './index';

jest.setTimeout(60_000);

const SECRET = new TextEncoder().encode('console-test-secret-console-test-secret');
const tokenFor = (email: string) =>
  new SignJWT({ email, role: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(`user-${email}`)
    .setAudience('authenticated')
    .setExpirationTime('1h')
    .sign(SECRET);

/** Every console route, with a body its owner could send. */
const ROUTES: { method: 'GET' | 'POST'; url: string; body?: unknown }[] = [
  { method: 'GET', url: '/api/console/me' },
  { method: 'GET', url: '/api/console/remotes' },
  { method: 'GET', url: '/api/console/remotes/shop' },
  { method: 'POST', url: '/api/console/remotes/shop/activate', body: { release: 's1' } },
  { method: 'POST', url: '/api/console/remotes/shop/canary', body: { release: 's2', percent: 10 } },
  { method: 'POST', url: '/api/console/remotes/shop/rollback', body: {} },
  { method: 'GET', url: '/api/console/remotes/shop/rollout' },
  {
    method: 'POST',
    url: '/api/console/remotes/shop/rollout',
    body: { release: 's2', steps: [10, 100], intervalMs: 60_000 },
  },
  { method: 'POST', url: '/api/console/remotes/shop/rollout/promote', body: {} },
  { method: 'POST', url: '/api/console/remotes/shop/rollout/abort', body: {} },
  { method: 'GET', url: '/api/console/remotes/shop/health?window=24h' },
  { method: 'GET', url: '/api/console/speed' },
  { method: 'GET', url: '/api/console/nothing-here' },
];

describe.each(testDatabaseKinds('the console API tests'))('console API on $name', (kind) => {
  let db: Database;
  let app: FastifyInstance;
  let refreshes = 0;
  let publish: ReturnType<typeof testRegistry>['publish'];
  const as = async (email: string | null, route: { method: 'GET' | 'POST'; url: string; body?: unknown }) =>
    app.inject({
      method: route.method,
      url: route.url,
      ...(route.body === undefined ? {} : { payload: route.body as object }),
      headers: email ? { authorization: `Bearer ${await tokenFor(email)}` } : {},
    });

  beforeAll(async () => {
    db = await kind.open();
    await migrate(db);
    const made = testRegistry(db);
    const { registry, rollouts } = made;
    publish = made.publish;
    for (const id of ['s1', 's2', 's3']) await publish('shop', id, ['/shop/*']);
    await publish('quiz', 'q1', ['/ai-trust-test']);
    await registry.activate('shop', 's1', 'build');
    await registry.activate('quiz', 'q1', 'build');
    const access = createConsoleAccess({
      verifier: jwtVerifier(SECRET),
      database: () => db,
      ownerEmails: ['owner@example.com'],
    });
    await (await access.roles())!.grant('shopper@example.com', 'team:shop', 'test');
    await (await access.roles())!.grant('quizzer@example.com', 'team:quiz', 'test');
    app = Fastify({ logger: false });
    await registerRateLimiter(app);
    await app.register(consolePlugin, {
      prefix: '/api/console',
      remoteNames: ['shop', 'quiz'],
      access,
      releases: {
        registry: () => registry,
        rollouts,
        live: { refresh: async () => void (refreshes += 1) } as never,
      },
      telemetry: { database: () => db, ownerOfRoute: () => null },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    await kind.cleanUp();
  });

  it('answers every route with the same 404 to a stranger, a visitor without a role and a bad token', async () => {
    for (const route of ROUTES) {
      for (const who of [null, 'visitor@example.com']) {
        const answer = await as(who, route);
        expect({ route: route.url, who, status: answer.statusCode, body: answer.json() }).toEqual({
          route: route.url,
          who,
          status: 404,
          body: { error: 'Not found', message: 'There is no such page.' },
        });
      }
      const forged = await app.inject({
        ...route,
        payload: route.body as object,
        headers: { authorization: 'Bearer x.y.z-forged' },
      });
      expect(forged.statusCode).toBe(404);
    }
    // Not even a malformed body tells a stranger the route is there.
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/console/remotes/shop/activate',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(malformed.statusCode).toBe(404);
  });

  it("gives a team its own remote only: another remote's routes are 404 to it", async () => {
    expect((await as('quizzer@example.com', ROUTES[0]!)).json()).toEqual({
      email: 'quizzer@example.com',
      roles: ['team:quiz'],
      remotes: ['quiz'],
      sections: ['releases', 'speed'],
    });
    const list = (await as('quizzer@example.com', ROUTES[1]!)).json();
    expect(list.remotes.map((remote: { remote: string }) => remote.remote)).toEqual(['quiz']);
    for (const route of ROUTES.slice(2).filter((route) => route.url !== '/api/console/speed'))
      expect((await as('quizzer@example.com', route)).statusCode).toBe(404);
    expect((await as('quizzer@example.com', { method: 'GET', url: '/api/console/remotes/quiz' })).statusCode).toBe(200);
  });

  it('lets a team move its remote: a canary, a rollback that ends it, an activation, all in the audit trail', async () => {
    const shopper = 'shopper@example.com';
    const canary = await as(shopper, {
      method: 'POST',
      url: '/api/console/remotes/shop/canary',
      body: { release: 's2', percent: 10 },
    });
    expect(canary.json()).toEqual({
      move: expect.objectContaining({ from: 's1', to: 's2', action: 'canary', percent: 10, actor: shopper }),
    });
    const shop = (await as(shopper, ROUTES[2]!)).json();
    expect(shop).toMatchObject({ remote: 'shop', live: 's1', canary: { releaseId: 's2', percent: 10 } });
    expect(shop.releases.map((release: { id: string }) => release.id).sort()).toEqual(['s1', 's2', 's3']);
    const ended = await as(shopper, { method: 'POST', url: '/api/console/remotes/shop/rollback', body: {} });
    expect(ended.json().move).toMatchObject({ from: 's2', to: 's1', action: 'rollback' });
    const live = await as(shopper, {
      method: 'POST',
      url: '/api/console/remotes/shop/activate',
      body: { release: 's3' },
    });
    expect(live.json().move).toMatchObject({ from: 's1', to: 's3', action: 'activate', actor: shopper });
    const back = await as(shopper, { method: 'POST', url: '/api/console/remotes/shop/rollback', body: {} });
    expect(back.json().move).toMatchObject({ from: 's3', to: 's1', action: 'rollback' });
    const trail = (await as(shopper, ROUTES[2]!)).json().moves.slice(0, 4);
    expect(trail.map((move: { action: string; actor: string }) => `${move.action} by ${move.actor}`)).toEqual([
      `rollback by ${shopper}`,
      `activate by ${shopper}`,
      `rollback by ${shopper}`,
      `canary by ${shopper}`,
    ]);
    expect(refreshes).toBeGreaterThanOrEqual(4);
  });

  it("says in the audit trail why a move was made: a rollout's start, and its end by hand", async () => {
    const shopper = 'shopper@example.com';
    const post = (url: string) => as(shopper, { method: 'POST', url, body: {} });
    await as(shopper, ROUTES[7]!);
    await post('/api/console/remotes/shop/rollout/abort');
    const [aborted, started] = (await as(shopper, ROUTES[2]!)).json().moves;
    expect(started).toMatchObject({ action: 'canary', reason: expect.stringContaining(`Started by ${shopper}`) });
    expect(aborted).toMatchObject({ action: 'rollback', reason: expect.stringMatching(/\S/) });
  });

  it('says why a release could not go live instead of letting a move be refused', async () => {
    await publish('shop', 'clash', ['/shop/*', '/ai-trust-test']);
    const shop = (await as('owner@example.com', ROUTES[2]!)).json();
    const problemsOf = (id: string) => shop.releases.find((release: { id: string }) => release.id === id)?.problems;
    const reason = 'Its route /ai-trust-test collides with /ai-trust-test of the live "quiz" release q1';
    expect(problemsOf('clash')).toEqual([expect.stringContaining(reason)]);
    expect([problemsOf(shop.live), problemsOf('s2')]).toEqual([[], []]);
    // The registry refuses it for the same reason.
    const refused = await as('owner@example.com', {
      method: 'POST',
      url: '/api/console/remotes/shop/activate',
      body: { release: 'clash' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().problems).toEqual(problemsOf('clash'));
  });

  it('tells its owner what is wrong with a request: unknown fields, bad values, an unknown release, too large', async () => {
    const owner = 'owner@example.com';
    const post = (url: string, body: unknown) => as(owner, { method: 'POST', url, body });
    const extra = await post('/api/console/remotes/shop/activate', { release: 's2', force: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toMatch(/force is not a field this takes: leave it out/);
    const share = await post('/api/console/remotes/quiz/canary', { release: 'q1', percent: 150 });
    expect(share.json()).toMatchObject({
      error: 'Invalid request',
      field: 'percent',
      message: 'percent must be at most 99 (100 is an activation)',
    });
    const unknown = await post('/api/console/remotes/shop/activate', { release: 'nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/There is no release nope of "shop"/);
    const large = await post('/api/console/remotes/shop/activate', { release: 'x'.repeat(8_000) });
    expect(large.statusCode).toBe(413);
    const list = (await as(owner, ROUTES[1]!)).json();
    expect(list.remotes.map((remote: { remote: string }) => remote.remote)).toEqual(['shop', 'quiz']);
    expect((await as(owner, ROUTES[0]!)).json()).toMatchObject({ roles: ['owner'], remotes: ['shop', 'quiz'] });
  });
});
