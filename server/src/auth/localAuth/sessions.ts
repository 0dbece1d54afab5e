// Sessions: HS256 access tokens that expire, and rotating refresh tokens kept (hashed) in the
// database, so any instance refreshes or ends a session another made. Plain functions over the
// stores, not a plugin: the token, user and sign-out routes are handed one instance.
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { SessionMethod, SessionStore, StoredSession } from '../store/sessionStore';
import type { StoredUser, UserStore } from '../store/userStore';
import { AuthError } from './authErrors';
import { publicUser } from './users';

/** A spent refresh token presented again within this time is a concurrent refresh from another tab. */
const REFRESH_REUSE_INTERVAL_MS = 10_000;

interface SessionSettings {
  users: UserStore;
  store: SessionStore;
  /** HS256 signing secret. */
  secret: Uint8Array;
  /** The tokens' issuer, `${publicUrl}/auth/v1`. */
  issuer: string;
  accessTtlSeconds: number;
  /** Longest life of a session, refreshes included. */
  sessionTtlMs: number;
  now: () => number;
}

export type Sessions = ReturnType<typeof createSessions>;

const amrOf = (method: SessionMethod) =>
  method === 'password' ? 'password' : method === 'recovery' ? 'recovery' : 'otp';

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('base64url');

export function createSessions({ users, store, secret, issuer, accessTtlSeconds, sessionTtlMs, now }: SessionSettings) {
  const nowIso = () => new Date(now()).toISOString();

  /** A new access token and refresh token for the session, as the hosted token endpoint answers. */
  const issue = async (user: StoredUser, session: StoredSession) => {
    const issuedAt = Math.floor(now() / 1000);
    const expiresAt = issuedAt + accessTtlSeconds;
    const accessToken = await new SignJWT({
      email: user.email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: publicUser(user).user_metadata,
      role: 'authenticated',
      aal: 'aal1',
      // GoTrue names a mailed link's sign-in `otp`, a reset link's `recovery`.
      amr: [{ method: amrOf(session.method), timestamp: Math.floor(Date.parse(session.createdAt) / 1000) }],
      session_id: session.id,
      is_anonymous: false,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(issuer)
      .setSubject(user.id)
      .setAudience('authenticated')
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(secret);
    const refreshToken = crypto.randomBytes(32).toString('base64url');
    await store.addRefreshToken({
      hash: sha256(refreshToken),
      sessionId: session.id,
      createdAt: nowIso(),
      revokedAt: null,
    });
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: accessTtlSeconds,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: publicUser(user),
    };
  };

  const end = (ids: Iterable<string>) => store.end([...ids]);
  const notFound = () =>
    new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

  /** A new session of a user whose password (or emailed link) was checked. */
  const start = async (user: StoredUser, method: SessionMethod = 'password') => {
    const at = nowIso();
    const session: StoredSession = {
      id: crypto.randomUUID(),
      userId: user.id,
      createdAt: at,
      refreshedAt: at,
      notAfter: new Date(now() + sessionTtlMs).toISOString(),
      method,
    };
    // Ended sessions and tokens spent a day ago go on each sign-in, so the tables stay small.
    await store.prune(at, new Date(now() - 24 * 3600_000).toISOString());
    await store.insert(session);
    const signedIn = (await users.update(user.id, { lastSignInAt: at, updatedAt: at })) ?? user;
    return issue(signedIn, session);
  };

  /** The session of a refresh token, renewed; the token is spent (rotation). */
  const refresh = async (refreshToken: string) => {
    const record = await store.refreshToken(sha256(refreshToken));
    const session = record && (await store.byId(record.sessionId));
    const user = session && (await users.byId(session.userId));
    if (!record || !session || !user) throw notFound();
    if (Date.parse(session.notAfter) <= now()) {
      await end([session.id]);
      throw new AuthError(400, 'session_expired', 'Invalid Refresh Token: Session Expired');
    }
    const reused = () => new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    if (record.revokedAt) {
      // A used token presented again long after its rotation may have been stolen: end the
      // session. Within a few seconds it is a concurrent refresh from another tab.
      if (now() - Date.parse(record.revokedAt) > REFRESH_REUSE_INTERVAL_MS) await end([session.id]);
      throw reused();
    }
    // Compare-and-set: of two refreshes at once (two tabs, two instances), one wins.
    if (!(await store.spendRefreshToken(record.hash, nowIso()))) throw reused();
    await store.touch(session.id, nowIso());
    return issue(user, session);
  };

  /** The user and session of the request's Bearer access token. */
  const authenticate = async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    let claims: JWTPayload;
    try {
      ({ payload: claims } = await jwtVerify(match[1], secret, {
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
    const session = typeof claims.session_id === 'string' ? await store.byId(claims.session_id) : null;
    if (!session || Date.parse(session.notAfter) <= now() || session.userId !== claims.sub) {
      throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    const user = await users.byId(session.userId);
    if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return { user, session };
  };

  /** Ends every session of the user but `keep` (a new password, sign-out of the other devices). */
  const endOthers = async (userId: string, keep: string | null) =>
    end((await store.idsOfUser(userId)).filter((id) => id !== keep));

  return { start, refresh, end, endOthers, authenticate, nowIso, store };
}
