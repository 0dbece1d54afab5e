// Who is asking the console (docs/console.md): the account behind the request's bearer token, as the
// site's sign-in verified it, and the roles the database gives that account's email. Whoever has no
// role gets the same 404 as a path that does not exist: the console does not say that it is there.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { rolesAllow } from '@site/contract/console';
import { bearerToken, type AccountVerifier } from '../auth';
import type { Database } from '../db';
import { createRoleStore, grantOwners, type RoleStore } from './roleStore';

export interface ConsoleAccount {
  email: string;
  roles: string[];
  /** Whether its roles let it see and move `remote`. */
  allows(remote: string): boolean;
}

export interface ConsoleAccess {
  /** The account and its roles; null (answered 404) without a verified token and a role; 503 answered when the data is down. */
  account(request: FastifyRequest, reply: FastifyReply): Promise<ConsoleAccount | null>;
  /** The roles on the current database, OWNER_EMAILS granted on it first; null while it cannot be reached. */
  roles(): Promise<RoleStore | null>;
}

/** The console's one answer to anyone it does not serve, whatever the reason. */
export const sendNotFound = (reply: FastifyReply) =>
  reply.code(404).header('Cache-Control', 'no-store').send({ error: 'Not found', message: 'There is no such page.' });

export function createConsoleAccess(options: {
  verifier: AccountVerifier | null;
  database: () => Database | null;
  ownerEmails: readonly string[];
}): ConsoleAccess {
  // OWNER_EMAILS are granted once per database connection (a Postgres that comes back is another).
  const seeded = new WeakMap<Database, Promise<void>>();
  const roles = async () => {
    const db = options.database();
    if (!db) return null;
    const store = createRoleStore(db);
    let seeding = seeded.get(db);
    if (!seeding) {
      seeding = grantOwners(store, options.ownerEmails);
      seeded.set(db, seeding);
      seeding.catch(() => seeded.delete(db));
    }
    await seeding;
    return store;
  };
  return {
    roles,
    account: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const token = bearerToken(request.headers.authorization);
      const verified = token && options.verifier ? await options.verifier(token) : null;
      if (!verified?.email) {
        void sendNotFound(reply);
        return null;
      }
      const store = await roles().catch(() => null);
      if (!store) {
        void reply.code(503).send({ error: 'Unavailable', message: 'The console cannot reach its data: try again.' });
        return null;
      }
      const held = await store.rolesOf(verified.email);
      if (held.length === 0) {
        void sendNotFound(reply);
        return null;
      }
      return { email: verified.email, roles: held, allows: (remote) => rolesAllow(held, remote) };
    },
  };
}
