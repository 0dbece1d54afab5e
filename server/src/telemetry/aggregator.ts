// The ingest's write-behind (docs/release-health.md): batches are added up in memory per
// minute, remote, release, cohort and route, and written out about once a second as a few additive
// upserts, so the ingest answers without waiting on the database and instances never overwrite each
// other's counts.
import type { TelemetryBatch } from '@site/contract/telemetry';
import { cleanMessage, type VitalName } from '@site/contract/telemetryText';
import { binOf } from './histogram';

export type Cohort = 'stable' | 'canary' | 'preview';

interface Where {
  minute: number;
  remote: string;
  release: string;
  cohort: Cohort;
}

export interface SessionRow extends Where {
  route: string;
  sessions: number;
  errored: number;
}
/** A metric's histogram on a route: counts per bin (histogram.ts), bins in ascending order. */
export interface VitalRow extends Where {
  route: string;
  metric: VitalName;
  bins: number[];
  counts: number[];
}
/** A histogram being added up: its counts by bin. */
interface VitalTally extends Where {
  route: string;
  metric: VitalName;
  byBin: Map<number, number>;
}
export interface ErrorRow extends Where {
  fingerprint: string;
  n: number;
}
export interface ErrorGroupRow {
  remote: string;
  release: string;
  fingerprint: string;
  kind: string;
  message: string;
  frame: string | null;
  count: number;
  firstSeen: number;
  lastSeen: number;
}

/** What one flush writes. */
export interface Aggregate {
  sessions: SessionRow[];
  vitals: VitalRow[];
  errors: ErrorRow[];
  groups: ErrorGroupRow[];
}

export const MINUTE_MS = 60_000;
export const minuteOf = (at: number) => Math.floor(at / MINUTE_MS) * MINUTE_MS;

/** A map key of a row's identifying parts (a template: a rest-args join cost several times more). */
const SEP = '\u0000';
const whereKey = (w: Where) => `${w.minute}${SEP}${w.remote}${SEP}${w.release}${SEP}${w.cohort}`;

export interface Aggregator {
  add(batch: TelemetryBatch, at?: number): void;
  /** Everything added since the last drain, with the counts of equal keys summed. */
  drain(): Aggregate;
  /** Puts back what could not be written (kept until the next flush). */
  restore(aggregate: Aggregate): void;
  /** Rows waiting to be written. */
  size(): number;
}

/** A remote's release and cohort on this page ('' where the page did not load one of it). */
function whereOf(
  releases: TelemetryBatch['releases'],
  minute: number,
  remote: string | null,
  release?: string | null,
): Where {
  let own: TelemetryBatch['releases'][number] | undefined;
  if (remote) for (const loaded of releases) if (loaded.remote === remote) own = loaded;
  const sameRelease = own !== undefined && (!release || release === own.release);
  return {
    minute,
    remote: remote ?? '',
    release: release ?? own?.release ?? '',
    cohort: sameRelease ? own!.cohort : 'stable',
  };
}

/** A histogram as a row: its bins in ascending order, each with its count. */
function vitalRowOf({ byBin, ...where }: VitalTally): VitalRow {
  const bins = [...byBin.keys()].sort((a, b) => a - b);
  return { ...where, bins, counts: bins.map((bin) => byBin.get(bin)!) };
}

export function createAggregator(): Aggregator {
  let sessions = new Map<string, SessionRow>();
  let vitals = new Map<string, VitalTally>();
  let errors = new Map<string, ErrorRow>();
  let groups = new Map<string, ErrorGroupRow>();

  // Each adds a row's counts to the row of the same key, copying the row only when the key is new.
  const addSession = (row: SessionRow) => {
    const key = `${whereKey(row)}${SEP}${row.route}`;
    const known = sessions.get(key);
    if (known) {
      known.sessions += row.sessions;
      known.errored += row.errored;
    } else sessions.set(key, { ...row });
  };
  const addVital = (where: Where, route: string, metric: VitalName, bin: number, n: number) => {
    const key = `${whereKey(where)}${SEP}${route}${SEP}${metric}`;
    let tally = vitals.get(key);
    if (!tally) {
      const { minute, remote, release, cohort } = where;
      tally = { minute, remote, release, cohort, route, metric, byBin: new Map() };
      vitals.set(key, tally);
    }
    tally.byBin.set(bin, (tally.byBin.get(bin) ?? 0) + n);
  };
  const addError = (row: ErrorRow) => {
    const key = `${whereKey(row)}${SEP}${row.fingerprint}`;
    const known = errors.get(key);
    if (known) known.n += row.n;
    else errors.set(key, { ...row });
  };
  const addGroup = (row: ErrorGroupRow) => {
    const key = `${row.remote}${SEP}${row.release}${SEP}${row.fingerprint}`;
    const known = groups.get(key);
    if (known) {
      known.count += row.count;
      known.firstSeen = Math.min(known.firstSeen, row.firstSeen);
      known.lastSeen = Math.max(known.lastSeen, row.lastSeen);
    } else groups.set(key, { ...row });
  };

  return {
    // Once per beacon (bench:telemetry): plain objects of one shape and no spread, closure or map per
    // batch; spreading each row from a `where` object cost 50 us a beacon on a slow core.
    add(batch, at = Date.now()) {
      const minute = minuteOf(at);
      const { route, releases } = batch;
      for (const release of releases) {
        if (!release.session && !release.errored) continue;
        const where = whereOf(releases, minute, release.remote);
        addSession({
          minute,
          remote: where.remote,
          release: where.release,
          cohort: where.cohort,
          route,
          sessions: release.session ? 1 : 0,
          errored: release.errored ? 1 : 0,
        });
      }
      for (const vital of batch.vitals) {
        addVital(whereOf(releases, minute, vital.remote), route, vital.name, binOf(vital.name, vital.value), 1);
      }
      for (const error of batch.errors) {
        const where = whereOf(releases, minute, error.remote, error.release);
        addError({
          minute,
          remote: where.remote,
          release: where.release,
          cohort: where.cohort,
          fingerprint: error.fingerprint,
          n: error.count,
        });
        addGroup({
          remote: where.remote,
          release: where.release,
          fingerprint: error.fingerprint,
          kind: error.kind,
          message: cleanMessage(error.message),
          frame: error.frame,
          count: error.count,
          firstSeen: at,
          lastSeen: at,
        });
      }
    },
    drain() {
      const aggregate = {
        sessions: [...sessions.values()],
        vitals: [...vitals.values()].map(vitalRowOf),
        errors: [...errors.values()],
        groups: [...groups.values()],
      };
      sessions = new Map();
      vitals = new Map();
      errors = new Map();
      groups = new Map();
      return aggregate;
    },
    restore(aggregate) {
      aggregate.sessions.forEach(addSession);
      for (const row of aggregate.vitals) {
        row.bins.forEach((bin, i) => addVital(row, row.route, row.metric, bin, row.counts[i]!));
      }
      aggregate.errors.forEach(addError);
      aggregate.groups.forEach(addGroup);
    },
    size: () => sessions.size + vitals.size + errors.size + groups.size,
  };
}
