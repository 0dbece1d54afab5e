// A local stand-in for Supabase Auth (GoTrue) for development and tests: the part of its HTTP API
// that supabase-js uses on this site (sign-up, password sign-in, session refresh, current user and
// its changes, sign-out, the mailed links: confirm, resend, reset), with the same paths, answers and error messages as the hosted service. Accounts,
// sessions and refresh tokens live in the site's database, in a schema of their own (store/), so
// every instance on one Postgres serves the same accounts; passwords are hashed with scrypt;
// sessions are HS256 JWTs that expire, with rotating refresh tokens.
//
// One Fastify app composed of plugins (localAuth/), one concern each. Those that set hooks, the
// error handler or the body parser for every route use fastify-plugin and are registered first;
// the routes are encapsulated plugins registered after them, so they run under all of it.
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { TrustProxy } from '../config';
import { addOriginHooks, createOrigin, registerSecurityHeaders, type Mailer, type RateLimitRedis } from '../platform';
import { createAccountFlows } from './localAuth/accountFlows';
import { createAccountMailer } from './localAuth/accountMailer';
import { createEmailLimiter, DEFAULT_EMAIL_LIMITS, type EmailLimits, type LimitRedis } from './localAuth/emailLimits';
import { verifyRoutes } from './localAuth/verifyRoutes';
import { createOneTimeTokens } from './store/oneTimeTokens';
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
import { createUserUpdates } from './localAuth/userUpdates';
import { createAnonKey } from './signingKeys';
import type { AccountRemover } from './accountRemover';
import { spendPasswordCheck, verifyPassword } from './passwords';
import type { AuthDatabase } from './store/authDatabase';
import { normalizeEmail } from './normalizeEmail';
import { createSessionStore } from './store/sessionStore';
import { createUserStore } from './store/userStore';

export type { AuthRateLimits } from './localAuth/rateLimits';

export interface LocalAuthOptions {
  /** The accounts' tables (store/authDatabase.ts). */
  database: AuthDatabase;
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
  /** Rate limits per email address (defaults: DEFAULT_EMAIL_LIMITS). */
  emailLimits?: Partial<EmailLimits>;
  /** REDIS_URL's client: the limits are counted across instances. */
  redis?: LimitRedis & RateLimitRedis;
  /** AUTH_CONFIRM_EMAIL (default on): a new address confirms by a mailed link before it signs in. */
  confirmEmail?: boolean;
  /** The site's address (SITE_ORIGIN): the mailed links lead back to it. */
  siteUrl: string;
  /** The site's mail writer, and the sender of the service's mails. */
  mailer: Mailer;
  mailFrom: string;
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
  /** A person's deletion of their account (the site's DELETE /api/account asks it). */
  accountRemover: AccountRemover;
  /** Whether a session of `userId` still stands: the site's API refuses the token of one that ended. */
  liveSession: (sessionId: string, userId: string) => Promise<boolean>;
}

export async function createLocalAuthService(options: LocalAuthOptions): Promise<LocalAuthService> {
  const now = options.now ?? Date.now;
  const limits: AuthRateLimits = { ...DEFAULT_AUTH_RATE_LIMITS, ...options.rateLimits };
  const issuer = `${options.publicUrl.replace(/\/+$/, '')}/auth/v1`;
  const anonKey = await createAnonKey(options.secret, issuer);
  const users = createUserStore(options.database, normalizeEmail);
  const store = createSessionStore(options.database);
  const sessions = createSessions({
    users,
    store,
    secret: options.secret,
    issuer,
    accessTtlSeconds: options.accessTokenTtlSeconds ?? 3600,
    sessionTtlMs: (options.sessionTtlSeconds ?? 30 * 24 * 3600) * 1000,
    now,
  });

  const mails = createAccountMailer({
    mailer: options.mailer,
    from: options.mailFrom,
    apiBase: issuer,
    siteUrl: options.siteUrl,
    allowedOrigins: options.allowedOrigins ?? [],
  });
  const emailLimiter = createEmailLimiter({ ...DEFAULT_EMAIL_LIMITS, ...options.emailLimits }, now, options.redis);
  const confirmEmail = options.confirmEmail ?? true;
  const tokens = createOneTimeTokens(options.database);
  const flows = createAccountFlows({ users, tokens, sessions, mails, emailLimiter, confirmEmail, now });
  const updates = createUserUpdates({ users, tokens, sessions, flows, emailLimiter, now });

  const app = createOrigin({ logger: options.logger, trustProxy: options.trustProxy, bodyLimit: AUTH_BODY_LIMIT });
  addOriginHooks(app);
  // Order matters: each of these hooks runs in the order registered, and routes only get the
  // hooks, parser and error handler registered before them.
  await app.register(jsonBodies);
  await registerSecurityHeaders(app, { contentSecurityPolicy: null });
  await app.register(cors, { allowedOrigins: options.allowedOrigins ?? [] });
  await app.register(rateLimiter, { limits, redis: options.redis });
  await app.register(apiKeyCheck, { anonKey });
  await app.register(errorReplies);

  const prefix = '/auth/v1';
  await app.register(serviceInfoRoutes, { prefix, confirmEmail });
  await app.register(signUpRoute, { prefix, users, flows, limit: limits.signUp, now });
  await app.register(tokenRoutes, { prefix, users, sessions, emailLimiter, confirmEmail, limits });
  await app.register(verifyRoutes, { prefix, flows, limit: limits.signUp });
  await app.register(userRoutes, {
    prefix,
    store,
    sessions,
    updates,
    signOutLimit: limits.signOut,
    updateLimit: limits.password,
  });

  const accountRemover: AccountRemover = {
    async checkPassword(userId, password) {
      const user = await users.byId(userId);
      return user ? verifyPassword(password, user.passwordHash) : spendPasswordCheck(password);
    },
    async remove(userId) {
      await users.remove(userId);
    },
  };
  const liveSession = async (sessionId: string, userId: string) => {
    const session = await store.byId(sessionId);
    return !!session && session.userId === userId && Date.parse(session.notAfter) > now();
  };
  return { app, anonKey, accountRemover, liveSession };
}
