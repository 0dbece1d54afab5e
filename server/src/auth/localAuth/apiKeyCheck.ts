// The hosted API gateway checks the public key before the auth service sees a request; so does
// this hook. It decorates the parent scope (fastify-plugin) so that it guards every route plugin
// registered after it, and the 404 handler too.
import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';

interface ApiKeyCheckOptions {
  /** The public key the page sends as `apikey` (header or query parameter). */
  anonKey: string;
}

const apiKeyCheckPlugin: FastifyPluginAsync<ApiKeyCheckOptions> = async (app, { anonKey }) => {
  app.addHook('preHandler', async (request, reply) => {
    if (request.method === 'OPTIONS' || request.url.startsWith('/auth/v1/health')) return;
    // A mailed link is opened by the browser with no key: the hosted gateway leaves it open too.
    if (request.method === 'GET' && /^\/auth\/v1\/verify(\?|$)/.test(request.url)) return;
    const query = request.query as Record<string, unknown> | undefined;
    const key = request.headers.apikey ?? query?.apikey;
    if (!key) {
      return reply.code(401).send({
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      });
    }
    if (key !== anonKey) {
      return reply
        .code(401)
        .send({ message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });
    }
  });
};

export const apiKeyCheck = fp(apiKeyCheckPlugin, { name: 'local-auth-api-key-check', fastify: '5.x' });
