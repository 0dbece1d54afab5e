// Who is asking (docs/orders.md): the account behind a request's bearer token, verified, never
// taken on trust. The local auth service's tokens are checked with its own HS256 secret; a hosted
// Supabase project's with SUPABASE_JWT_SECRET when given, else by asking the project (cached briefly).
import crypto from 'node:crypto';
import { jwtVerify } from 'jose';

export interface VerifiedAccount {
  userId: string;
  email: string;
  /** The address is confirmed: only then do a guest's orders with it join the account (docs/orders.md). */
  emailConfirmed: boolean;
}

/** The account of a token, or null when it is not a valid, unexpired token of this site's auth. */
export type AccountVerifier = (token: string) => Promise<VerifiedAccount | null>;

function accountOf(payload: { sub?: unknown; email?: unknown; confirmed?: unknown }): VerifiedAccount | null {
  if (typeof payload.sub !== 'string' || !payload.sub) return null;
  return {
    userId: payload.sub,
    email: typeof payload.email === 'string' ? payload.email : '',
    emailConfirmed: payload.confirmed === true,
  };
}

/** A token's claims say the address is confirmed (GoTrue's `user_metadata.email_verified`). */
const confirmedIn = (payload: Record<string, unknown>) =>
  (payload.user_metadata as { email_verified?: unknown } | undefined)?.email_verified === true;

/** Whether the session a token names still stands (the local service's own sessions). */
export type SessionCheck = (sessionId: string, userId: string) => Promise<boolean>;

/**
 * A verifier of this site's HS256 tokens. With `sessionLive` (the local service), a token whose
 * session ended (signed out, a new password elsewhere) is refused before its hour is up.
 */
export function jwtVerifier(secret: Uint8Array, issuer?: string, sessionLive?: SessionCheck): AccountVerifier {
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, secret, {
        algorithms: ['HS256'],
        audience: 'authenticated',
        ...(issuer ? { issuer } : {}),
      });
      if (sessionLive) {
        const { session_id: sessionId, sub } = payload as { session_id?: unknown; sub?: unknown };
        if (typeof sessionId !== 'string' || typeof sub !== 'string') return null;
        if (!(await sessionLive(sessionId, sub))) return null;
      }
      return accountOf({ ...payload, confirmed: confirmedIn(payload) });
    } catch {
      return null;
    }
  };
}

const CACHE_MS = 60_000;

/** A hosted project without its JWT secret here: its own /auth/v1/user says whose token it is. */
export function hostedUserVerifier(url: string, anonKey: string, fetchImpl: typeof fetch = fetch): AccountVerifier {
  const cache = new Map<string, { account: VerifiedAccount | null; until: number }>();
  return async (token) => {
    const key = crypto.createHash('sha256').update(token).digest('base64url');
    const hit = cache.get(key);
    if (hit && hit.until > Date.now()) return hit.account;
    try {
      const response = await fetchImpl(`${url}/auth/v1/user`, {
        headers: { apikey: anonKey, Authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(5_000),
      });
      const body = (await response.json().catch(() => null)) as {
        id?: unknown;
        email?: unknown;
        email_confirmed_at?: unknown;
      } | null;
      const confirmed = typeof body?.email_confirmed_at === 'string' && body.email_confirmed_at !== '';
      const account = response.ok && body ? accountOf({ sub: body.id, email: body.email, confirmed }) : null;
      if (cache.size > 10_000) cache.clear();
      cache.set(key, { account, until: Date.now() + CACHE_MS });
      return account;
    } catch {
      return null;
    }
  };
}

/** The bearer token of an Authorization header; undefined when there is none. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{10,4096})$/i.exec(header.trim());
  return match?.[1] ?? '';
}
