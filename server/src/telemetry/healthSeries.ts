// A remote's health over time (docs/release-health.md), for the console's charts: the
// per-minute rows added up into intervals of `stepMs`, stable and canary side by side in each
// (whichever release each cohort ran then), with the errored-session rate and the p75 LCP and INP
// read from the histogram bins of that interval. Previews are left out: they are one browser each.
import type { SeriesPoint, SeriesSide } from '@site/contract/consoleHealth';
import type { VitalName } from '@site/contract/telemetryText';
import type { Queryable } from '../db';
import { quantileOfBins } from './histogram';
import { VITAL_BIN_ROWS } from './telemetryStore';
import type { Span } from './healthQueries';

export interface SeriesQuery extends Span {
  remote: string;
  /** Each point's width in ms (a whole number of minutes: the rows are per minute). */
  stepMs: number;
}

type SeriesCohort = 'stable' | 'canary';
type Bins = Map<number, number>;

interface Tally {
  sessions: number;
  errored: number;
  lcp: Bins;
  inp: Bins;
}

const emptyTally = (): Tally => ({ sessions: 0, errored: 0, lcp: new Map(), inp: new Map() });

const sideOf = (tally: Tally): SeriesSide => ({
  sessions: tally.sessions,
  erroredSessions: tally.errored,
  errorRate: tally.sessions > 0 ? Math.min(1, tally.errored / tally.sessions) : null,
  p75: { lcp: quantileOfBins('LCP', tally.lcp), inp: quantileOfBins('INP', tally.inp) },
});

/** One point per interval from `since` (aligned down to the step) to `until`, oldest first, empty ones too. */
export async function releaseHealthSeries(db: Queryable, query: SeriesQuery): Promise<SeriesPoint[]> {
  const stepMs = Math.max(60_000, Math.round(query.stepMs / 60_000) * 60_000);
  const first = Math.floor(query.since.getTime() / stepMs) * stepMs;
  const count = Math.max(0, Math.ceil((query.until.getTime() - first) / stepMs));
  // The interval of a row, counted from `first`, in SQL both PGlite and Postgres accept.
  const bucket = `floor((extract(epoch FROM minute) * 1000 - $4) / $5)::integer`;
  const params = [query.remote, new Date(first).toISOString(), query.until.toISOString(), first, stepMs];
  const within = `remote = $1 AND minute >= $2 AND minute < $3 AND release <> '' AND cohort IN ('stable', 'canary')`;
  const [sessions, vitals] = await Promise.all([
    db.query<{ bucket: number; cohort: SeriesCohort; sessions: string; errored: string }>(
      `SELECT ${bucket} AS bucket, cohort, sum(sessions) AS sessions, sum(errored) AS errored
       FROM telemetry_sessions WHERE ${within} GROUP BY 1, cohort`,
      params,
    ),
    db.query<{ bucket: number; cohort: SeriesCohort; metric: VitalName; bin: number; n: string }>(
      `SELECT ${bucket} AS bucket, cohort, metric, bin, sum(n) AS n FROM ${VITAL_BIN_ROWS}
       WHERE ${within} AND metric IN ('LCP', 'INP') GROUP BY 1, cohort, metric, bin`,
      params,
    ),
  ]);
  const tallies = Array.from({ length: count }, () => ({ stable: emptyTally(), canary: emptyTally() }));
  for (const row of sessions.rows) {
    const tally = tallies[Number(row.bucket)]?.[row.cohort];
    if (!tally) continue;
    tally.sessions += Number(row.sessions);
    tally.errored += Number(row.errored);
  }
  for (const row of vitals.rows) {
    const tally = tallies[Number(row.bucket)]?.[row.cohort];
    if (!tally) continue;
    const bins = row.metric === 'LCP' ? tally.lcp : tally.inp;
    bins.set(row.bin, (bins.get(row.bin) ?? 0) + Number(row.n));
  }
  return tallies.map((tally, i) => ({
    at: new Date(first + i * stepMs).toISOString(),
    stable: sideOf(tally.stable),
    canary: sideOf(tally.canary),
  }));
}
