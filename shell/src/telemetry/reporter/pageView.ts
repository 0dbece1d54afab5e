// One page view's reports (docs/release-health.md), turned into batches: each release
// the page loaded counts one session on the first batch that names it and one errored session on the
// first batch after it had an error; each vital is sent once; errors are grouped by fingerprint.
// So a page hidden several times sends several batches that count its session once. Written for
// size: it is fetched on every first visit (the server computes the errors' fingerprints).
import type { TelemetryBatchInput } from '@site/contract/telemetry';
import { cleanMessage, MAX_BATCH_BYTES, type VitalName } from '@site/contract/telemetryText';
import type { CaughtError } from '../pageReports';
import { ownerNamed, ownerOfError, topFrameOf, type Owner } from './attribution';

type Batch = TelemetryBatchInput;
type ErrorReport = Batch['errors'][number];
type Config = Parameters<typeof ownerOfError>[0];

/** Errors one page view reports at most (a loop that throws must not flood the ingest). */
const MAX_ERRORS_PER_VIEW = 100;

export interface PageView {
  /** A remote's routes module arrived: the page view is a session of its release. */
  loaded(remote: string): void;
  error(caught: CaughtError): void;
  vital(name: VitalName, value: number, remote: string | null): void;
  /** The next batch, or null when there is nothing new to send. */
  take(): Batch | null;
}

/** A release of the page view: whether its session and its error have been sent. */
interface Release {
  owner: Owner;
  counted?: boolean;
  errored?: boolean;
  erroredSent?: boolean;
}

export function createPageView(
  config: Config,
  page: { id: string; route: string; routeRemote: string | null },
): PageView {
  const releases = new Map<string, Release>();
  // A vital waiting to be sent, or null once sent.
  const vitals = new Map<VitalName, Batch['vitals'][number] | null>();
  let errors = new Map<string, ErrorReport>();
  let errorCount = 0;

  const loaded = (owner: Owner | null) => {
    if (owner?.release && !releases.has(owner.remote)) releases.set(owner.remote, { owner });
    return owner ? releases.get(owner.remote) : undefined;
  };

  return {
    loaded: (remote) => void loaded(ownerNamed(config, remote)),
    error({ kind, error, remote, source }) {
      if (errorCount++ >= MAX_ERRORS_PER_VIEW) return;
      const frame = topFrameOf(error instanceof Error ? error.stack : undefined) ?? topFrameOf(source);
      const owner = ownerOfError(config, remote, frame);
      const release = loaded(owner);
      if (release) release.errored = true;
      const message = cleanMessage(
        error instanceof Error ? `${error.name}: ${error.message}` : String(error ?? 'Unknown error'),
      );
      const key = `${kind}|${message}|${frame}`;
      const known = errors.get(key);
      if (known) known.count += 1;
      else
        errors.set(key, {
          kind,
          remote: owner?.remote ?? null,
          release: owner?.release ?? null,
          message,
          frame,
          count: 1,
        });
    },
    vital(name, value, remote) {
      if (vitals.get(name) !== null && value >= 0)
        vitals.set(name, { name, value: Math.min(value, 3_600_000), remote });
    },
    take() {
      const loadedNow = [...releases.values()].slice(0, 16);
      const waiting = [...vitals.values()].filter((vital) => vital !== null);
      const fresh = loadedNow.some((r) => !r.counted || (r.errored && !r.erroredSent));
      if (!fresh && waiting.length === 0 && errors.size === 0) return null;
      const batch: Batch = {
        pageView: page.id,
        route: page.route,
        routeRemote: page.routeRemote,
        // Flags that are not set are left out of the JSON (undefined).
        // The owner is the release's remote, release and cohort (a release of the view has an id).
        releases: loadedNow.map(({ owner, counted, errored, erroredSent }) => ({
          ...(owner as Owner & { release: string }),
          session: !counted || undefined,
          errored: (errored && !erroredSent) || undefined,
        })),
        vitals: waiting,
        errors: [...errors.values()].slice(0, 20),
      };
      // Within the ingest's cap whatever the errors say: the last ones are dropped.
      while (JSON.stringify(batch).length > MAX_BATCH_BYTES && batch.errors.length) batch.errors.pop();
      for (const r of loadedNow) {
        r.counted = true;
        r.erroredSent = r.errored;
      }
      vitals.forEach((_, name) => vitals.set(name, null));
      errors = new Map();
      return batch;
    },
  };
}
