// A local stand-in for Supabase Auth (GoTrue) for development and tests: the part of its HTTP API
// that supabase-js uses on this site (sign-up, password sign-in, session refresh, current user,
// sign-out), with the same paths, answers and error messages as the hosted service. Users live in
// a JSON file in the data folder; passwords are hashed with scrypt; sessions are HS256 JWTs that
// expire, with rotating refresh tokens. It is not meant to face the internet (no email, no MFA).
import crypto from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Logger } from 'pino';
import * as v from 'valibot';
import { registerSecurityHeaders } from '../securityHeaders';
import { addOriginHooks, originServerOptions, type TrustProxy } from '../serverBasics';
import { AuthDataWriteError, openAuthDataFile, type StoredSession, type StoredUser } from './authDataFile';
import { normalizeEmail } from './normalizeEmail';
import { hashPassword, spendPasswordCheck, verifyPassword } from './passwords';
import { createAnonKey } from './signingKeys';

export const AUTH_BODY_LIMIT = 16 * 1024;
export const MIN_PASSWORD_LENGTH = 6;
/** GoTrue's limit (bcrypt reads 72 bytes); kept so that accounts move to the hosted service. */
export const MAX_PASSWORD_LENGTH = 72;
const API_VERSION = '2024-01-01';
const REFRESH_REUSE_INTERVAL_MS = 10_000;

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

/** An error answered in the hosted service's shape. */
class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const invalidCredentials = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
const unavailable = () =>
  new AuthError(503, 'service_unavailable', 'Sign-in is temporarily unavailable. Please try again later.');
const badJson = (detail: string) => new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Bodies are untrusted: each field's type is checked; unknown fields are ignored, as GoTrue does.
const SignUpBody = v.looseObject({
  email: v.optional(v.nullable(v.string())),
  password: v.optional(v.nullable(v.string())),
  data: v.optional(v.nullable(v.record(v.string(), v.unknown()))),
});
const PasswordGrantBody = v.looseObject({
  email: v.optional(v.nullable(v.string())),
  password: v.optional(v.nullable(v.string())),
});
const RefreshGrantBody = v.looseObject({ refresh_token: v.optional(v.nullable(v.string())) });
const LogoutScope = v.picklist(['global', 'local', 'others']);

function parseBody<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badJson('expected a JSON object');
  const result = v.safeParse(schema, body);
  if (!result.success) {
    const issue = result.issues[0];
    const field = issue.path?.map((p) => String(p.key)).join('.') ?? 'body';
    throw badJson(`${field}: ${issue.message}`);
  }
  return result.output;
}

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('base64url');

function isLoopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
    );
  } catch {
    return false;
  }
}

/** The user as the hosted service returns it (only the fields supabase-js and this site read). */
function publicUser(user: StoredUser) {
  const identity = {
    identity_id: crypto.createHash('sha256').update(`email:${user.id}`).digest('hex').slice(0, 32),
    id: user.id,
    user_id: user.id,
    identity_data: { email: user.email, email_verified: true, sub: user.id },
    provider: 'email',
    email: user.email,
    created_at: user.createdAt,
    updated_at: user.updatedAt,
    last_sign_in_at: user.lastSignInAt,
  };
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: user.createdAt,
    phone: '',
    confirmed_at: user.createdAt,
    last_sign_in_at: user.lastSignInAt,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { ...user.userMetadata, email: user.email, email_verified: true, sub: user.id },
    identities: [identity],
    created_at: user.createdAt,
    updated_at: user.updatedAt,
    is_anonymous: false,
  };
}

export async function createLocalAuthService(options: LocalAuthOptions): Promise<LocalAuthService> {
  const now = options.now ?? Date.now;
  const accessTtl = options.accessTokenTtlSeconds ?? 3600;
  const sessionTtlMs = (options.sessionTtlSeconds ?? 30 * 24 * 3600) * 1000;
  const limits: AuthRateLimits = { ...DEFAULT_AUTH_RATE_LIMITS, ...options.rateLimits };
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const issuer = `${publicUrl}/auth/v1`;
  const allowedOrigins = new Set((options.allowedOrigins ?? []).map((o) => o.replace(/\/+$/, '')));
  const anonKey = await createAnonKey(options.secret, issuer);
  const store = openAuthDataFile(path.join(options.dataDir, 'users.json'));
  const nowIso = () => new Date(now()).toISOString();

  const app = Fastify(
    originServerOptions({ logger: options.logger, trustProxy: options.trustProxy, bodyLimit: AUTH_BODY_LIMIT }),
  );
  addOriginHooks(app);
  // supabase-js sends sign-out as a JSON request with no body: an empty body is an empty object.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (!text.trim()) return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch (error) {
      done(badJson((error as Error).message), undefined);
    }
  });

  // --- answers ---
  const wantsNewErrors = (request: FastifyRequest) => {
    const header = request.headers['x-supabase-api-version'];
    return typeof header === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(header) && header >= API_VERSION;
  };
  const sendError = (request: FastifyRequest, reply: FastifyReply, error: AuthError) => {
    const body = wantsNewErrors(request)
      ? { code: error.code, message: error.message, ...error.extra }
      : { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
    return reply.code(error.status).send(body);
  };

  await registerSecurityHeaders(app, { contentSecurityPolicy: null });
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

  // Per client address, each kind of call in its own bucket (the route's limit, or `other`). The
  // limiter runs after the CORS headers are set, so a page can read the 429 and its message.
  const limited = (limit: RateLimit) => ({ max: limit.max, timeWindow: limit.timeWindowMs });
  await app.register(fastifyRateLimit, {
    global: true,
    ...limited(limits.other),
    errorResponseBuilder: (_request, context) =>
      new AuthError(429, 'over_request_rate_limit', `Request rate limit reached. Try again in ${context.after}.`),
  });

  app.options('/*', { config: { rateLimit: false } }, async (request, reply) => {
    reply.header('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
    const requested = request.headers['access-control-request-headers'];
    const allowed = ['apikey', 'authorization', 'content-type', 'x-client-info', 'x-supabase-api-version'];
    const asked = typeof requested === 'string' ? requested.toLowerCase().split(/\s*,\s*/) : [];
    reply.header(
      'Access-Control-Allow-Headers',
      [...new Set([...allowed, ...asked.filter((h) => /^x-[a-z-]+$/.test(h))])].join(', '),
    );
    reply.header('Access-Control-Max-Age', '86400');
    return reply.code(204).send();
  });

  // The hosted API gateway checks the public key before the auth service sees a request.
  app.addHook('preHandler', async (request, reply) => {
    if (request.method === 'OPTIONS' || request.url.startsWith('/auth/v1/health')) return;
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

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AuthError) return sendError(request, reply, error);
    if (error instanceof AuthDataWriteError) {
      request.log.error({ err: error }, 'SIGN-IN UNAVAILABLE: the local auth data could not be saved');
      return sendError(request, reply, unavailable());
    }
    const fastifyError = error as { code?: string; statusCode?: number; message?: string };
    if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return sendError(request, reply, badJson(`the body is larger than ${AUTH_BODY_LIMIT / 1024} KB`));
    }
    if (fastifyError.code?.startsWith('FST_ERR_CTP') || (fastifyError.statusCode ?? 500) < 500) {
      return sendError(request, reply, badJson(fastifyError.message ?? 'unreadable body'));
    }
    request.log.error({ err: error }, 'local auth failed');
    return sendError(request, reply, new AuthError(500, 'unexpected_failure', 'Unexpected failure, please try again'));
  });

  app.setNotFoundHandler(async (request, reply) =>
    sendError(
      request,
      reply,
      new AuthError(404, 'not_found', `${request.method} ${request.url.split('?')[0]} is not part of this service`),
    ),
  );

  // --- sessions ---
  const issueSession = async (user: StoredUser, session: StoredSession) => {
    const issuedAt = Math.floor(now() / 1000);
    const expiresAt = issuedAt + accessTtl;
    const accessToken = await new SignJWT({
      email: user.email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: publicUser(user).user_metadata,
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: Math.floor(Date.parse(session.createdAt) / 1000) }],
      session_id: session.id,
      is_anonymous: false,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(issuer)
      .setSubject(user.id)
      .setAudience('authenticated')
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(options.secret);
    const refreshToken = crypto.randomBytes(32).toString('base64url');
    await store.change((data) => {
      data.refreshTokens.push({
        hash: sha256(refreshToken),
        sessionId: session.id,
        createdAt: nowIso(),
        revokedAt: null,
      });
    });
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: accessTtl,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: publicUser(user),
    };
  };

  /** Drops ended sessions and their tokens (on each sign-in, so the file does not grow forever). */
  const pruneEnded = (data: typeof store.data) => {
    const at = now();
    const live = new Set(data.sessions.filter((s) => Date.parse(s.notAfter) > at).map((s) => s.id));
    data.sessions = data.sessions.filter((s) => live.has(s.id));
    data.refreshTokens = data.refreshTokens.filter(
      (t) => live.has(t.sessionId) && (!t.revokedAt || at - Date.parse(t.revokedAt) < 24 * 3600_000),
    );
  };

  const endSessions = (ids: Set<string>) =>
    store.change((data) => {
      data.sessions = data.sessions.filter((s) => !ids.has(s.id));
      data.refreshTokens = data.refreshTokens.filter((t) => !ids.has(t.sessionId));
    });

  /** The user and session of the request's Bearer access token. */
  const authenticate = async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    let claims: JWTPayload;
    try {
      ({ payload: claims } = await jwtVerify(match[1], options.secret, {
        algorithms: ['HS256'],
        issuer,
        audience: 'authenticated',
        currentDate: new Date(now()),
      }));
    } catch (error) {
      const reason =
        error instanceof joseErrors.JWTExpired ? 'token has invalid claims: token is expired' : 'invalid token';
      throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
    }
    const session = store.data.sessions.find((s) => s.id === claims.session_id);
    if (!session || Date.parse(session.notAfter) <= now()) {
      throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    const user = store.data.users.find((u) => u.id === claims.sub);
    if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return { user, session };
  };

  // --- routes ---
  app.get('/auth/v1/health', { config: { rateLimit: false } }, async () => ({
    version: 'local',
    name: 'local-auth',
    description: 'Local development stand-in for Supabase Auth',
  }));

  app.get('/auth/v1/settings', async () => ({
    external: { email: true, phone: false },
    disable_signup: false,
    mailer_autoconfirm: true,
    phone_autoconfirm: false,
    sms_provider: '',
  }));

  const findUser = (email: string) => store.data.users.find((u) => normalizeEmail(u.email) === email);

  app.post('/auth/v1/signup', { config: { rateLimit: limited(limits.signUp) } }, async (request, reply) => {
    const body = parseBody(SignUpBody, request.body);
    const email = normalizeEmail(body.email ?? '');
    const password = body.password ?? '';
    if (!email) throw new AuthError(400, 'validation_failed', 'To signup, please provide your email');
    if (email.length > 255 || !EMAIL.test(email)) {
      throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    }
    if (!password) throw new AuthError(400, 'validation_failed', 'Signup requires a valid password');
    if (!password.trim()) {
      throw new AuthError(422, 'weak_password', 'Password cannot be made only of spaces.', {
        weak_password: { reasons: ['characters'] },
      });
    }
    if (password.length > MAX_PASSWORD_LENGTH) {
      throw new AuthError(422, 'validation_failed', `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`);
    }
    if (password.length < MIN_PASSWORD_LENGTH) {
      throw new AuthError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
        weak_password: { reasons: ['length'] },
      });
    }
    const metadata = body.data ?? {};
    if (JSON.stringify(metadata).length > 4096) throw badJson('data: user metadata is too large');
    if (findUser(email)) {
      throw new AuthError(422, 'user_already_exists', 'User already registered');
    }
    const passwordHash = await hashPassword(password);
    // Checked again after the slow hash: two sign-ups for one address may have raced.
    if (findUser(email)) {
      throw new AuthError(422, 'user_already_exists', 'User already registered');
    }
    const at = nowIso();
    const user: StoredUser = {
      id: crypto.randomUUID(),
      email,
      passwordHash,
      createdAt: at,
      updatedAt: at,
      lastSignInAt: null,
      userMetadata: metadata,
    };
    await store.change((data) => data.users.push(user));
    // No mail is sent: the address counts as confirmed, and the answer is the hosted one for a
    // project that asks for confirmation (a user, no session), so the visitor signs in next.
    return reply.send(publicUser(user));
  });

  const grantOf = (request: FastifyRequest) => {
    const grant = (request.query as Record<string, unknown> | undefined)?.grant_type;
    return grant === 'refresh_token' ? 'refresh' : 'password';
  };
  const tokenLimit = {
    keyGenerator: (request: FastifyRequest) => `${normalizeIP(request.ip)}|${grantOf(request)}`,
    max: (request: FastifyRequest) => limits[grantOf(request)].max,
    timeWindow: (request: FastifyRequest) => limits[grantOf(request)].timeWindowMs,
  };

  app.post('/auth/v1/token', { config: { rateLimit: tokenLimit } }, async (request, reply) => {
    const grant = (request.query as Record<string, unknown>).grant_type;
    if (grant === 'password') {
      const body = parseBody(PasswordGrantBody, request.body);
      const email = normalizeEmail(body.email ?? '');
      const password = body.password ?? '';
      if (!email || !password) throw new AuthError(400, 'validation_failed', 'missing email or phone');
      if (email.length > 255 || password.length > 1024) throw invalidCredentials();
      const user = findUser(email);
      const ok = user ? await verifyPassword(password, user.passwordHash) : await spendPasswordCheck(password);
      if (!user || !ok) throw invalidCredentials();
      const at = nowIso();
      const session: StoredSession = {
        id: crypto.randomUUID(),
        userId: user.id,
        createdAt: at,
        refreshedAt: at,
        notAfter: new Date(now() + sessionTtlMs).toISOString(),
      };
      await store.change((data) => {
        pruneEnded(data);
        data.sessions.push(session);
        user.lastSignInAt = at;
        user.updatedAt = at;
      });
      return reply.send(await issueSession(user, session));
    }
    if (grant === 'refresh_token') {
      const body = parseBody(RefreshGrantBody, request.body);
      if (!body.refresh_token) throw new AuthError(400, 'validation_failed', 'refresh_token required');
      const record = store.data.refreshTokens.find((t) => t.hash === sha256(body.refresh_token as string));
      const session = record && store.data.sessions.find((s) => s.id === record.sessionId);
      const user = session && store.data.users.find((u) => u.id === session.userId);
      if (!record || !session || !user) {
        throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      }
      if (Date.parse(session.notAfter) <= now()) {
        await endSessions(new Set([session.id]));
        throw new AuthError(400, 'session_expired', 'Invalid Refresh Token: Session Expired');
      }
      if (record.revokedAt) {
        // A used token presented again long after its rotation may have been stolen: end the
        // session. Within a few seconds it is a concurrent refresh from another tab.
        if (now() - Date.parse(record.revokedAt) > REFRESH_REUSE_INTERVAL_MS) await endSessions(new Set([session.id]));
        throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      }
      await store.change(() => {
        record.revokedAt = nowIso();
        session.refreshedAt = nowIso();
      });
      return reply.send(await issueSession(user, session));
    }
    throw new AuthError(400, 'validation_failed', 'unsupported_grant_type');
  });

  app.get('/auth/v1/user', async (request, reply) => {
    const { user } = await authenticate(request);
    return reply.send(publicUser(user));
  });

  app.post('/auth/v1/logout', { config: { rateLimit: limited(limits.signOut) } }, async (request, reply) => {
    const scopeResult = v.safeParse(LogoutScope, (request.query as Record<string, unknown>).scope ?? 'global');
    if (!scopeResult.success) {
      throw new AuthError(400, 'validation_failed', 'Unsupported scope: use global, local or others');
    }
    const { user, session } = await authenticate(request);
    const scope = scopeResult.output;
    const ids = new Set(
      store.data.sessions
        .filter((s) => s.userId === user.id)
        .filter((s) => (scope === 'global' ? true : scope === 'local' ? s.id === session.id : s.id !== session.id))
        .map((s) => s.id),
    );
    await endSessions(ids);
    return reply.code(204).send();
  });

  return { app, anonKey };
}
