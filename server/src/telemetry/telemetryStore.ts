// Where the health figures are kept (docs/release-health.md): additive upserts per
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

/** The Web Vitals' histograms: a row each, its bins and counts in two arrays (migration 11). */
const VITALS_TABLE = 'telemetry_vital_bins';
/** The histograms as rows of one bin each (bin, n), for a query's FROM (healthQueries.ts). */
export const VITAL_BIN_ROWS = `${VITALS_TABLE}, unnest(bins, counts) AS binned (bin, n)`;

/** Rows one statement writes at most, unless its table says fewer. */
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
type Row<T extends Table> = Aggregate[T][number];
/**
 * A column: its name, its Postgres type, and its value in a row. An array-valued column is sent as
 * text (an array of arrays would be unnested element by element) and cast to `cast`.
 */
type Column<T extends Table> = [name: string, type: string, value: (row: Row<T>) => unknown, cast?: string];
interface Upsert<T extends Table> {
  table: string;
  columns: Column<T>[];
  /** The columns that name a row (its primary key). */
  key: string;
  /** What a row already there becomes: its counts added to. */
  update: string;
  /**
   * Rows a statement writes at most, where fewer than SLICE_ROWS: a histogram's merge costs more
   * than a count's addition, and a request may wait behind the longest statement (PGlite's thread
   * shares the server's core).
   */
  sliceRows?: number;
}

const minute: Column<'sessions' | 'vitals' | 'errors'> = ['minute', 'timestamptz', (r) => iso(r.minute)];
/** Text columns, each named as its row's field. */
const texts = <T extends Table>(...names: (keyof Row<T> & string)[]): Column<T>[] =>
  names.map((name) => [name, 'text', (r) => r[name]]);
/** An array as Postgres writes it: {1,2,3}. */
const arrayText = (values: number[]) => `{${values.join(',')}}`;
const added = (table: string, ...columns: string[]) =>
  columns.map((column) => `${column} = ${table}.${column} + EXCLUDED.${column}`).join(', ');

const UPSERTS: { [T in Table]: Upsert<T> } = {
  sessions: {
    table: 'telemetry_sessions',
    columns: [
      minute,
      ...texts<'sessions'>('remote', 'release', 'cohort', 'route'),
      ['sessions', 'bigint', (r) => r.sessions],
      ['errored', 'bigint', (r) => r.errored],
    ],
    key: 'remote, minute, release, cohort, route',
    update: added('telemetry_sessions', 'sessions', 'errored'),
  },
  vitals: {
    table: VITALS_TABLE,
    columns: [
      minute,
      ...texts<'vitals'>('remote', 'release', 'cohort', 'route', 'metric'),
      ['bins', 'text', (r) => arrayText(r.bins), 'integer[]'],
      ['counts', 'text', (r) => arrayText(r.counts), 'bigint[]'],
    ],
    key: 'remote, minute, release, cohort, route, metric',
    // 90 histograms merged in one statement held PGlite's thread 10 to 27 ms; 20, 2 to 6 ms.
    sliceRows: 20,
    // The histogram already there and the new one, their counts added bin by bin.
    update: `(bins, counts) = (
      SELECT array_agg(bin ORDER BY bin), array_agg(n ORDER BY bin) FROM (
        SELECT bin, sum(n)::bigint AS n
          FROM unnest(${VITALS_TABLE}.bins || EXCLUDED.bins, ${VITALS_TABLE}.counts || EXCLUDED.counts)
            AS merged (bin, n)
         GROUP BY bin) AS summed)`,
  },
  groups: {
    table: 'telemetry_error_groups',
    columns: [
      ...texts<'groups'>('remote', 'release', 'fingerprint', 'kind', 'message', 'frame'),
      ['count', 'bigint', (r) => r.count],
      ['first_seen', 'timestamptz', (r) => iso(r.firstSeen)],
      ['last_seen', 'timestamptz', (r) => iso(r.lastSeen)],
    ],
    key: 'remote, release, fingerprint',
    update: `${added('telemetry_error_groups', 'count')},
           first_seen = LEAST(telemetry_error_groups.first_seen, EXCLUDED.first_seen),
           last_seen = GREATEST(telemetry_error_groups.last_seen, EXCLUDED.last_seen)`,
  },
  errors: {
    table: 'telemetry_errors',
    columns: [minute, ...texts<'errors'>('remote', 'release', 'cohort', 'fingerprint'), ['n', 'bigint', (r) => r.n]],
    key: 'remote, minute, release, cohort, fingerprint',
    update: added('telemetry_errors', 'n'),
  },
};

/** The statement that adds `rows` to its table: one array a column, unnested into rows. */
function upsertOf<T extends Table>(upsert: Upsert<T>, rows: Row<T>[]): [string, unknown[]] {
  const names = upsert.columns.map(([name]) => name).join(', ');
  const arrays = upsert.columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ');
  const values = upsert.columns.map(([name, , , cast]) => (cast ? `${name}::${cast}` : name)).join(', ');
  return [
    `INSERT INTO ${upsert.table} (${names}) SELECT ${values} FROM unnest(${arrays}) AS rows (${names})
     ON CONFLICT (${upsert.key}) DO UPDATE SET ${upsert.update}`,
    upsert.columns.map(([, , value]) => rows.map(value)),
  ];
}
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
    const size = UPSERTS[table].sliceRows ?? SLICE_ROWS;
    for (let start = 0; start < rows.length; start += size) {
      of.push({ table, rows: rows.slice(start, start + size) as Aggregate[Table] });
    }
    return of;
  });
  let busyMs = 0;
  let lastMs = 0;
  for (const [index, { table, rows }] of slices.entries()) {
    if (index > 0) await between(lastMs);
    const started = performance.now();
    try {
      await db.query(...upsertOf(UPSERTS[table] as Upsert<Table>, rows));
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
  for (const table of ['telemetry_sessions', VITALS_TABLE, 'telemetry_errors']) {
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
