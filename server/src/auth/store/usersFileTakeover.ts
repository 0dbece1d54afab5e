// The database takes over the users file of earlier versions (AUTH_DATA_DIR/users.json) on the
// first start that finds it: every account with its password hash, its live sessions and refresh
// tokens, and the signing secret beside it (so pages already signed in stay signed in). Once, for
// every instance: under an advisory lock, recorded in the secrets table. The file is left as it
// was, as a backup, and never written again.
import fs from 'node:fs';
import path from 'node:path';
import { readAuthData } from '../authDataFile';
import type { AuthDatabase } from './authDatabase';

const TAKEN_OVER = 'users-file-taken-over';
const LOCK_KEY = 7_310_245;

export interface TakeoverResult {
  /** Accounts brought in (0 when there was no file or it was taken over before). */
  users: number;
  file: string;
}

/**
 * Imports `dataDir/users.json` when it exists and no start has taken it over yet. Throws
 * AuthDataUnavailableError (file unreadable) before anything is written.
 */
export async function takeOverUsersFile(
  database: AuthDatabase,
  dataDir: string,
  normalize: (email: string) => string,
): Promise<TakeoverResult> {
  const file = path.join(dataDir, 'users.json');
  if (!fs.existsSync(file)) return { users: 0, file };
  const data = readAuthData(file);
  const db = await database.get();
  const s = database.schema;
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    const done = await tx.query(`SELECT 1 FROM ${s}.secrets WHERE name = $1`, [TAKEN_OVER]);
    if (done.rows.length > 0) return { users: 0, file };
    let users = 0;
    for (const user of data.users) {
      // The file's accounts were all treated as confirmed: they stay so.
      const { rows } = await tx.query(
        `INSERT INTO ${s}.users (id, email, email_normalized, password_hash, email_confirmed_at, user_metadata,
           created_at, updated_at, last_sign_in_at)
         VALUES ($1, $2, $3, $4, $5, $6, $5, $7, $8) ON CONFLICT DO NOTHING RETURNING id`,
        [
          user.id,
          user.email,
          normalize(user.email),
          user.passwordHash,
          user.createdAt,
          JSON.stringify(user.userMetadata),
          user.updatedAt,
          user.lastSignInAt,
        ],
      );
      users += rows.length;
    }
    const known = new Set((await tx.query<{ id: string }>(`SELECT id FROM ${s}.users`)).rows.map((row) => row.id));
    const sessions = new Set<string>();
    for (const session of data.sessions.filter((each) => known.has(each.userId))) {
      await tx.query(
        `INSERT INTO ${s}.sessions (id, user_id, created_at, refreshed_at, not_after) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING`,
        [session.id, session.userId, session.createdAt, session.refreshedAt, session.notAfter],
      );
      sessions.add(session.id);
    }
    for (const token of data.refreshTokens.filter((each) => sessions.has(each.sessionId))) {
      await tx.query(
        `INSERT INTO ${s}.refresh_tokens (hash, session_id, created_at, revoked_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING`,
        [token.hash, token.sessionId, token.createdAt, token.revokedAt],
      );
    }
    await tx.query(`INSERT INTO ${s}.secrets (name, value, created_at) VALUES ($1, $2, $3)`, [
      TAKEN_OVER,
      `${users} accounts from ${file}`,
      new Date().toISOString(),
    ]);
    return { users, file };
  });
}
