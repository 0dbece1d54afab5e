// Rate limits per client address, each kind of call in its own bucket: a route names its limit in
// `config.rateLimit` (limitOf, tokenRateLimit), every other route shares `other`. The limiter is
// registered on the parent scope (fastify-plugin): its onRoute hook must see the routes of the
// route plugins registered after it.
import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { RateLimitRedis } from '../../platform';
import { AuthError } from './authErrors';

/** Requests per client address and time window, per kind of call. */
export interface RateLimit {
  max: number;
  timeWindowMs: number;
}
export type AuthRateLimits = Record<'signUp' | 'password' | 'refresh' | 'signOut' | 'other', RateLimit>;

/**
 * The hosted service's defaults (per address and 5 minutes): a visitor signs up or in a few times,
 * refreshes once an hour per tab; a script trying passwords or rotating tokens meets the limit at once.
 */
export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  signUp: { max: 30, timeWindowMs: 5 * 60_000 },
  password: { max: 30, timeWindowMs: 5 * 60_000 },
  refresh: { max: 150, timeWindowMs: 5 * 60_000 },
  signOut: { max: 30, timeWindowMs: 5 * 60_000 },
  other: { max: 600, timeWindowMs: 5 * 60_000 },
};

/** A route's `config.rateLimit` for one bucket. */
export const limitOf = (limit: RateLimit) => ({ max: limit.max, timeWindow: limit.timeWindowMs });

const grantOf = (request: FastifyRequest) => {
  const grant = (request.query as Record<string, unknown> | undefined)?.grant_type;
  return grant === 'refresh_token' ? 'refresh' : 'password';
};

/** The token route's `config.rateLimit`: password and refresh grants count in buckets of their own. */
export const tokenRateLimit = (limits: AuthRateLimits) => ({
  keyGenerator: (request: FastifyRequest) => `${normalizeIP(request.ip)}|${grantOf(request)}`,
  max: (request: FastifyRequest) => limits[grantOf(request)].max,
  timeWindow: (request: FastifyRequest) => limits[grantOf(request)].timeWindowMs,
});

interface RateLimiterOptions {
  limits: AuthRateLimits;
  /** REDIS_URL's client: counts shared by every instance (a failing Redis lets requests through). */
  redis?: RateLimitRedis;
}

const rateLimiterPlugin: FastifyPluginAsync<RateLimiterOptions> = async (app, { limits, redis }) => {
  await app.register(fastifyRateLimit, {
    global: true,
    ...limitOf(limits.other),
    ...(redis ? { redis, nameSpace: 'site-auth-rate-limit-', skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) =>
      new AuthError(429, 'over_request_rate_limit', `Request rate limit reached. Try again in ${context.after}.`),
  });
};

export const rateLimiter = fp(rateLimiterPlugin, { name: 'local-auth-rate-limiter', fastify: '5.x' });
