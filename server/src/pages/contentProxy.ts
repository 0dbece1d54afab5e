import type { FastifyInstance } from 'fastify';

const CONTENT_PATH = /^\/content\/[a-z0-9][a-z0-9/_-]*\.json$/i;
const TIMEOUT_MS = 5000;

/**
 * Serves /content/*.json on the shell's origin from the remote that deploys the content (the
 * quiz ships content/pages/trust-test.json), so content follows that remote's own releases:
 * `upstreamBase` is the folder of its live release (or its origin, where it is pinned).
 */
export function registerContentProxy(app: FastifyInstance, upstreamBase: string | (() => string)): void {
  const baseOf = typeof upstreamBase === 'function' ? upstreamBase : () => upstreamBase;
  app.get('/content/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (!CONTENT_PATH.test(pathname) || pathname.includes('..')) {
      return reply.code(404).send({ error: 'Not found' });
    }
    try {
      const base = baseOf();
      const upstream = await fetch(new URL(pathname.slice(1), base.endsWith('/') ? base : `${base}/`), {
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = Buffer.from(await upstream.arrayBuffer());
      return reply
        .code(upstream.ok ? 200 : upstream.status === 404 ? 404 : 502)
        .header('Cache-Control', 'no-cache')
        .type('application/json; charset=utf-8')
        .send(upstream.ok ? body : { error: upstream.status === 404 ? 'Not found' : 'Content unavailable' });
    } catch {
      return reply.code(502).header('Cache-Control', 'no-cache').send({ error: 'Content unavailable' });
    }
  });
}
