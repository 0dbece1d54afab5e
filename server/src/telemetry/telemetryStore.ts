// Where the health figures are kept (docs/releases.md, "Release health"): additive upserts per
// table (arrays unnested into rows), in slices of at most 100 rows, each slice a statement of its
// own, with a pause between them that the caller sets: the write-behind's keeps the database's share
// of the time low while it writes (the embedded PGlite's thread shares the server's core), as
// Postgres's own vacuum pauses between its pieces of work. A slice is written whole or not at all,
// so a write that fails partway says what it did not write, and only that is written again: nothing
// is counted twice. And the pruning of what is older than 30 days. Plain SQL that PGlite and
// Postgres both run.
import type { Queryable } from '../db';
import type { Aggregate } from './aggregator';

/** How long the figures are kept. */
export const RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

const iso = (ms: number) => new Date(ms).toISOString();

/** Rows one statement writes at most. */
const SLICE_ROWS = 100;

/** What runs between two statements of a write, given how long the last one took (ms). */
export type Between = (lastMs: number) => Promise<void>;
/** Lets the event loop answer requests between two statements, and no more. */
export const letGo: Between = () => new Promise((resolve) => setImmediate(resolve));

/** A write that failed partway: the rows it did not write (the failing statement's among them). */
export class PartlyWritten extends Error {
  constructor(
    readonly rest: Aggregate,
    cause: unknown,
  ) {
    super(`telemetry written in part: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

type Table = keyof Aggregate;
type Upsert<T extends Table> = { sql: string; params: (rows: Aggregate[T]) => unknown[] };

const UPSERTS: { [T in Table]: Upsert<T> } = {
  sessions: {
    sql: `INSERT INTO telemetry_sessions (minute, remote, release, cohort, route, sessions, errored)
       SELECT * FROM unnest($1::timestamptz[], $2::text[], $3::text[], $4::text[], $5::text[], $6::bigint[], $7::bigint[])
       ON CONFLICT (remote, minute, release, cohort, route) DO UPDATE
       SET sessions = telemetry_sessions.sessions + EXCLUDED.sessions,
           errored = telemetry_sessions.errored + EXCLUDED.errored`,
    params: (rows) => [
      rows.map((r) => iso(r.minute)),
      rows.map((r) => r.remote),
      rows.map((r) => r.release),
      rows.map((r) => r.cohort),
      rows.map((r) => r.route),
      rows.map((r) => r.sessions),
      rows.map((r) => r.errored),
    ],
  },
  vitals: {
    sql: `INSERT INTO telemetry_vitals (minute, remote, release, cohort, route, metric, bin, n)
       SELECT * FROM unnest($1::timestamptz[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::integer[], $8::bigint[])
       ON CONFLICT (remote, minute, release, cohort, route, metric, bin) DO UPDATE
       SET n = telemetry_vitals.n + EXCLUDED.n`,
    params: (rows) => [
      rows.map((r) => iso(r.minute)),
      rows.map((r) => r.remote),
      rows.map((r) => r.release),
      rows.map((r) => r.cohort),
      rows.map((r) => r.route),
      rows.map((r) => r.metric),
      rows.map((r) => r.bin),
      rows.map((r) => r.n),
    ],
  },
  groups: {
    sql: `INSERT INTO telemetry_error_groups (remote, release, fingerprint, kind, message, frame, count, first_seen, last_seen)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::bigint[], $8::timestamptz[], $9::timestamptz[])
       ON CONFLICT (remote, release, fingerprint) DO UPDATE
       SET count = telemetry_error_groups.count + EXCLUDED.count,
           first_seen = LEAST(telemetry_error_groups.first_seen, EXCLUDED.first_seen),
           last_seen = GREATEST(telemetry_error_groups.last_seen, EXCLUDED.last_seen)`,
    params: (rows) => [
      rows.map((r) => r.remote),
      rows.map((r) => r.release),
      rows.map((r) => r.fingerprint),
      rows.map((r) => r.kind),
      rows.map((r) => r.message),
      rows.map((r) => r.frame),
      rows.map((r) => r.count),
      rows.map((r) => iso(r.firstSeen)),
      rows.map((r) => iso(r.lastSeen)),
    ],
  },
  errors: {
    sql: `INSERT INTO telemetry_errors (minute, remote, release, cohort, fingerprint, n)
       SELECT * FROM unnest($1::timestamptz[], $2::text[], $3::text[], $4::text[], $5::text[], $6::bigint[])
       ON CONFLICT (remote, minute, release, cohort, fingerprint) DO UPDATE
       SET n = telemetry_errors.n + EXCLUDED.n`,
    params: (rows) => [
      rows.map((r) => iso(r.minute)),
      rows.map((r) => r.remote),
      rows.map((r) => r.release),
      rows.map((r) => r.cohort),
      rows.map((r) => r.fingerprint),
      rows.map((r) => r.n),
    ],
  },
};
/** The order the tables are written in. */
const TABLES: Table[] = ['sessions', 'vitals', 'groups', 'errors'];

interface Slice {
  table: Table;
  rows: Aggregate[Table];
}

/** The rows of `slices`, as an aggregate. */
function aggregateOf(slices: Slice[]): Aggregate {
  const rest: Aggregate = { sessions: [], vitals: [], errors: [], groups: [] };
  for (const { table, rows } of slices) (rest[table] as unknown[]).push(...rows);
  return rest;
}

/**
 * Writes `aggregate` in slices, `between` each two; returns the time the statements took (ms), the
 * pauses not counted. Throws PartlyWritten when a statement fails.
 */
export async function writeAggregate(db: Queryable, aggregate: Aggregate, between: Between = letGo): Promise<number> {
  const slices: Slice[] = TABLES.flatMap((table) => {
    const rows = aggregate[table];
    const of: Slice[] = [];
    for (let start = 0; start < rows.length; start += SLICE_ROWS) {
      of.push({ table, rows: rows.slice(start, start + SLICE_ROWS) as Aggregate[Table] });
    }
    return of;
  });
  let busyMs = 0;
  let lastMs = 0;
  for (const [index, { table, rows }] of slices.entries()) {
    if (index > 0) await between(lastMs);
    const started = performance.now();
    const upsert = UPSERTS[table] as Upsert<Table>;
    try {
      await db.query(upsert.sql, upsert.params(rows));
    } catch (error) {
      throw new PartlyWritten(aggregateOf(slices.slice(index)), error);
    }
    lastMs = performance.now() - started;
    busyMs += lastMs;
  }
  return busyMs;
}

/** Deletes what is older than the retention (30 days before `now`); returns the rows deleted. */
export async function pruneTelemetry(db: Queryable, now = Date.now()): Promise<number> {
  const before = iso(now - RETENTION_MS);
  let deleted = 0;
  for (const table of ['telemetry_sessions', 'telemetry_vitals', 'telemetry_errors']) {
    const { rows } = await db.query<{ n: string | number }>(
      `WITH gone AS (DELETE FROM ${table} WHERE minute < $1 RETURNING 1) SELECT count(*) AS n FROM gone`,
      [before],
    );
    deleted += Number(rows[0]?.n ?? 0);
  }
  const { rows } = await db.query<{ n: string | number }>(
    'WITH gone AS (DELETE FROM telemetry_error_groups WHERE last_seen < $1 RETURNING 1) SELECT count(*) AS n FROM gone',
    [before],
  );
  return deleted + Number(rows[0]?.n ?? 0);
}
