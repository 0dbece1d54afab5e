// The ingest's side of the database (docs/release-health.md): what the route adds is
// written about once a second (write-behind), once more when the server closes, and what is older
// than 30 days is pruned every hour. A flush whose statements took long waits twenty times as long
// before the next (at most 10 s): under load the writes take at most a twentieth of the time, and
// each carries more beacons per row (the rows of a minute are bounded, the beacons are not). Within
// a flush, each statement is followed by a pause three times as long as it took (at most 250 ms):
// the database works at most a quarter of the time while it writes, so on a core it shares with the
// server (PGlite's thread) the requests keep the rest, and do not queue behind a flush. A database
// that cannot be reached keeps the figures in memory until the next flush, up to a bound past which
// they are dropped and the log says so.
import type { Logger } from 'pino';
import type { TelemetryBatch } from '@site/contract/telemetry';
import type { Database } from '../db';
import { createAggregator } from './aggregator';
import { letGo, PartlyWritten, pruneTelemetry, writeAggregate, type Between } from './telemetryStore';

/** The share of the time a flush may take: one that took t ms waits t / WRITE_SHARE before the next. */
const WRITE_SHARE = 0.05;
/** The longest pause between flushes, whatever the last one took. */
const MAX_PAUSE_MS = 10_000;
/** The share of the time the database works while a paced flush writes. */
const WRITING_SHARE = 0.25;
/**
 * The longest pause after a statement: on a machine so busy that a statement takes seconds, the
 * pauses would hold what the pages reported back for longer than a rollout's interval.
 */
export const MAX_STATEMENT_PAUSE_MS = 250;

export interface TelemetryWriterOptions {
  database: () => Database | null;
  logger: Logger;
  /** The shortest pause between flushes (default 1000 ms). */
  flushEveryMs?: number;
  /** Default one hour. */
  pruneEveryMs?: number;
  /** Rows kept in memory while the database cannot be written, at most (default 200 000). */
  maxPendingRows?: number;
}

export interface TelemetryWriter {
  add(batch: TelemetryBatch, at?: number): void;
  /** Writes what is waiting now (tests, and the last flush when the server closes). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export function createTelemetryWriter(options: TelemetryWriterOptions): TelemetryWriter {
  const aggregator = createAggregator();
  const maxPending = options.maxPendingRows ?? 200_000;
  let chain: Promise<void> = Promise.resolve();
  let failing = false;

  /** How long the last flush's statements took (ms), its pauses not counted. */
  let lastBusyMs = 0;

  const writeOnce = async (between: Between) => {
    lastBusyMs = 0;
    const db = options.database();
    if (!db || aggregator.size() === 0) return;
    const aggregate = aggregator.drain();
    try {
      lastBusyMs = await writeAggregate(db, aggregate, between);
      if (failing) options.logger.info('telemetry: written again');
      failing = false;
    } catch (error) {
      if (!failing) options.logger.warn({ err: error }, 'telemetry: could not be written; kept for the next flush');
      failing = true;
      // What was written stays written; the rest is written with the next flush.
      aggregator.restore(error instanceof PartlyWritten ? error.rest : aggregate);
      if (aggregator.size() > maxPending) {
        options.logger.error({ rows: aggregator.size() }, 'telemetry: too much waiting to be written; dropped');
        aggregator.drain();
      }
    }
  };
  // One flush at a time; a flush asked for meanwhile runs after it (writeOnce never rejects). Asked
  // for (tests, the server closing), it writes at once; on the timer, paced.
  const flush = (between: Between = letGo): Promise<void> => (chain = chain.then(() => writeOnce(between)));
  // One prune at a time, and the server's close waits for the one under way: a site that stops
  // at once (a port taken) would otherwise close the database under it.
  let pruning: Promise<void> = Promise.resolve();
  let closed = false;
  const pruneOnce = async () => {
    const db = options.database();
    if (!db || closed) return;
    try {
      const deleted = await pruneTelemetry(db);
      if (deleted) options.logger.info({ deleted }, 'telemetry: older than 30 days pruned');
    } catch (error) {
      options.logger.warn({ err: error }, 'telemetry: could not prune');
    }
  };
  const prune = () => (pruning = pruning.then(pruneOnce));

  const every = options.flushEveryMs ?? 1_000;
  let flushTimer: NodeJS.Timeout | undefined;
  const flushLater = (lastMs: number) => {
    if (closed) return;
    flushTimer = setTimeout(flushPaced, Math.min(Math.max(every, lastMs / WRITE_SHARE), MAX_PAUSE_MS));
    flushTimer.unref();
  };
  // The pause after a statement of a paced flush that took `lastMs`; none once the server closes.
  const paced: Between = (lastMs) =>
    closed
      ? letGo(lastMs)
      : new Promise((resolve) =>
          setTimeout(resolve, Math.min((lastMs * (1 - WRITING_SHARE)) / WRITING_SHARE, MAX_STATEMENT_PAUSE_MS)),
        );
  const flushPaced = async () => {
    await flush(paced);
    flushLater(lastBusyMs);
  };
  flushLater(0);
  const pruneTimer = setInterval(() => void prune(), options.pruneEveryMs ?? 60 * 60 * 1000);
  pruneTimer.unref();
  void prune();

  return {
    add: (batch, at) => aggregator.add(batch, at),
    flush: () => flush(),
    close: async () => {
      closed = true;
      clearTimeout(flushTimer);
      clearInterval(pruneTimer);
      await Promise.all([pruning, flush()]);
    },
  };
}
