// Where the health figures are kept (docs/releases.md, "Release health"): additive upserts per table
// (arrays unnested into rows), in slices of at most 100 rows with the event loop let go between them:
// the embedded PGlite runs in the server's own thread, and one upsert of thousands of rows held
// every request for a tenth of a second (bench:telemetry's p99); a slice of 500 still held them
// 25 ms on a slow core, one of 100 about 6 ms. And the pruning of what is older than 30 days. Plain SQL that PGlite and Postgres both run.
import type { Queryable } from '../db';
import type { Aggregate } from './aggregator';

/** How long the figures are kept. */
export const RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

const iso = (ms: number) => new Date(ms).toISOString();

/** Rows one statement writes at most. */
const SLICE_ROWS = 100;

/** `write` for each slice of `rows`, letting the event loop answer requests between slices. */
async function inSlices<T>(rows: T[], write: (slice: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += SLICE_ROWS) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    await write(rows.slice(start, start + SLICE_ROWS));
  }
}

export async function writeAggregate(db: Queryable, aggregate: Aggregate): Promise<void> {
  await inSlices(aggregate.sessions, (sessions) =>
    db.query(
      `INSERT INTO telemetry_sessions (minute, remote, release, cohort, route, sessions, errored)
       SELECT * FROM unnest($1::timestamptz[], $2::text[], $3::text[], $4::text[], $5::text[], $6::bigint[], $7::bigint[])
       ON CONFLICT (remote, minute, release, cohort, route) DO UPDATE
       SET sessions = telemetry_sessions.sessions + EXCLUDED.sessions,
           errored = telemetry_sessions.errored + EXCLUDED.errored`,
      [
        sessions.map((r) => iso(r.minute)),
        sessions.map((r) => r.remote),
        sessions.map((r) => r.release),
        sessions.map((r) => r.cohort),
        sessions.map((r) => r.route),
        sessions.map((r) => r.sessions),
        sessions.map((r) => r.errored),
      ],
    ),
  );
  await inSlices(aggregate.vitals, (vitals) =>
    db.query(
      `INSERT INTO telemetry_vitals (minute, remote, release, cohort, route, metric, bin, n)
       SELECT * FROM unnest($1::timestamptz[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::integer[], $8::bigint[])
       ON CONFLICT (remote, minute, release, cohort, route, metric, bin) DO UPDATE
       SET n = telemetry_vitals.n + EXCLUDED.n`,
      [
        vitals.map((r) => iso(r.minute)),
        vitals.map((r) => r.remote),
        vitals.map((r) => r.release),
        vitals.map((r) => r.cohort),
        vitals.map((r) => r.route),
        vitals.map((r) => r.metric),
        vitals.map((r) => r.bin),
        vitals.map((r) => r.n),
      ],
    ),
  );
  await inSlices(aggregate.groups, (groups) =>
    db.query(
      `INSERT INTO telemetry_error_groups (remote, release, fingerprint, kind, message, frame, count, first_seen, last_seen)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::bigint[], $8::timestamptz[], $9::timestamptz[])
       ON CONFLICT (remote, release, fingerprint) DO UPDATE
       SET count = telemetry_error_groups.count + EXCLUDED.count,
           first_seen = LEAST(telemetry_error_groups.first_seen, EXCLUDED.first_seen),
           last_seen = GREATEST(telemetry_error_groups.last_seen, EXCLUDED.last_seen)`,
      [
        groups.map((r) => r.remote),
        groups.map((r) => r.release),
        groups.map((r) => r.fingerprint),
        groups.map((r) => r.kind),
        groups.map((r) => r.message),
        groups.map((r) => r.frame),
        groups.map((r) => r.count),
        groups.map((r) => iso(r.firstSeen)),
        groups.map((r) => iso(r.lastSeen)),
      ],
    ),
  );
  await inSlices(aggregate.errors, (errors) =>
    db.query(
      `INSERT INTO telemetry_errors (minute, remote, release, cohort, fingerprint, n)
       SELECT * FROM unnest($1::timestamptz[], $2::text[], $3::text[], $4::text[], $5::text[], $6::bigint[])
       ON CONFLICT (remote, minute, release, cohort, fingerprint) DO UPDATE
       SET n = telemetry_errors.n + EXCLUDED.n`,
      [
        errors.map((r) => iso(r.minute)),
        errors.map((r) => r.remote),
        errors.map((r) => r.release),
        errors.map((r) => r.cohort),
        errors.map((r) => r.fingerprint),
        errors.map((r) => r.n),
      ],
    ),
  );
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
