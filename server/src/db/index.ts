// The one way to the server's data (docs/data.md): Postgres, embedded (PGlite) or a server. Every
// room that keeps records reaches it through this entrance.
export { openDatabase, type Database } from './database';
export type { Queryable } from './queryable';
export { readLockOwner, recordLockUrl } from './dataLock';
export { checkedSchemaName, migrate, type Migration } from './migrate';
export { connectSiteDatabase, isUnavailableError, type SiteDatabase } from './siteDatabase';
