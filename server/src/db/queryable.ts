// What runs statements: a database, or one of its transactions (database.ts). Its own file, so the
// embedded database's thread (pgliteThread.ts) speaks it without importing the database it serves.
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  /** Several statements without parameters (a migration). */
  exec(sql: string): Promise<void>;
}
