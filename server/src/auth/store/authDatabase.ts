// The auth service's way to the site's database (docs/data.md): the database of the moment (null
// while Postgres cannot be reached: the service then answers 503), migrated into the auth schema
// once per connection, and the schema's name, checked, for the stores' SQL.
import { checkedSchemaName, isUnavailableError, migrate, type Database } from '../../db';
import { unavailable } from '../localAuth/authErrors';
import { AUTH_MIGRATIONS } from './authMigrations';

export const DEFAULT_AUTH_SCHEMA = 'site_auth';

export interface AuthDatabase {
  /** The schema the tables live in (a checked identifier, safe in SQL). */
  schema: string;
  /** The migrated database, or a 503 AuthError while it cannot be reached. */
  get(): Promise<Database>;
}

export function authDatabase(current: () => Database | null, schema = DEFAULT_AUTH_SCHEMA): AuthDatabase {
  const checked = checkedSchemaName(schema);
  const migrated = new WeakMap<Database, Promise<void>>();
  return {
    schema: checked,
    async get() {
      const db = current();
      if (!db) throw unavailable();
      let ready = migrated.get(db);
      if (!ready) {
        ready = migrate(db, AUTH_MIGRATIONS, { schema: checked }).then(() => undefined);
        migrated.set(db, ready);
        ready.catch(() => migrated.delete(db));
      }
      try {
        await ready;
      } catch (error) {
        if (isUnavailableError(error)) throw unavailable();
        throw error;
      }
      return db;
    },
  };
}

/** Runs a store's query, answering 503 (not 500) when the database went away meanwhile. */
export async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUnavailableError(error)) throw unavailable();
    throw error;
  }
}
