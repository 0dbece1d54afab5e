// Signed, expiring tokens for what a buyer may open without signing in (docs/orders.md): the order
// itself (the confirmation shows it again) and each download. A token names what it opens and when
// it stops working, and carries an HMAC of both: it cannot be guessed or altered. The key lives in
// the database (server_secrets), so every instance on one database accepts the others' links.
import crypto from 'node:crypto';
import type { Queryable } from '../db';

export type LinkKind = 'order' | 'download';

interface LinkClaims {
  /** What it opens: an order id, or `orderId:productId` for a download. */
  s: string;
  k: LinkKind;
  /** Expiry, seconds since the epoch. */
  e: number;
}

/** Links in receipts and on the confirmation last 30 days; the dashboard issues fresh ones. */
export const LINK_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

export interface LinkSigner {
  sign: (kind: LinkKind, subject: string, nowMs?: number) => string;
  /** The subject, when the token is genuine, of this kind and not expired; null otherwise. */
  verify: (kind: LinkKind, token: string, nowMs?: number) => string | null;
}

export function createLinkSigner(key: Buffer, lifetimeSeconds = LINK_LIFETIME_SECONDS): LinkSigner {
  const mac = (payload: string) => crypto.createHmac('sha256', key).update(payload).digest('base64url');
  return {
    sign: (kind, subject, nowMs = Date.now()) => {
      const claims: LinkClaims = { s: subject, k: kind, e: Math.floor(nowMs / 1000) + lifetimeSeconds };
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${payload}.${mac(payload)}`;
    },
    verify: (kind, token, nowMs = Date.now()) => {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined || token.length > 600) return null;
      const expected = Buffer.from(mac(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
      try {
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as LinkClaims;
        if (claims.k !== kind || typeof claims.s !== 'string' || typeof claims.e !== 'number') return null;
        return claims.e * 1000 > nowMs ? claims.s : null;
      } catch {
        return null;
      }
    },
  };
}

/** The key of `name` in server_secrets, made on first use (the first instance to ask wins). */
export async function loadServerSecret(db: Queryable, name: string): Promise<Buffer> {
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    crypto.randomBytes(32).toString('base64url'),
  ]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [name]);
  const value = rows[0]?.value;
  if (!value) throw new Error(`server secret ${name} is missing`);
  return Buffer.from(value, 'base64url');
}
