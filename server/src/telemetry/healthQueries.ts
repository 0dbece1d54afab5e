// The read side of release health (docs/release-health.md), for the other rooms: a
// remote's releases over [since, until), stable and canary side by side (a rollout asks for the same
// minutes on both sides), and the p75s of each route for a Speed page.
import type { Cohort, ErrorGroupView, ReleaseHealth } from '@site/contract/health';
import type { VitalName } from '@site/contract/telemetryText';
import type { Queryable } from '../db';
import { quantileOfBins } from './histogram';
import { VITAL_BIN_ROWS } from './telemetryStore';

export interface Span {
  /** Inclusive. */
  since: Date;
  /** Exclusive. */
  until: Date;
}

export interface HealthQuery extends Span {
  remote: string;
  /** Error groups per release and cohort (default 5). */
  topErrors?: number;
}

const COHORT_ORDER: Record<Cohort, number> = { stable: 0, canary: 1, preview: 2 };

type Bins = Map<number, number>;
const p75Of = (bins: Partial<Record<VitalName, Bins>>) => ({
  lcp: quantileOfBins('LCP', bins.LCP ?? new Map()),
  inp: quantileOfBins('INP', bins.INP ?? new Map()),
  cls: quantileOfBins('CLS', bins.CLS ?? new Map()),
});

const addBin = (bins: Partial<Record<VitalName, Bins>>, metric: VitalName, bin: number, n: number) => {
  const of = (bins[metric] ??= new Map());
  of.set(bin, (of.get(bin) ?? 0) + n);
};

/** Each release of `remote` seen in the span, per cohort: sessions, errored sessions, p75s, top errors. */
export async function releaseHealth(db: Queryable, query: HealthQuery): Promise<ReleaseHealth[]> {
  const span = [query.remote, query.since.toISOString(), query.until.toISOString()];
  const within = 'remote = $1 AND minute >= $2 AND minute < $3';
  const [sessions, vitals, errors] = await Promise.all([
    db.query<{ release: string; cohort: Cohort; sessions: string; errored: string }>(
      `SELECT release, cohort, sum(sessions) AS sessions, sum(errored) AS errored FROM telemetry_sessions
       WHERE ${within} AND release <> '' GROUP BY release, cohort`,
      span,
    ),
    db.query<{ release: string; cohort: Cohort; metric: VitalName; bin: number; n: string }>(
      `SELECT release, cohort, metric, bin, sum(n) AS n FROM ${VITAL_BIN_ROWS}
       WHERE ${within} AND release <> '' AND metric IN ('LCP', 'INP', 'CLS') GROUP BY release, cohort, metric, bin`,
      span,
    ),
    db.query<{
      release: string;
      cohort: Cohort;
      fingerprint: string;
      count: string;
      kind: ErrorGroupView['kind'];
      message: string;
      frame: string | null;
      first_seen: Date | string;
      last_seen: Date | string;
    }>(
      // The group's times are the release's, every cohort and minute: each cohort's within the span
      // are its minutes there, to the group's second where that falls inside them.
      `SELECT e.release, e.cohort, e.fingerprint, sum(e.n) AS count, g.kind, g.message, g.frame,
         GREATEST(g.first_seen, min(e.minute)) AS first_seen,
         LEAST(g.last_seen, max(e.minute) + interval '1 minute') AS last_seen
       FROM telemetry_errors e JOIN telemetry_error_groups g
         ON g.remote = e.remote AND g.release = e.release AND g.fingerprint = e.fingerprint
       WHERE e.remote = $1 AND e.minute >= $2 AND e.minute < $3 AND e.release <> ''
       GROUP BY e.release, e.cohort, e.fingerprint, g.kind, g.message, g.frame, g.first_seen, g.last_seen
       ORDER BY count DESC, e.fingerprint`,
      span,
    ),
  ]);

  const byKey = new Map<string, ReleaseHealth & { bins: Partial<Record<VitalName, Bins>> }>();
  const entry = (release: string, cohort: Cohort) => {
    const key = `${release}\u0000${cohort}`;
    let found = byKey.get(key);
    if (!found) {
      found = {
        remote: query.remote,
        release,
        cohort,
        sessions: 0,
        erroredSessions: 0,
        p75: { lcp: null, inp: null, cls: null },
        topErrors: [],
        bins: {},
      };
      byKey.set(key, found);
    }
    return found;
  };
  for (const row of sessions.rows) {
    const health = entry(row.release, row.cohort);
    health.sessions += Number(row.sessions);
    health.erroredSessions += Number(row.errored);
  }
  for (const row of vitals.rows) addBin(entry(row.release, row.cohort).bins, row.metric, row.bin, Number(row.n));
  const top = query.topErrors ?? 5;
  for (const row of errors.rows) {
    const health = entry(row.release, row.cohort);
    if (health.topErrors.length >= top) continue;
    health.topErrors.push({
      fingerprint: row.fingerprint,
      kind: row.kind,
      message: row.message,
      frame: row.frame,
      count: Number(row.count),
      firstSeen: new Date(row.first_seen).toISOString(),
      lastSeen: new Date(row.last_seen).toISOString(),
    });
  }
  return [...byKey.values()]
    .map(({ bins, ...health }) => ({ ...health, p75: p75Of(bins) }))
    .sort((a, b) => a.release.localeCompare(b.release) || COHORT_ORDER[a.cohort] - COHORT_ORDER[b.cohort]);
}

export interface RouteSpeed {
  route: string;
  /** How many page views measured each metric. */
  samples: { lcp: number; inp: number; cls: number };
  p75: { lcp: number | null; inp: number | null; cls: number | null };
}

/** p75 LCP, INP and CLS per route over a span, every remote, release and cohort together. */
export async function routeSpeed(db: Queryable, span: Span): Promise<RouteSpeed[]> {
  const { rows } = await db.query<{ route: string; metric: VitalName; bin: number; n: string }>(
    `SELECT route, metric, bin, sum(n) AS n FROM ${VITAL_BIN_ROWS}
     WHERE minute >= $1 AND minute < $2 AND metric IN ('LCP', 'INP', 'CLS') GROUP BY route, metric, bin`,
    [span.since.toISOString(), span.until.toISOString()],
  );
  const byRoute = new Map<string, Partial<Record<VitalName, Bins>>>();
  for (const row of rows) {
    const bins = byRoute.get(row.route) ?? {};
    byRoute.set(row.route, bins);
    addBin(bins, row.metric, row.bin, Number(row.n));
  }
  const count = (bins?: Bins) => [...(bins?.values() ?? [])].reduce((sum, n) => sum + n, 0);
  return [...byRoute]
    .map(([route, bins]) => ({
      route,
      samples: { lcp: count(bins.LCP), inp: count(bins.INP), cls: count(bins.CLS) },
      p75: p75Of(bins),
    }))
    .sort((a, b) => a.route.localeCompare(b.route));
}
