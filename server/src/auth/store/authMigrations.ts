// The auth service's own migration sequence, applied into its schema (`site_auth`) by
// db/migrate.ts: numbered files, in order, recorded in site_auth.schema_migrations.
// Never the site's list: accounts may live on a database the shop's tables do not (docs/data.md).
import type { Migration } from '../../db';
import * as m0001 from './migrations/0001_accounts';
import * as m0002 from './migrations/0002_session_methods';

export const AUTH_MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'accounts', sql: m0001.sql },
  { version: 2, name: 'session methods', sql: m0002.sql },
];
