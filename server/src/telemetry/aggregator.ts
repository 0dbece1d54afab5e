// The ingest's write-behind (docs/releases.md, "Release health"): batches are added up in memory per
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
export interface VitalRow extends Where {
  route: string;
  metric: VitalName;
  bin: number;
  n: number;
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

const keyOf = (...parts: (string | number)[]) => parts.join('\u0000');

export interface Aggregator {
  add(batch: TelemetryBatch, at?: number): void;
  /** Everything added since the last drain, with the counts of equal keys summed. */
  drain(): Aggregate;
  /** Puts back what could not be written (kept until the next flush). */
  restore(aggregate: Aggregate): void;
  /** Rows waiting to be written. */
  size(): number;
}

export function createAggregator(): Aggregator {
  let sessions = new Map<string, SessionRow>();
  let vitals = new Map<string, VitalRow>();
  let errors = new Map<string, ErrorRow>();
  let groups = new Map<string, ErrorGroupRow>();

  const addSession = (row: SessionRow) => {
    const key = keyOf(row.minute, row.remote, row.release, row.cohort, row.route);
    const known = sessions.get(key);
    if (known) {
      known.sessions += row.sessions;
      known.errored += row.errored;
    } else sessions.set(key, { ...row });
  };
  const addVital = (row: VitalRow) => {
    const key = keyOf(row.minute, row.remote, row.release, row.cohort, row.route, row.metric, row.bin);
    const known = vitals.get(key);
    if (known) known.n += row.n;
    else vitals.set(key, { ...row });
  };
  const addError = (row: ErrorRow) => {
    const key = keyOf(row.minute, row.remote, row.release, row.cohort, row.fingerprint);
    const known = errors.get(key);
    if (known) known.n += row.n;
    else errors.set(key, { ...row });
  };
  const addGroup = (row: ErrorGroupRow) => {
    const key = keyOf(row.remote, row.release, row.fingerprint);
    const known = groups.get(key);
    if (known) {
      known.count += row.count;
      known.firstSeen = Math.min(known.firstSeen, row.firstSeen);
      known.lastSeen = Math.max(known.lastSeen, row.lastSeen);
    } else groups.set(key, { ...row });
  };

  return {
    add(batch, at = Date.now()) {
      const minute = minuteOf(at);
      const loaded = new Map(batch.releases.map((release) => [release.remote, release]));
      /** A remote's release and cohort on this page ('' where the page did not load one of it). */
      const whereOf = (remote: string | null, release?: string | null): Where => {
        const own = remote ? loaded.get(remote) : undefined;
        const sameRelease = own && (!release || release === own.release);
        return {
          minute,
          remote: remote ?? '',
          release: release ?? own?.release ?? '',
          cohort: sameRelease ? own.cohort : 'stable',
        };
      };
      for (const release of batch.releases) {
        if (!release.session && !release.errored) continue;
        addSession({
          ...whereOf(release.remote),
          route: batch.route,
          sessions: release.session ? 1 : 0,
          errored: release.errored ? 1 : 0,
        });
      }
      for (const vital of batch.vitals) {
        addVital({
          ...whereOf(vital.remote),
          route: batch.route,
          metric: vital.name,
          bin: binOf(vital.name, vital.value),
          n: 1,
        });
      }
      for (const error of batch.errors) {
        const where = whereOf(error.remote, error.release);
        addError({ ...where, fingerprint: error.fingerprint, n: error.count });
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
        vitals: [...vitals.values()],
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
      aggregate.vitals.forEach(addVital);
      aggregate.errors.forEach(addError);
      aggregate.groups.forEach(addGroup);
    },
    size: () => sessions.size + vitals.size + errors.size + groups.size,
  };
}
