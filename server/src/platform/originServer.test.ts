/** @jest-environment node */
import Fastify from 'fastify';
import { addOriginHooks, originServerOptions, redactUrl, registerRateLimiter } from './originServer';
import { logLines } from './testing/logLines';
import { readConfig } from '../config';

/** TRUST_PROXY as the configuration reads it. */
const parseTrustProxy = (value: string | undefined) => readConfig({ TRUST_PROXY: value }).http.trustProxy;

describe('TRUST_PROXY', () => {
  it('decides which address a request comes from', async () => {
    const clientAddress = async (trustProxy: string | undefined, remoteAddress: string, forwardedFor: string) => {
      const app = Fastify(originServerOptions({ trustProxy: parseTrustProxy(trustProxy), bodyLimit: 1024 }));
      app.get('/ip', async (request) => ({ ip: request.ip }));
      const response = await app.inject({ url: '/ip', remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });
      return (response.json() as { ip: string }).ip;
    };
    // Behind the trusted balancer: the visitor's address.
    expect(await clientAddress('10.0.0.0/8', '10.0.0.2', '203.0.113.9')).toBe('203.0.113.9');
    // No proxy trusted: a forged header changes nothing.
    expect(await clientAddress(undefined, '10.0.0.2', '1.2.3.4')).toBe('10.0.0.2');
    // A header from an address that is not the trusted proxy is not believed either.
    expect(await clientAddress('10.0.0.0/8', '198.51.100.7', '1.2.3.4')).toBe('198.51.100.7');
  });
});

test('behind a trusted proxy each visitor has a rate-limit bucket of their own', async () => {
  const app = Fastify(originServerOptions({ trustProxy: parseTrustProxy('10.0.0.0/8'), bodyLimit: 1024 }));
  await registerRateLimiter(app);
  app.post('/api/thing', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ({ ok: true }));
  const from = (visitor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/thing',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': visitor },
    });
  expect((await from('203.0.113.1')).statusCode).toBe(200);
  expect((await from('203.0.113.1')).statusCode).toBe(200);
  expect((await from('203.0.113.1')).statusCode).toBe(429);
  // Another visitor behind the same proxy is served.
  expect((await from('203.0.113.2')).statusCode).toBe(200);
});

describe('request logs', () => {
  /** An origin logging at the default level (info) into `entries`. */
  const loggedOrigin = () => {
    const { logger, entries } = logLines();
    const app = Fastify(originServerOptions({ logger, bodyLimit: 4096 }));
    addOriginHooks(app);
    return { app, entries };
  };

  it('are one JSON line a request, once answered, with its id, method, URL, status and time, and never a secret', async () => {
    const { app, entries } = loggedOrigin();
    app.post('/auth/v1/token', async () => ({ ok: true }));
    const response = await app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password&apikey=anon-key-secret',
      headers: { authorization: 'Bearer token-secret', cookie: 'sb=cookie-secret', 'x-request-id': 'req-from-proxy-1' },
      payload: { email: 'pat@example.com', password: 'hunter2-secret' },
    });
    expect(response.headers['x-request-id']).toBe('req-from-proxy-1');
    expect(entries).toEqual([
      expect.objectContaining({
        reqId: 'req-from-proxy-1',
        msg: 'request completed',
        req: expect.objectContaining({
          method: 'POST',
          url: '/auth/v1/token?grant_type=password&apikey=%5Bredacted%5D',
        }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
    const log = JSON.stringify(entries);
    for (const secret of ['anon-key-secret', 'token-secret', 'cookie-secret', 'hunter2-secret', 'pat@example.com']) {
      expect(log).not.toContain(secret);
    }
  });

  it('keep a failure of the server at error level, with its message', async () => {
    const { app, entries } = loggedOrigin();
    app.get('/broken', async () => {
      throw new Error('the disk is full');
    });
    expect((await app.inject({ url: '/broken' })).statusCode).toBe(500);
    expect(entries).toContainEqual(expect.objectContaining({ level: 50, msg: 'the disk is full' }));
    expect(entries).toContainEqual(expect.objectContaining({ msg: 'request completed', res: { statusCode: 500 } }));
  });

  it('take a fresh id when the given one is not an id', async () => {
    const app = Fastify(originServerOptions({ bodyLimit: 1024 }));
    addOriginHooks(app);
    app.get('/', async () => 'ok');
    const response = await app.inject({ url: '/', headers: { 'x-request-id': 'bad id\nwith newline' } });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('redact secrets in query strings only', () => {
    expect(redactUrl('/shop?ref=abc')).toBe('/shop?ref=abc');
    expect(redactUrl('/consultation-success?session_id=cs_sim_1')).toBe(
      '/consultation-success?session_id=%5Bredacted%5D',
    );
  });
});
