// POST /api/telemetry (docs/release-health.md): the page's batch, sent with sendBeacon
// when it is hidden. Checked against the contract's schema (400 with what is wrong, 413 past the
// size cap, unknown fields refused), rate-limited per visitor (shared through Redis with REDIS_URL),
// added to the write-behind and answered 204 at once. Nothing of the request is kept but the counts:
// no address, no cookie, no page-view id.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { firstIssue } from '@site/contract/parse';
import { TelemetryBatchSchema } from '@site/contract/telemetry';
import { MAX_BATCH_BYTES, TELEMETRY_URL } from '@site/contract/telemetryText';
import type { TelemetryWriter } from './telemetryWriter';

export interface IngestOptions {
  writer: TelemetryWriter;
  /** Batches one visitor may send per minute (default 120: a page sends one per hide). */
  perVisitorPerMinute?: number;
}

const badRequest = (message: string) => ({ error: 'Bad Request', message });

export async function registerIngestRoute(scope: FastifyInstance, options: IngestOptions): Promise<void> {
  // Encapsulated: this error handler and body limit are the ingest's alone.
  scope.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) => {
    if (error.statusCode === 413) {
      return reply.code(413).send({
        error: 'Payload Too Large',
        message: `A telemetry batch is at most ${MAX_BATCH_BYTES} bytes.`,
      });
    }
    if (error.statusCode === 429) return reply.code(429).send({ error: 'Too Many Requests', message: error.message });
    if (error.statusCode && error.statusCode < 500) return reply.code(error.statusCode).send(badRequest(error.message));
    throw error;
  });
  // The body as text, parsed by the route with plain JSON.parse: Fastify's JSON parser also scans
  // the text for prototype keys (a tenth of a beacon's cost, bench:telemetry). Not needed here: the
  // schema is strict, so a "__proto__" or "constructor" key is refused as unknown, and nothing
  // merges the body into another object.
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  scope.post(
    TELEMETRY_URL,
    {
      bodyLimit: MAX_BATCH_BYTES,
      // No request log lines at the site's default level (info): a beacon per page view wrote two,
      // and at full speed the logging took about a third of a beacon's cost (bench:telemetry,
      // docs/releases.md). A failure of the server's own (500) is still logged, as for /healthz.
      logLevel: 'warn',
      // An empty 204 to a beacon: no document for the security headers to guard, and writing them
      // (the CSP above all) was a third of the cost of a beacon (bench:telemetry).
      config: {
        securityHeaders: false,
        rateLimit: { max: options.perVisitorPerMinute ?? 120, timeWindow: 60_000 },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      let body: unknown = request.body;
      // JSON (above), or text/plain, as sendBeacon may send it.
      if (typeof body === 'string') {
        try {
          body = JSON.parse(body);
        } catch {
          return reply.code(400).send(badRequest('The telemetry batch is not JSON.'));
        }
      }
      const result = v.safeParse(TelemetryBatchSchema, body);
      if (!result.success) {
        const { where, message } = firstIssue(result.issues);
        return reply.code(400).send(badRequest(`Invalid telemetry batch${where ? ` at ${where}` : ''}: ${message}`));
      }
      options.writer.add(result.output);
      return reply.code(204).send();
    },
  );
}
