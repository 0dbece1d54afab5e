// The one-time tokens of mailed links (confirm an address, reset a password, confirm a new
// address): random, stored only as a hash, compared in constant time, spent once by compare-and-set,
// and expiring. A token reads `<id>.<secret>`: the id finds the row, the secret's hash must match.
import crypto from 'node:crypto';
import { guarded, type AuthDatabase } from './authDatabase';

export type OneTimeKind = 'signup' | 'recovery' | 'email_change';

/** Why a token was refused: the page says which (used, expired, or not a link of ours). */
export type SpendFailure = 'used' | 'expired' | 'invalid';

export interface SpentToken {
  userId: string;
  kind: OneTimeKind;
  /** The address the link was mailed to. */
  email: string;
}

const hashOf = (secret: string) => crypto.createHash('sha256').update(secret).digest();
const TOKEN = /^([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

export type OneTimeTokens = ReturnType<typeof createOneTimeTokens>;

export function createOneTimeTokens(database: AuthDatabase) {
  const table = `${database.schema}.one_time_tokens`;
  return {
    /**
     * A new token. Earlier ones keep working until they expire (a person opens whichever mail they
     * find), or, for reset links, until a new password is set (discard).
     */
    issue: (userId: string, kind: OneTimeKind, email: string, nowMs: number, ttlMs: number) =>
      guarded(async () => {
        const db = await database.get();
        const id = crypto.randomBytes(12).toString('base64url');
        const secret = crypto.randomBytes(32).toString('base64url');
        const at = new Date(nowMs).toISOString();
        await db.query(
          `INSERT INTO ${table} (id, secret_hash, user_id, kind, email, created_at, expires_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [id, hashOf(secret).toString('base64url'), userId, kind, email, at, new Date(nowMs + ttlMs).toISOString()],
        );
        return `${id}.${secret}`;
      }),

    /** Spends every unused token of `kind` of a user: a new password voids the reset links still in the mail. */
    discard: (userId: string, kind: OneTimeKind, nowMs: number) =>
      guarded(async () => {
        const db = await database.get();
        await db.query(`UPDATE ${table} SET used_at = $3 WHERE user_id = $1 AND kind = $2 AND used_at IS NULL`, [
          userId,
          kind,
          new Date(nowMs).toISOString(),
        ]);
      }),

    /** Spends a token of one of `kinds`: its owner and address, or why it cannot be used. */
    spend: (token: string, kinds: readonly OneTimeKind[], nowMs: number) =>
      guarded(async (): Promise<SpentToken | SpendFailure> => {
        const match = TOKEN.exec(token);
        if (!match) return 'invalid';
        const [, id, secret] = match as unknown as [string, string, string];
        const db = await database.get();
        const { rows } = await db.query<{
          secret_hash: string;
          user_id: string;
          kind: OneTimeKind;
          email: string;
          expires_at: Date | string;
          used_at: Date | string | null;
        }>(`SELECT * FROM ${table} WHERE id = $1`, [id]);
        const row = rows[0];
        const expected = Buffer.from(row?.secret_hash ?? '', 'base64url');
        const given = hashOf(secret);
        if (!row || expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return 'invalid';
        if (!kinds.includes(row.kind)) return 'invalid';
        if (row.used_at !== null) return 'used';
        const at = new Date(nowMs).toISOString();
        if (new Date(row.expires_at).getTime() <= nowMs) return 'expired';
        // Compare-and-set: two clicks at once (or on two instances) spend it once.
        const spent = await db.query(
          `UPDATE ${table} SET used_at = $2 WHERE id = $1 AND used_at IS NULL AND expires_at > $2 RETURNING id`,
          [id, at],
        );
        if (spent.rows.length !== 1) return 'used';
        return { userId: row.user_id, kind: row.kind, email: row.email };
      }),
  };
}
