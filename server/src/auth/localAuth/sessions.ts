// Sessions: HS256 access tokens that expire, and rotating refresh tokens kept (hashed) in the data
// file. Plain functions over the data file, not a plugin: the token, user and sign-out routes are
// handed one instance through their plugin options.
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { AuthData, AuthDataFile, StoredSession, StoredUser } from '../authDataFile';
import { AuthError } from './authErrors';
import { publicUser } from './users';

/** A spent refresh token presented again within this time is a concurrent refresh from another tab. */
const REFRESH_REUSE_INTERVAL_MS = 10_000;

interface SessionSettings {
  store: AuthDataFile;
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

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('base64url');

export function createSessions({ store, secret, issuer, accessTtlSeconds, sessionTtlMs, now }: SessionSettings) {
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
      .sign(secret);
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
      expires_in: accessTtlSeconds,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: publicUser(user),
    };
  };

  /** Drops ended sessions and their tokens (on each sign-in, so the file does not grow forever). */
  const pruneEnded = (data: AuthData) => {
    const at = now();
    const live = new Set(data.sessions.filter((s) => Date.parse(s.notAfter) > at).map((s) => s.id));
    data.sessions = data.sessions.filter((s) => live.has(s.id));
    data.refreshTokens = data.refreshTokens.filter(
      (t) => live.has(t.sessionId) && (!t.revokedAt || at - Date.parse(t.revokedAt) < 24 * 3600_000),
    );
  };

  const end = (ids: Set<string>) =>
    store.change((data) => {
      data.sessions = data.sessions.filter((s) => !ids.has(s.id));
      data.refreshTokens = data.refreshTokens.filter((t) => !ids.has(t.sessionId));
    });

  /** A new session of a user whose password was checked. */
  const start = async (user: StoredUser) => {
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
    return issue(user, session);
  };

  /** The session of a refresh token, renewed; the token is spent (rotation). */
  const refresh = async (refreshToken: string) => {
    const record = store.data.refreshTokens.find((t) => t.hash === sha256(refreshToken));
    const session = record && store.data.sessions.find((s) => s.id === record.sessionId);
    const user = session && store.data.users.find((u) => u.id === session.userId);
    if (!record || !session || !user) {
      throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    }
    if (Date.parse(session.notAfter) <= now()) {
      await end(new Set([session.id]));
      throw new AuthError(400, 'session_expired', 'Invalid Refresh Token: Session Expired');
    }
    if (record.revokedAt) {
      // A used token presented again long after its rotation may have been stolen: end the
      // session. Within a few seconds it is a concurrent refresh from another tab.
      if (now() - Date.parse(record.revokedAt) > REFRESH_REUSE_INTERVAL_MS) await end(new Set([session.id]));
      throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    }
    await store.change(() => {
      record.revokedAt = nowIso();
      session.refreshedAt = nowIso();
    });
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
    const session = store.data.sessions.find((s) => s.id === claims.session_id);
    if (!session || Date.parse(session.notAfter) <= now()) {
      throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    const user = store.data.users.find((u) => u.id === claims.sub);
    if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return { user, session };
  };

  return { start, refresh, end, authenticate, nowIso };
}
