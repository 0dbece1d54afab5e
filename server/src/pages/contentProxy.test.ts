/** @jest-environment node */
import Fastify from 'fastify';
import { registerContentProxy } from './contentProxy';

async function upstreamServer() {
  const upstream = Fastify();
  upstream.get('/content/pages/trust-test.json', async () => ({ title: 'Test' }));
  await upstream.listen({ host: '127.0.0.1', port: 0 });
  const address = upstream.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { upstream, origin: `http://127.0.0.1:${port}` };
}

describe('content proxy', () => {
  it('serves the remote content file as JSON, no-cache, and passes a 404 through', async () => {
    const { upstream, origin } = await upstreamServer();
    const app = Fastify();
    registerContentProxy(app, origin);
    try {
      const ok = await app.inject('/content/pages/trust-test.json');
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ title: 'Test' });
      expect(ok.headers['cache-control']).toBe('no-cache');
      expect((await app.inject('/content/pages/other.json')).statusCode).toBe(404);
    } finally {
      await upstream.close();
    }
  });

  it("follows the content remote's live release folder", async () => {
    const upstream = Fastify();
    upstream.get('/releases/r2/content/pages/trust-test.json', async () => ({ title: 'Release 2' }));
    await upstream.listen({ host: '127.0.0.1', port: 0 });
    const address = upstream.server.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const app = Fastify();
    let live = `${origin}/releases/r1/`;
    registerContentProxy(app, () => live);
    try {
      expect((await app.inject('/content/pages/trust-test.json')).statusCode).toBe(404);
      live = `${origin}/releases/r2/`;
      expect((await app.inject('/content/pages/trust-test.json')).json()).toEqual({ title: 'Release 2' });
    } finally {
      await upstream.close();
    }
  });

  it('refuses paths outside /content/*.json', async () => {
    const app = Fastify();
    registerContentProxy(app, 'http://127.0.0.1:9');
    expect((await app.inject('/content/../server.js')).statusCode).toBe(404);
    expect((await app.inject('/content/pages/trust-test.js')).statusCode).toBe(404);
  });

  it('answers 502 when the remote is down', async () => {
    const app = Fastify();
    registerContentProxy(app, 'http://127.0.0.1:9');
    const response = await app.inject('/content/pages/trust-test.json');
    expect(response.statusCode).toBe(502);
  });
});
