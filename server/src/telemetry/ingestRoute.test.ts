/** @jest-environment node */
// POST /api/telemetry and the health route as callers see them: 204 for a good batch (its figures in
// releaseHealth once flushed), 400 with what is wrong, 413 past the cap, 429 past a visitor's limit
// (shared by two instances through Redis when TEST_REDIS_URL is given), and the health route only
// for the remote's token.
import type { FastifyInstance } from 'fastify';
import pino, { type Logger } from 'pino';
import { connectRedis, createOrigin, platformPlugin } from '../platform';
import { logLines } from '../platform/testing/logLines';
import { migrate, type Database } from '../db';
import { pgliteKind } from '../db/testing/testDatabases';
import { releaseHealth, telemetryPlugin, type TelemetryWriter } from './index';
import { pageBatch, thrown } from './testBatches';

jest.setTimeout(60_000);

const logger = pino({ level: 'silent' });
const kind = pgliteKind();
let db: Database;
const TOKEN = 'shop-token';

async function ingest(
  options: { perVisitorPerMinute?: number; redisUrl?: string; enabled?: boolean; requestLog?: Logger } = {},
) {
  let writer: TelemetryWriter | undefined;
  // With `requestLog` (logLines), the server logs as the site's origins do by default (info).
  const app = createOrigin({ logger: options.requestLog });
  const redis = options.redisUrl ? await connectRedis(options.redisUrl, logger) : undefined;
  await app.register(platformPlugin, { contentSecurityPolicy: null, rateLimitRedis: redis });
  await app.register(telemetryPlugin, {
    config: { remoteNames: ['shop', 'marketing'], telemetry: { enabled: options.enabled ?? true } },
    database: () => db,
    logger,
    authorise: (remote, authorization) => remote === 'shop' && authorization === `Bearer ${TOKEN}`,
    perVisitorPerMinute: options.perVisitorPerMinute,
    onWriter: (made) => (writer = made),
  });
  app.addHook('onClose', async () => redis?.disconnect());
  await app.ready();
  return { app, flush: () => writer!.flush() };
}

const post = (app: FastifyInstance, payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
  app.inject({
    method: 'POST',
    ...(remoteAddress ? { remoteAddress } : {}),
    url: '/api/telemetry',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

beforeAll(async () => {
  db = await kind.open();
  await migrate(db);
});
afterAll(async () => {
  await db.close();
  await kind.cleanUp();
});

describe('POST /api/telemetry', () => {
  it('answers 204 and the batch shows in the release health once flushed; text/plain JSON too', async () => {
    const { app, flush } = await ingest();
    const since = new Date(Date.now() - 60_000);
    const batch = pageBatch({ vitals: [{ name: 'LCP', value: 1800, remote: 'shop' }], errors: [thrown('boom')] });
    batch.releases[0]!.errored = true;
    expect((await post(app, batch)).statusCode).toBe(204);
    const asText = await post(app, pageBatch(), { 'content-type': 'text/plain;charset=UTF-8' });
    expect(asText.statusCode).toBe(204);
    await flush();
    const health = await releaseHealth(db, { remote: 'shop', since, until: new Date(Date.now() + 60_000) });
    expect(health).toEqual([
      expect.objectContaining({ release: 'shop-b', cohort: 'canary', sessions: 2, erroredSessions: 1 }),
    ]);
    expect(health[0]!.p75.lcp).toBeGreaterThan(1750);
    expect(health[0]!.topErrors[0]).toMatchObject({ message: 'boom', count: 1 });
    await app.close();
  });

  it('refuses a bad batch with 400 and says what is wrong', async () => {
    const { app } = await ingest();
    const unknown = await post(app, { ...pageBatch(), ip: '10.0.0.1' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^Invalid telemetry batch at ip: ip is not a field this takes/);
    const wrongType = await post(app, pageBatch({ route: '/shop?q=secret' }));
    expect(wrongType.json().message).toMatch(/at route: must be a route/);
    const notJson = await post(app, '{"pageView":', { 'content-type': 'text/plain' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe('The telemetry batch is not JSON.');
    const brokenJson = await post(app, '{"pageView":');
    expect(brokenJson.json().message).toBe('The telemetry batch is not JSON.');
    // Prototype keys, as JSON.parse makes them (own keys), are unknown keys like any other.
    for (const key of ['__proto__', 'constructor']) {
      const poisoned = await post(app, `{"${key}":{"route":"/x"},${JSON.stringify(pageBatch()).slice(1)}`);
      expect(poisoned.statusCode).toBe(400);
      expect(poisoned.json().message).toMatch(new RegExp(`at ${key}: ${key} is not a field this takes`));
    }
    await app.close();
  });

  it('refuses an oversized body with 413', async () => {
    const { app } = await ingest();
    const response = await post(app, { ...pageBatch(), padding: 'x'.repeat(20_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('A telemetry batch is at most 16384 bytes.');
    await app.close();
  });

  it('limits each visitor, and counts one visitor across instances through Redis', async () => {
    const { app } = await ingest({ perVisitorPerMinute: 3 });
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await post(app, pageBatch())).statusCode);
    expect(codes).toEqual([204, 204, 204, 429]);
    await app.close();
    const redisUrl = process.env.TEST_REDIS_URL?.trim();
    if (!redisUrl) {
      console.warn('\n*** NOT RUN: the shared rate limit of the telemetry ingest. TEST_REDIS_URL is not set. ***\n');
      return;
    }
    const one = await ingest({ perVisitorPerMinute: 2, redisUrl });
    const two = await ingest({ perVisitorPerMinute: 2, redisUrl });
    // A visitor address of its own, so earlier runs do not count.
    const visitor = `10.${Date.now() % 250}.${Math.floor(Math.random() * 250)}.1`;
    const shared = [
      (await post(one.app, pageBatch(), {}, visitor)).statusCode,
      (await post(two.app, pageBatch(), {}, visitor)).statusCode,
      (await post(one.app, pageBatch(), {}, visitor)).statusCode,
    ];
    expect(shared).toEqual([204, 204, 429]);
    await one.app.close();
    await two.app.close();
  });

  it('writes no request log lines at the default level, as other requests do', async () => {
    const { logger: requestLog, entries } = logLines();
    const { app } = await ingest({ requestLog });
    const beacon = await post(app, pageBatch(), { 'x-request-id': 'beacon-1' });
    expect(beacon.statusCode).toBe(204);
    const health = await app.inject({
      url: '/api/admin/releases/shop/health',
      headers: { authorization: `Bearer ${TOKEN}`, 'x-request-id': 'health-1' },
    });
    expect(health.statusCode).toBe(200);
    await app.close();
    expect(entries.filter((entry) => entry.reqId === 'health-1').length).toBeGreaterThan(0);
    expect(entries.filter((entry) => entry.reqId === 'beacon-1')).toEqual([]);
  });

  it('is not there with TELEMETRY=off', async () => {
    const { app } = await ingest({ enabled: false });
    expect((await post(app, pageBatch())).statusCode).toBe(404);
    await app.close();
  });
});

describe('GET /api/admin/releases/<remote>/health', () => {
  it('answers the remote’s token with its ReleaseHealth[], and no one else', async () => {
    const { app } = await ingest();
    const url = '/api/admin/releases/shop/health?since=1h';
    const ok = await app.inject({ url, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual([expect.objectContaining({ remote: 'shop', release: 'shop-b', cohort: 'canary' })]);
    expect((await app.inject({ url, headers: { authorization: 'Bearer nope' } })).statusCode).toBe(401);
    const other = '/api/admin/releases/marketing/health';
    expect((await app.inject({ url: other, headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(401);
    const bad = await app.inject({ url: `${url}&since=yesterday`, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(bad.statusCode).toBe(400);
    await app.close();
  });
});
