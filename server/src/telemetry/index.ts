// The telemetry room (docs/release-health.md): what the pages report about the releases
// they run, taken in at POST /api/telemetry, added up per minute in the site's database, and read
// back as each release's health (`releaseHealth`, for the rollouts, the console and the command),
// over time (`releaseHealthSeries`, the console's charts) and each route's speed (`routeSpeed`). Its
// one entrance (docs/server.md).
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Logger } from 'pino';
import type { ServerConfig } from '../config';
import type { Database } from '../db';
import { registerHealthRoute, type HealthRouteOptions } from './healthRoute';
import { registerIngestRoute } from './ingestRoute';
import { createTelemetryWriter, type TelemetryWriter } from './telemetryWriter';

export { releaseHealth, type Span } from './healthQueries';
/** @public The read side for the console's Speed page and the rollouts (docs/release-health.md). */
export { routeSpeed, type HealthQuery, type RouteSpeed } from './healthQueries';
/** @public The console's health charts: a remote's health per interval, canary against stable. */
export { releaseHealthSeries, type SeriesQuery } from './healthSeries';
export { formatReleaseHealth } from './healthTable';
export { healthPath } from './healthRoute';
export { parseSpan } from './span';

export interface TelemetryOptions {
  /** TELEMETRY=off: no ingest (the page is told to report nothing). */
  config: Pick<ServerConfig, 'telemetry' | 'remoteNames'>;
  database: () => Database | null;
  logger: Logger;
  /** The release token check: without it, no health route (the development backend). */
  authorise?: HealthRouteOptions['authorise'];
  /** Batches one visitor may send per minute (default 120). */
  perVisitorPerMinute?: number;
  /** How often the write-behind flushes (default 1000 ms). */
  flushEveryMs?: number;
  /** Handed the writer, e.g. for a test to flush at once. */
  onWriter?: (writer: TelemetryWriter) => void;
}

const telemetry: FastifyPluginAsync<TelemetryOptions> = async (app, options) => {
  if (options.authorise) {
    registerHealthRoute(app, {
      remoteNames: options.config.remoteNames,
      database: options.database,
      authorise: options.authorise,
    });
  }
  if (!options.config.telemetry.enabled) return;
  const writer = createTelemetryWriter({
    database: options.database,
    logger: options.logger,
    ...(options.flushEveryMs ? { flushEveryMs: options.flushEveryMs } : {}),
  });
  options.onWriter?.(writer);
  // The last batches are written before the database closes (app.ts closes it after the servers).
  app.addHook('onClose', () => writer.close());
  await app.register(async (scope) =>
    registerIngestRoute(scope, { writer, perVisitorPerMinute: options.perVisitorPerMinute }),
  );
};

export const telemetryPlugin = fp(telemetry, { name: 'telemetry', dependencies: ['platform'] });
export type { TelemetryWriter } from './telemetryWriter';
