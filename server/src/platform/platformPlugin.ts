// What every origin of the site has, as one Fastify plugin (docs/server.md):
// each answer names its request and a closing server closes its connections (originServer.ts),
// security headers (securityHeaders.ts), the rate limiter (routes opt in), compression, CORS for
// the remotes' files, and on the shell's origin the health checks.
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';
import { registerHealthChecks, type HealthOptions } from './health';
import { addOriginHooks, registerRateLimiter, type RateLimitRedis } from './originServer';
import { registerSecurityHeaders } from './securityHeaders';

export interface PlatformOptions {
  /**
   * Content-Security-Policy of the pages (helmet sends it with every answer); null: no security
   * headers at all (the development backend, whose answers the webpack dev server passes on).
   */
  contentSecurityPolicy: string | null;
  /** Allow any origin to fetch (remotes: the shell fetches their manifests). */
  cors?: boolean;
  /** Shared rate-limit counts (REDIS_URL); in memory without it. */
  rateLimitRedis?: RateLimitRedis;
  /** Brotli or gzip for HTML, scripts and JSON. */
  compress?: boolean;
  /** /healthz and /readyz (the shell's origin). */
  health?: HealthOptions;
}

export const platformPlugin = fp<PlatformOptions>(
  async (app, options) => {
    addOriginHooks(app);
    if (options.contentSecurityPolicy !== null) {
      await registerSecurityHeaders(app, {
        contentSecurityPolicy: options.contentSecurityPolicy,
        // A remote's files are loaded by the shell's page, on another origin.
        crossOriginResourcePolicy: options.cors ? 'cross-origin' : 'same-origin',
      });
    }
    await registerRateLimiter(app, options.rateLimitRedis);
    if (options.cors) {
      app.addHook('onSend', async (_request, reply, payload) => {
        reply.header('Access-Control-Allow-Origin', '*');
        // Added to what the answer already varies with (Accept-Encoding, for a file kept compressed).
        const vary = String(reply.getHeader('Vary') ?? '');
        if (!/\borigin\b/i.test(vary)) reply.header('Vary', vary ? `${vary}, Origin` : 'Origin');
        return payload;
      });
    }
    if (options.compress) {
      // A first visit's bytes shrink about fourfold. Brotli at quality 5: nearly the size of the
      // slowest setting at a fraction of the CPU per request.
      await app.register(fastifyCompress, {
        global: true,
        encodings: ['br', 'gzip'],
        threshold: 1024,
        brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
      });
    }
    if (options.health) registerHealthChecks(app, options.health);
  },
  { name: 'platform' },
);
