// Sessions and their rotating refresh tokens (stored as SHA-256 hashes, never the token) in the
// auth schema, shared by every instance: a session made on one refreshes and ends on another. A
// refresh token is spent by compare-and-set, so two instances refreshing it at once issue once.
import { guarded, type AuthDatabase } from './authDatabase';

export interface StoredSession {
  id: string;
  userId: string;
  createdAt: string;
  refreshedAt: string;
  /** The session ends at this time whatever happens (ISO date). */
  notAfter: string;
  /** How it began: a password, or the mailed link of that kind. */
  method: SessionMethod;
}

export type SessionMethod = 'password' | 'signup' | 'recovery' | 'email_change';

export interface StoredRefreshToken {
  hash: string;
  sessionId: string;
  createdAt: string;
  revokedAt: string | null;
}

interface SessionRow {
  id: string;
  user_id: string;
  created_at: Date | string;
  refreshed_at: Date | string;
  not_after: Date | string;
  method: SessionMethod;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const sessionOf = (row: SessionRow): StoredSession => ({
  id: row.id,
  userId: row.user_id,
  createdAt: iso(row.created_at),
  refreshedAt: iso(row.refreshed_at),
  notAfter: iso(row.not_after),
  method: row.method,
});

export type SessionStore = ReturnType<typeof createSessionStore>;

export function createSessionStore(database: AuthDatabase) {
  const sessions = `${database.schema}.sessions`;
  const tokens = `${database.schema}.refresh_tokens`;
  const run = async <T>(work: (db: Awaited<ReturnType<AuthDatabase['get']>>) => Promise<T>) =>
    guarded(async () => work(await database.get()));

  return {
    insert: (session: StoredSession) =>
      run(async (db) => {
        await db.query(
          `INSERT INTO ${sessions} (id, user_id, created_at, refreshed_at, not_after, method)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [session.id, session.userId, session.createdAt, session.refreshedAt, session.notAfter, session.method],
        );
      }),

    byId: (id: string) =>
      run(async (db) => {
        const { rows } = await db.query<SessionRow>(`SELECT * FROM ${sessions} WHERE id = $1`, [id]);
        return rows[0] ? sessionOf(rows[0]) : null;
      }),

    idsOfUser: (userId: string) =>
      run(async (db) => {
        const { rows } = await db.query<{ id: string }>(`SELECT id FROM ${sessions} WHERE user_id = $1`, [userId]);
        return rows.map((row) => row.id);
      }),

    /** Ends sessions (their refresh tokens go with them). */
    end: (ids: readonly string[]) =>
      run(async (db) => {
        if (ids.length === 0) return;
        await db.query(`DELETE FROM ${sessions} WHERE id = ANY($1::text[])`, [[...ids]]);
      }),

    /** Drops ended sessions, long-spent tokens and expired links, so the tables do not grow forever. */
    prune: (nowIso: string, spentBeforeIso: string) =>
      run(async (db) => {
        await db.query(`DELETE FROM ${sessions} WHERE not_after <= $1`, [nowIso]);
        await db.query(`DELETE FROM ${tokens} WHERE revoked_at IS NOT NULL AND revoked_at < $1`, [spentBeforeIso]);
        await db.query(`DELETE FROM ${database.schema}.one_time_tokens WHERE expires_at < $1`, [spentBeforeIso]);
      }),

    /** A recovery session that has set its password is an ordinary one from then on. */
    setMethod: (id: string, method: SessionMethod) =>
      run(async (db) => {
        await db.query(`UPDATE ${sessions} SET method = $2 WHERE id = $1`, [id, method]);
      }),

    touch: (id: string, refreshedAt: string) =>
      run(async (db) => {
        await db.query(`UPDATE ${sessions} SET refreshed_at = $2 WHERE id = $1`, [id, refreshedAt]);
      }),

    addRefreshToken: (token: StoredRefreshToken) =>
      run(async (db) => {
        await db.query(`INSERT INTO ${tokens} (hash, session_id, created_at, revoked_at) VALUES ($1, $2, $3, $4)`, [
          token.hash,
          token.sessionId,
          token.createdAt,
          token.revokedAt,
        ]);
      }),

    refreshToken: (hash: string) =>
      run(async (db) => {
        const { rows } = await db.query<{
          hash: string;
          session_id: string;
          created_at: Date | string;
          revoked_at: Date | string | null;
        }>(`SELECT * FROM ${tokens} WHERE hash = $1`, [hash]);
        const row = rows[0];
        return row
          ? {
              hash: row.hash,
              sessionId: row.session_id,
              createdAt: iso(row.created_at),
              revokedAt: row.revoked_at === null ? null : iso(row.revoked_at),
            }
          : null;
      }),

    /** Spends a refresh token; false when another request (or instance) spent it first. */
    spendRefreshToken: (hash: string, at: string) =>
      run(async (db) => {
        const { rows } = await db.query(
          `UPDATE ${tokens} SET revoked_at = $2 WHERE hash = $1 AND revoked_at IS NULL RETURNING hash`,
          [hash, at],
        );
        return rows.length === 1;
      }),
  };
}
