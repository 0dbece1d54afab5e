// A local stand-in for Supabase Auth (GoTrue) for development and tests: the part of its HTTP API
// that supabase-js uses on this site (sign-up, password sign-in, session refresh, current user,
// sign-out), with the same paths, answers and error messages as the hosted service. Users live in
// a JSON file in the data folder; passwords are hashed with scrypt; sessions are HS256 JWTs that
// expire, with rotating refresh tokens. It is not meant to face the internet (no email, no MFA).
//
// One Fastify app composed of plugins (localAuth/), one concern each. Those that set hooks, the
// error handler or the body parser for every route use fastify-plugin and are registered first;
// the routes are encapsulated plugins registered after them, so they run under all of it.
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { registerSecurityHeaders } from '../securityHeaders';
import { addOriginHooks, originServerOptions, type TrustProxy } from '../serverBasics';
import { openAuthDataFile } from './authDataFile';
import { apiKeyCheck } from './localAuth/apiKeyCheck';
import { cors } from './localAuth/cors';
import { errorReplies } from './localAuth/errorReplies';
import { AUTH_BODY_LIMIT, jsonBodies } from './localAuth/jsonBodies';
import { DEFAULT_AUTH_RATE_LIMITS, rateLimiter, type AuthRateLimits } from './localAuth/rateLimits';
import { serviceInfoRoutes } from './localAuth/serviceInfoRoutes';
import { createSessions } from './localAuth/sessions';
import { signUpRoute } from './localAuth/signUpRoute';
import { tokenRoutes } from './localAuth/tokenRoutes';
import { userRoutes } from './localAuth/userRoutes';
import { createAnonKey } from './signingKeys';

export type { AuthRateLimits } from './localAuth/rateLimits';

export interface LocalAuthOptions {
  /** Folder of users.json (created on first run). */
  dataDir: string;
  /** HS256 signing secret (see signingKeys.ts). */
  secret: Uint8Array;
  /** Address the browser uses, e.g. http://localhost:3006; the tokens' issuer is `${publicUrl}/auth/v1`. */
  publicUrl: string;
  /** Browser origins allowed to call the service; loopback origins (localhost) always are. */
  allowedOrigins?: string[];
  /** Lifetime of an access token (default one hour, as the hosted service). */
  accessTokenTtlSeconds?: number;
  /** Longest life of a session, refreshes included (default 30 days). */
  sessionTtlSeconds?: number;
  /** Rate limits per client address (defaults: DEFAULT_AUTH_RATE_LIMITS). */
  rateLimits?: Partial<AuthRateLimits>;
  /** Which proxies to trust for the client's address (TRUST_PROXY). */
  trustProxy?: TrustProxy;
  /** Clock in milliseconds (tests move it forward). */
  now?: () => number;
  logger?: Logger;
}

export interface LocalAuthService {
  app: FastifyInstance;
  /** The public key the page sends as `apikey`. */
  anonKey: string;
}

export async function createLocalAuthService(options: LocalAuthOptions): Promise<LocalAuthService> {
  const now = options.now ?? Date.now;
  const limits: AuthRateLimits = { ...DEFAULT_AUTH_RATE_LIMITS, ...options.rateLimits };
  const issuer = `${options.publicUrl.replace(/\/+$/, '')}/auth/v1`;
  const anonKey = await createAnonKey(options.secret, issuer);
  const store = openAuthDataFile(path.join(options.dataDir, 'users.json'));
  const sessions = createSessions({
    store,
    secret: options.secret,
    issuer,
    accessTtlSeconds: options.accessTokenTtlSeconds ?? 3600,
    sessionTtlMs: (options.sessionTtlSeconds ?? 30 * 24 * 3600) * 1000,
    now,
  });

  const app = Fastify(
    originServerOptions({ logger: options.logger, trustProxy: options.trustProxy, bodyLimit: AUTH_BODY_LIMIT }),
  );
  addOriginHooks(app);
  // Order matters: each of these hooks runs in the order registered, and routes only get the
  // hooks, parser and error handler registered before them.
  await app.register(jsonBodies);
  await registerSecurityHeaders(app, { contentSecurityPolicy: null });
  await app.register(cors, { allowedOrigins: options.allowedOrigins ?? [] });
  await app.register(rateLimiter, { limits });
  await app.register(apiKeyCheck, { anonKey });
  await app.register(errorReplies);

  const prefix = '/auth/v1';
  await app.register(serviceInfoRoutes, { prefix });
  await app.register(signUpRoute, { prefix, store, limit: limits.signUp, now });
  await app.register(tokenRoutes, { prefix, store, sessions, limits });
  await app.register(userRoutes, { prefix, store, sessions, signOutLimit: limits.signOut });

  return { app, anonKey };
}
