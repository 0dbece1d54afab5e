// The ingest's side of the database (docs/releases.md, "Release health"): what the route adds is
// written about once a second (write-behind), once more when the server closes, and what is older
// than 30 days is pruned every hour. A database that cannot be reached keeps the figures in memory
// until the next flush, up to a bound past which they are dropped and the log says so.
import type { Logger } from 'pino';
import type { TelemetryBatch } from '@site/contract/telemetry';
import type { Database } from '../db';
import { createAggregator } from './aggregator';
import { pruneTelemetry, writeAggregate } from './telemetryStore';

export interface TelemetryWriterOptions {
  database: () => Database | null;
  logger: Logger;
  /** Default 1000 ms. */
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

  const writeOnce = async () => {
    const db = options.database();
    if (!db || aggregator.size() === 0) return;
    const aggregate = aggregator.drain();
    try {
      await db.transaction((tx) => writeAggregate(tx, aggregate));
      if (failing) options.logger.info('telemetry: written again');
      failing = false;
    } catch (error) {
      if (!failing) options.logger.warn({ err: error }, 'telemetry: could not be written; kept for the next flush');
      failing = true;
      aggregator.restore(aggregate);
      if (aggregator.size() > maxPending) {
        options.logger.error({ rows: aggregator.size() }, 'telemetry: too much waiting to be written; dropped');
        aggregator.drain();
      }
    }
  };
  // One flush at a time; a flush asked for meanwhile runs after it (writeOnce never rejects).
  const flush = (): Promise<void> => (chain = chain.then(writeOnce));
  const prune = async () => {
    const db = options.database();
    if (!db) return;
    try {
      const deleted = await pruneTelemetry(db);
      if (deleted) options.logger.info({ deleted }, 'telemetry: older than 30 days pruned');
    } catch (error) {
      options.logger.warn({ err: error }, 'telemetry: could not prune');
    }
  };

  const flushTimer = setInterval(() => void flush(), options.flushEveryMs ?? 1_000);
  flushTimer.unref();
  const pruneTimer = setInterval(() => void prune(), options.pruneEveryMs ?? 60 * 60 * 1000);
  pruneTimer.unref();
  void prune();

  return {
    add: (batch, at) => aggregator.add(batch, at),
    flush,
    close: async () => {
      clearInterval(flushTimer);
      clearInterval(pruneTimer);
      await flush();
    },
  };
}
