/** @jest-environment node */
// The rollout routes of the release commands' API (docs/rollouts.md, "Rollouts"), as the command and
// the console call them: the remote's token, a checked body (unknown fields refused, a clear 400),
// start, read, promote and abort; and what activating a release would refuse, asked before a move.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerReleaseApi } from './releaseApi';
import { rolloutDatabases, rolloutFixture, type RolloutFixture } from './testing/rolloutFixture';

jest.setTimeout(120_000);

const TOKEN = 'shop-token-for-the-rollout-api-test';
const [pglite] = rolloutDatabases();
let f: RolloutFixture;
let app: FastifyInstance;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollout-api-'));

beforeAll(async () => {
  f = await rolloutFixture(pglite!);
  app = Fastify();
  registerReleaseApi(app, {
    remoteNames: ['shop', 'marketing'],
    dataDir,
    store: dataDir,
    tokens: { shop: TOKEN, marketing: 'marketing-token-for-the-rollout-api' },
    registry: () => f.first().registry,
    rollouts: f.first().rollouts,
    onMove: async () => undefined,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await f.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST', url: string, payload?: unknown, token = TOKEN) =>
  app.inject({
    method,
    url: `/api/admin/releases/shop${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

test('a rollout is started, read, promoted and aborted with the remote token', async () => {
  expect((await call('GET', '/rollout')).json()).toEqual({ rollout: null });
  const start = { id: 's2', actor: 'alice', steps: [10, 50, 100], intervalMs: 300_000, policy: { minSessions: 50 } };
  expect((await call('POST', '/rollout', start, 'marketing-token-for-the-rollout-api')).statusCode).toBe(401);
  const started = await call('POST', '/rollout', start);
  expect(started.statusCode).toBe(201);
  expect(started.json()).toMatchObject({ release: 's2', state: 'running', percent: 10, policy: { minSessions: 50 } });
  expect((await call('GET', '/rollout')).json()).toMatchObject({ rollout: { release: 's2', step: 0 } });
  expect((await call('POST', '/rollout/promote', { actor: 'bob' })).json()).toMatchObject({ step: 1, percent: 50 });
  const aborted = await call('POST', '/rollout/abort', { actor: 'carol' });
  expect(aborted.json()).toMatchObject({ state: 'aborted' });
  expect(aborted.json().decisions[0]).toMatchObject({ verdict: 'abort', by: 'carol' });
  expect((await f.first().registry.history('shop')).canary).toBeNull();
});

test('a bad request is refused with what is wrong, and nothing moves', async () => {
  const base = { id: 's2', actor: 'alice', steps: [10, 100], intervalMs: 60_000 };
  const refused = async (body: unknown, message: RegExp) => {
    const answer = await call('POST', '/rollout', body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(message);
  };
  await refused({ ...base, steps: [50, 20] }, /each step must be above the last/);
  await refused({ ...base, intervalMs: 10 }, /1 s or more/);
  await refused({ ...base, surprise: true }, /Invalid request/);
  await refused({ ...base, policy: { minSessions: 0 } }, /Invalid request/);
  await refused({ ...base, policy: { retries: 3 } }, /Invalid request/);
  expect((await call('POST', '/rollout/promote', { actor: 'bob' })).json().message).toMatch(/no rollout running/);
  expect((await call('POST', '/rollout', { ...base, id: 'nope' })).statusCode).toBe(404);
  expect((await f.first().registry.history('shop')).canary).toBeNull();
});

test("what activating a release would refuse is asked with the remote's token, and nothing moves", async () => {
  const live = await f.first().registry.history('shop');
  const asked = await call('GET', '/s2/problems');
  expect(asked.statusCode).toBe(200);
  expect(asked.json()).toEqual({ problems: [] });
  expect((await call('GET', '/s2/problems', undefined, 'marketing-token-for-the-rollout-api')).statusCode).toBe(401);
  const unknown = await call('GET', '/nope/problems');
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json().message).toMatch(/There is no release nope of "shop"/);
  expect(await f.first().registry.history('shop')).toEqual(live);
});
