// What a browser needs to call the service from a page: CORS for the site's origins and any
// loopback origin, the preflight answer, the API version and no caching. The hook decorates the
// parent scope (fastify-plugin) so it runs first on every route, 404s included, and so before
// the rate limiter's route hook: a page can then read a 429 and its message.
import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { API_VERSION } from './authErrors';
import { isLoopbackOrigin } from './loopback';

interface CorsOptions {
  /** Browser origins allowed to call the service; loopback origins (localhost) always are. */
  allowedOrigins: string[];
}

/** Request headers a preflight may always ask for (supabase-js sends these). */
const ALLOWED_HEADERS = ['apikey', 'authorization', 'content-type', 'x-client-info', 'x-supabase-api-version'];

const corsPlugin: FastifyPluginAsync<CorsOptions> = async (app, options) => {
  const allowedOrigins = new Set(options.allowedOrigins.map((o) => o.replace(/\/+$/, '')));

  app.addHook('onRequest', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    reply.header('X-Supabase-Api-Version', API_VERSION);
    const origin = request.headers.origin;
    if (origin && (allowedOrigins.has(origin) || isLoopbackOrigin(origin))) {
      reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Access-Control-Expose-Headers', 'X-Supabase-Api-Version');
    }
    reply.header('Vary', 'Origin');
  });

  // Preflights are never rate limited (and never need the public key: see apiKeyCheck).
  app.options('/*', { config: { rateLimit: false } }, async (request, reply) => {
    reply.header('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
    const requested = request.headers['access-control-request-headers'];
    const asked = typeof requested === 'string' ? requested.toLowerCase().split(/\s*,\s*/) : [];
    reply.header(
      'Access-Control-Allow-Headers',
      [...new Set([...ALLOWED_HEADERS, ...asked.filter((h) => /^x-[a-z-]+$/.test(h))])].join(', '),
    );
    reply.header('Access-Control-Max-Age', '86400');
    return reply.code(204).send();
  });
};

export const cors = fp(corsPlugin, { name: 'local-auth-cors', fastify: '5.x' });
