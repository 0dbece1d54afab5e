// Accounts in the auth schema: found by normalised email or id, created once per address (a unique
// constraint, so two sign-ups racing on two instances make one account), changed, deleted.
import type { Queryable } from '../../db';
import { guarded, type AuthDatabase } from './authDatabase';

export interface StoredUser {
  id: string;
  email: string;
  passwordHash: string;
  /** When the address was confirmed (ISO date); null until the link is opened. */
  emailConfirmedAt: string | null;
  /** An address asked for and not yet confirmed (the change takes effect on confirmation). */
  newEmail: string | null;
  createdAt: string;
  updatedAt: string;
  lastSignInAt: string | null;
  userMetadata: Record<string, unknown>;
}

interface UserRow {
  id: string;
  email: string;
  password_hash: string;
  email_confirmed_at: Date | string | null;
  new_email: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  last_sign_in_at: Date | string | null;
  user_metadata: Record<string, unknown> | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

const userOf = (row: UserRow): StoredUser => ({
  id: row.id,
  email: row.email,
  passwordHash: row.password_hash,
  emailConfirmedAt: isoOrNull(row.email_confirmed_at),
  newEmail: row.new_email,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
  lastSignInAt: isoOrNull(row.last_sign_in_at),
  userMetadata: typeof row.user_metadata === 'string' ? JSON.parse(row.user_metadata) : row.user_metadata,
});

/** Fields that may change after sign-up. */
export type UserChange = Partial<
  Pick<StoredUser, 'email' | 'passwordHash' | 'emailConfirmedAt' | 'newEmail' | 'lastSignInAt' | 'userMetadata'>
> & { updatedAt: string };

const COLUMNS: Record<keyof Omit<UserChange, 'updatedAt'>, string> = {
  email: 'email',
  passwordHash: 'password_hash',
  emailConfirmedAt: 'email_confirmed_at',
  newEmail: 'new_email',
  lastSignInAt: 'last_sign_in_at',
  userMetadata: 'user_metadata',
};

export type UserStore = ReturnType<typeof createUserStore>;

export function createUserStore(database: AuthDatabase, normalize: (email: string) => string) {
  const users = `${database.schema}.users`;
  const one = async (where: string, value: string, tx?: Queryable) =>
    guarded(async () => {
      const db = tx ?? (await database.get());
      const { rows } = await db.query<UserRow>(`SELECT * FROM ${users} WHERE ${where} = $1`, [value]);
      return rows[0] ? userOf(rows[0]) : null;
    });

  return {
    byEmail: (emailNormalized: string, tx?: Queryable) => one('email_normalized', emailNormalized, tx),
    byId: (id: string, tx?: Queryable) => one('id', id, tx),

    /** Inserts the account; false when its address is taken (by a concurrent sign-up too). */
    async create(user: StoredUser, tx?: Queryable): Promise<boolean> {
      return guarded(async () => {
        const db = tx ?? (await database.get());
        const { rows } = await db.query(
          `INSERT INTO ${users} (id, email, email_normalized, password_hash, email_confirmed_at, new_email,
             user_metadata, created_at, updated_at, last_sign_in_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
           ON CONFLICT DO NOTHING RETURNING id`,
          [
            user.id,
            user.email,
            normalize(user.email),
            user.passwordHash,
            user.emailConfirmedAt,
            user.newEmail,
            JSON.stringify(user.userMetadata),
            user.createdAt,
            user.updatedAt,
            user.lastSignInAt,
          ],
        );
        return rows.length === 1;
      });
    },

    /** Applies `change`; the account as it now is (null when it is gone). */
    async update(id: string, change: UserChange, tx?: Queryable): Promise<StoredUser | null> {
      return guarded(async () => {
        const db = tx ?? (await database.get());
        const sets = ['updated_at = $2'];
        const params: unknown[] = [id, change.updatedAt];
        for (const [key, column] of Object.entries(COLUMNS) as [keyof typeof COLUMNS, string][]) {
          if (!(key in change)) continue;
          const value = change[key];
          params.push(key === 'userMetadata' ? JSON.stringify(value) : value);
          sets.push(`${column} = $${params.length}`);
          if (key === 'email') {
            params.push(normalize(String(value)));
            sets.push(`email_normalized = $${params.length}`);
          }
        }
        const { rows } = await db.query<UserRow>(
          `UPDATE ${users} SET ${sets.join(', ')} WHERE id = $1 RETURNING *`,
          params,
        );
        return rows[0] ? userOf(rows[0]) : null;
      });
    },

    /** Removes the account with its sessions and links (ON DELETE CASCADE). */
    async remove(id: string): Promise<boolean> {
      return guarded(async () => {
        const db = await database.get();
        const { rows } = await db.query(`DELETE FROM ${users} WHERE id = $1 RETURNING id`, [id]);
        return rows.length === 1;
      });
    },
  };
}
