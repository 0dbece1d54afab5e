// Who may use the operations console (docs/console.md): roles kept in the database by the account's
// normalised email. `owner` sees and moves everything; `team:<remote>` sees and moves that remote.
// Every grant and revocation is also a row of console_role_changes: who, when, what.
import { normalizeEmail } from '../auth';
import type { Database, Queryable } from '../db';

export const OWNER = 'owner';

/** A role's text checked against the remotes of this site: `owner` or `team:<remote>`. */
export function parseRole(text: string, remoteNames: readonly string[]): string {
  const role = text.trim();
  if (role === OWNER) return role;
  const remote = /^team:(.+)$/.exec(role)?.[1];
  if (remote !== undefined && remoteNames.includes(remote)) return role;
  const teams = remoteNames.map((name) => `team:${name}`).join(', ');
  throw new Error(`"${text}" is not a role: use owner or one of ${teams}.`);
}

/** An email as the roles are kept: normalised as the accounts are, and plausibly an address. */
export function roleEmail(text: string): string {
  const email = normalizeEmail(text);
  if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254) throw new Error(`"${text}" is not an email address.`);
  return email;
}

export interface RoleGrant {
  email: string;
  role: string;
  grantedBy: string;
  grantedAt: string;
}

export interface RoleChange {
  /** Whether anything changed (granting a role held already, or revoking one not held, changes nothing). */
  changed: boolean;
}

export interface RoleStore {
  rolesOf(email: string): Promise<string[]>;
  grant(email: string, role: string, actor: string): Promise<RoleChange>;
  revoke(email: string, role: string, actor: string): Promise<RoleChange>;
  list(): Promise<RoleGrant[]>;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** The roles on `db`; `transaction` keeps a change and its record together. */
export function createRoleStore(db: Pick<Database, 'query' | 'transaction'>): RoleStore {
  const record = (tx: Queryable, email: string, role: string, action: 'grant' | 'revoke', actor: string) =>
    tx.query('INSERT INTO console_role_changes (email, role, action, actor) VALUES ($1, $2, $3, $4)', [
      email,
      role,
      action,
      actor,
    ]);
  return {
    rolesOf: async (email) => {
      const { rows } = await db.query<{ role: string }>(
        'SELECT role FROM console_roles WHERE email = $1 ORDER BY role',
        [normalizeEmail(email)],
      );
      return rows.map((row) => row.role);
    },
    grant: (email, role, actor) =>
      db.transaction(async (tx) => {
        const { rows } = await tx.query(
          `INSERT INTO console_roles (email, role, granted_by) VALUES ($1, $2, $3)
           ON CONFLICT (email, role) DO NOTHING RETURNING email`,
          [roleEmail(email), role, actor],
        );
        if (rows.length) await record(tx, roleEmail(email), role, 'grant', actor);
        return { changed: rows.length > 0 };
      }),
    revoke: (email, role, actor) =>
      db.transaction(async (tx) => {
        const { rows } = await tx.query('DELETE FROM console_roles WHERE email = $1 AND role = $2 RETURNING email', [
          roleEmail(email),
          role,
        ]);
        if (rows.length) await record(tx, roleEmail(email), role, 'revoke', actor);
        return { changed: rows.length > 0 };
      }),
    list: async () => {
      const { rows } = await db.query<{ email: string; role: string; granted_by: string; granted_at: Date | string }>(
        'SELECT email, role, granted_by, granted_at FROM console_roles ORDER BY email, role',
      );
      return rows.map((row) => ({
        email: row.email,
        role: row.role,
        grantedBy: row.granted_by,
        grantedAt: iso(row.granted_at),
      }));
    },
  };
}

/** The people who run `remote`: its owners and its team, each email once. */
export const peopleOf = (grants: readonly Pick<RoleGrant, 'email' | 'role'>[], remote: string): string[] => [
  ...new Set(grants.filter(({ role }) => role === OWNER || role === `team:${remote}`).map(({ email }) => email)),
];

/** Who OWNER_EMAILS' grants are recorded as. */
export const OWNER_EMAILS_ACTOR = 'OWNER_EMAILS';

/** Makes each of `emails` an owner (once: a second start changes nothing). */
export async function grantOwners(store: RoleStore, emails: readonly string[]): Promise<void> {
  for (const email of emails) await store.grant(email, OWNER, OWNER_EMAILS_ACTOR);
}
