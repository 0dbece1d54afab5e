/** @jest-environment node */
// The console's rollouts, health charts and Speed page as a caller sees them, on PGlite and (with
// TEST_DATABASE_URL) Postgres: a team starts, promotes and aborts its remote's rollout through the
// releases room (each decision recorded with its email), bad plans are a 400 naming the field; what
// pages reported at /api/telemetry comes back per interval, canary against stable, and per route,
// rated, a team seeing its own routes only.
import Fastify, { type FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import pino from 'pino';
import type { HealthSeries, SpeedAnswer } from '@site/contract/consoleHealth';
import type { ConsoleRolloutAnswer } from '@site/contract/consoleRollout';
import { ownerOf } from '@site/contract/routes';
import type { TelemetryBatch } from '@site/contract/telemetry';
import { createConsoleAccess } from '../access';
import { jwtVerifier } from '../auth';
import { migrate, type Database } from '../db';
import { testDatabaseKinds } from '../db/testing/testDatabases';
import { platformPlugin } from '../platform';
import { testRegistry } from '../releases/testing/testRegistry';
import { telemetryPlugin, type TelemetryWriter } from '../telemetry';
import { consolePlugin } from './index';

jest.setTimeout(60_000);

const SECRET = new TextEncoder().encode('watch-test-secret-watch-test-secret-watch');
const SECTIONS = { shop: { routes: ['/shop/*'] }, quiz: { routes: ['/ai-trust-test'] } };
const OWNER = 'owner@example.com';
const SHOPPER = 'shopper@example.com';
const QUIZZER = 'quizzer@example.com';

let views = 0;
/** A page view's batch as the shell sends it. */
const batch = (route: string, overrides: Partial<TelemetryBatch>): TelemetryBatch => ({
  pageView: `watch-view-${String((views += 1)).padStart(5, '0')}`,
  route,
  routeRemote: ownerOf(SECTIONS, route),
  releases: [],
  vitals: [],
  errors: [],
  ...overrides,
});

describe.each(testDatabaseKinds('the console watch tests'))('console rollouts, health and speed on $name', (kind) => {
  let db: Database;
  let app: FastifyInstance;
  let writer: TelemetryWriter | undefined;
  const call = async (email: string, method: 'GET' | 'POST', url: string, body?: unknown) => {
    const token = await new SignJWT({ email, role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(`user-${email}`)
      .setAudience('authenticated')
      .setExpirationTime('1h')
      .sign(SECRET);
    return app.inject({
      method,
      url: `/api/console${url}`,
      ...(body === undefined ? {} : { payload: body as object }),
      headers: { authorization: `Bearer ${token}` },
    });
  };
  const report = async (...batches: TelemetryBatch[]) => {
    for (const payload of batches) {
      const sent = await app.inject({ method: 'POST', url: '/api/telemetry', payload });
      expect(sent.statusCode).toBe(204);
    }
    await writer!.flush();
  };

  beforeAll(async () => {
    db = await kind.open();
    await migrate(db);
    const { registry, rollouts, publish } = testRegistry(db);
    for (const id of ['shop-a', 'shop-b', 'shop-c']) await publish('shop', id, ['/shop/*']);
    await publish('quiz', 'quiz-a', ['/ai-trust-test']);
    await registry.activate('shop', 'shop-a', 'build');
    await registry.activate('quiz', 'quiz-a', 'build');
    const access = createConsoleAccess({ verifier: jwtVerifier(SECRET), database: () => db, ownerEmails: [OWNER] });
    await (await access.roles())!.grant(SHOPPER, 'team:shop', 'test');
    await (await access.roles())!.grant(QUIZZER, 'team:quiz', 'test');
    app = Fastify({ logger: false });
    await app.register(platformPlugin, { contentSecurityPolicy: null });
    await app.register(telemetryPlugin, {
      config: { remoteNames: ['shop', 'quiz'], telemetry: { enabled: true } },
      database: () => db,
      logger: pino({ level: 'silent' }),
      flushEveryMs: 60_000,
      onWriter: (made) => (writer = made),
    });
    await app.register(consolePlugin, {
      prefix: '/api/console',
      remoteNames: ['shop', 'quiz'],
      access,
      releases: { registry: () => registry, rollouts, live: { refresh: async () => undefined } as never },
      telemetry: { database: () => db, ownerOfRoute: (route) => ownerOf(SECTIONS, route.replace(/\/\*$/, '')) },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    await kind.cleanUp();
  });

  it('lets a team start, promote and abort its rollout, each decision recorded with who took it', async () => {
    expect((await call(SHOPPER, 'GET', '/remotes/shop/rollout')).json()).toEqual({ rollout: null });
    const plan = { release: 'shop-b', steps: [10, 50, 100], intervalMs: 120_000, minSessions: 5 };
    const started = await call(SHOPPER, 'POST', '/remotes/shop/rollout', plan);
    expect(started.statusCode).toBe(201);
    const { rollout } = started.json<ConsoleRolloutAnswer>();
    expect(rollout).toMatchObject({ release: 'shop-b', stable: 'shop-a', state: 'running', step: 0, percent: 10 });
    expect(rollout!.policy.minSessions).toBe(5);
    expect(Date.parse(rollout!.nextDecisionAt!) - Date.parse(rollout!.startedAt)).toBe(120_000);
    expect(rollout!.decisions).toEqual([expect.objectContaining({ verdict: 'start', by: SHOPPER, percent: 10 })]);
    expect((await call(SHOPPER, 'GET', '/remotes/shop')).json()).toMatchObject({
      live: 'shop-a',
      canary: { releaseId: 'shop-b', percent: 10 },
    });

    const promoted = (await call(SHOPPER, 'POST', '/remotes/shop/rollout/promote', {})).json<ConsoleRolloutAnswer>();
    expect(promoted.rollout).toMatchObject({ state: 'running', step: 1, percent: 50 });
    expect(promoted.rollout!.decisions[0]).toMatchObject({ verdict: 'promote', by: SHOPPER });
    expect((await call(SHOPPER, 'GET', '/remotes/shop')).json().canary).toEqual({ releaseId: 'shop-b', percent: 50 });

    const aborted = (await call(SHOPPER, 'POST', '/remotes/shop/rollout/abort', {})).json<ConsoleRolloutAnswer>();
    expect(aborted.rollout).toMatchObject({ state: 'aborted', nextDecisionAt: null });
    expect(aborted.rollout!.decisions[0]).toMatchObject({
      verdict: 'abort',
      by: SHOPPER,
      reason: `Aborted by hand by ${SHOPPER}.`,
    });
    const shop = (await call(SHOPPER, 'GET', '/remotes/shop')).json();
    expect(shop).toMatchObject({ live: 'shop-a', canary: null });
    expect(shop.moves[0]).toMatchObject({ action: 'rollback', actor: SHOPPER });
    expect((await call(SHOPPER, 'GET', '/remotes/shop/rollout')).json().rollout.state).toBe('aborted');

    const again = await call(SHOPPER, 'POST', '/remotes/shop/rollout/abort', {});
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('"shop" has no rollout running.');
    expect((await call(QUIZZER, 'POST', '/remotes/shop/rollout', plan)).statusCode).toBe(404);
  });

  it('refuses a plan it cannot run with a message that names the field', async () => {
    const start = (body: unknown) => call(OWNER, 'POST', '/remotes/shop/rollout', body);
    const good = { release: 'shop-c', steps: [10, 100], intervalMs: 60_000 };
    const cases: [unknown, string, string][] = [
      [{ ...good, steps: [50, 10] }, 'steps', 'each step must be above the last'],
      [{ ...good, steps: [100] }, 'steps', 'steps needs a share below 100'],
      [{ ...good, steps: [0, 50] }, 'steps.0', 'each step must be at least 1%'],
      [{ ...good, intervalMs: 10 }, 'intervalMs', 'the interval must be 1 s or more'],
      [{ ...good, minSessions: 0 }, 'minSessions', 'minSessions must be at least 1'],
      [{ ...good, force: true }, 'force', 'force'],
    ];
    for (const [body, field, message] of cases) {
      const answer = await start(body);
      expect({ status: answer.statusCode, field: answer.json().field ?? '' }).toEqual({ status: 400, field });
      expect(answer.json().message).toContain(message);
    }
    const unknown = await start({ ...good, release: 'shop-z' });
    expect(unknown.statusCode).toBe(404);
    const live = await start({ ...good, release: 'shop-a' });
    expect(live.json()).toMatchObject({ error: 'Refused', message: expect.stringMatching(/is live already/) });
    expect((await call(OWNER, 'GET', '/remotes/shop')).json().canary).toBeNull();
  });

  it('answers a remote’s health per interval, canary against stable, from what the pages reported', async () => {
    const stable = { remote: 'shop', release: 'shop-a', cohort: 'stable' as const, session: true };
    const canary = { remote: 'shop', release: 'shop-b', cohort: 'canary' as const, session: true };
    await report(
      ...[1200, 1400, 1600].map((lcp) =>
        batch('/shop', { releases: [stable], vitals: [{ name: 'LCP', value: lcp, remote: 'shop' }] }),
      ),
      batch('/shop', { releases: [canary], vitals: [{ name: 'INP', value: 350, remote: 'shop' }] }),
      batch('/shop', { releases: [{ ...canary, errored: true }] }),
    );
    const answer = await call(SHOPPER, 'GET', '/remotes/shop/health?window=1h');
    expect(answer.statusCode).toBe(200);
    const series = answer.json<HealthSeries>();
    expect(series).toMatchObject({ remote: 'shop', window: '1h', stepMs: 5 * 60_000 });
    expect(series.points.length).toBeGreaterThanOrEqual(12);
    expect(series.points.length).toBeLessThanOrEqual(13);
    const last = series.points.at(-1)!;
    expect(last.stable).toMatchObject({ sessions: 3, erroredSessions: 0, errorRate: 0, p75: { inp: null } });
    expect(Math.abs(last.stable.p75.lcp! - 1600)).toBeLessThan(40);
    expect(last.canary).toMatchObject({ sessions: 2, erroredSessions: 1, errorRate: 0.5, p75: { lcp: null } });
    expect(Math.abs(last.canary.p75.inp! - 350)).toBeLessThan(10);
    expect(series.points[0]!.stable).toEqual({
      sessions: 0,
      erroredSessions: 0,
      errorRate: null,
      p75: { lcp: null, inp: null },
    });

    const day = (await call(OWNER, 'GET', '/remotes/shop/health?window=24h')).json<HealthSeries>();
    expect(day.stepMs).toBe(60 * 60_000);
    expect(day.points.at(-1)!.canary.sessions).toBe(2);
    expect((await call(QUIZZER, 'GET', '/remotes/quiz/health')).json<HealthSeries>().window).toBe('1h');
    const bad = await call(OWNER, 'GET', '/remotes/shop/health?window=7d');
    expect(bad.json()).toMatchObject({
      error: 'Invalid request',
      field: 'window',
      message: 'window must be 1h or 24h',
    });
    expect((await call(OWNER, 'GET', '/remotes/shop/health?window=1h&remote=quiz')).statusCode).toBe(400);
  });

  it('rates each route’s p75s, shows the owner every route and a team its own', async () => {
    await report(
      batch('/ai-trust-test', {
        vitals: [
          { name: 'LCP', value: 4_500, remote: 'quiz' },
          { name: 'INP', value: 300, remote: 'quiz' },
          { name: 'CLS', value: 0.05, remote: 'quiz' },
        ],
      }),
      batch('*', { vitals: [{ name: 'CLS', value: 0.4, remote: null }] }),
    );
    const owner = (await call(OWNER, 'GET', '/speed')).json<SpeedAnswer>();
    expect(owner.windows.map((w) => w.window)).toEqual(['24h', '7d']);
    for (const w of owner.windows)
      expect(w.routes.map((r) => `${r.route} ${r.remote}`)).toEqual(['* null', '/ai-trust-test quiz', '/shop shop']);
    const quiz = owner.windows[0]!.routes.find((r) => r.route === '/ai-trust-test')!;
    expect([quiz.lcp.rating, quiz.inp.rating, quiz.cls.rating]).toEqual(['poor', 'needs-improvement', 'good']);
    expect(quiz.lcp.samples).toBe(1);
    expect(owner.windows[0]!.routes[0]!.cls.rating).toBe('poor');
    expect(owner.windows[0]!.routes[2]!.inp).toMatchObject({ rating: 'needs-improvement', samples: 1 });

    const shopper = (await call(SHOPPER, 'GET', '/speed')).json<SpeedAnswer>();
    expect(shopper.windows[1]!.routes.map((r) => r.route)).toEqual(['/shop']);
    const quizzer = (await call(QUIZZER, 'GET', '/speed')).json<SpeedAnswer>();
    expect(quizzer.windows[0]!.routes.map((r) => r.route)).toEqual(['/ai-trust-test']);
    expect((await call(OWNER, 'GET', '/speed?window=24h')).statusCode).toBe(400);
  });
});
