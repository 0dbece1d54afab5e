// GET /api/admin/releases/<remote>/health?since=1h (docs/release-health.md): a remote's
// ReleaseHealth[] for whoever holds that remote's release token, as `npm run release:health -- <remote>
// --json` prints it (the command asks here when a running server holds the embedded database).
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Database } from '../db';
import { releaseHealth } from './healthQueries';
import { parseSpan } from './span';

export interface HealthRouteOptions {
  remoteNames: readonly string[];
  database: () => Database | null;
  /** Whether `authorization` carries the release token of `remote` (the releases room's check). */
  authorise: (remote: string, authorization: string | undefined) => boolean;
}

const QuerySchema = v.strictObject({
  since: v.optional(v.pipe(v.string(), v.maxLength(40))),
  until: v.optional(v.pipe(v.string(), v.maxLength(40))),
  top: v.optional(v.pipe(v.string(), v.regex(/^\d{1,2}$/, 'must be a number of error groups'))),
});

export const healthPath = (remote: string) => `/api/admin/releases/${remote}/health`;

export function registerHealthRoute(app: FastifyInstance, options: HealthRouteOptions): void {
  app.get<{ Params: { remote: string } }>(
    healthPath(':remote'),
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { remote } = request.params;
      if (!options.remoteNames.includes(remote) || !options.authorise(remote, request.headers.authorization)) {
        return reply.code(401).send({ error: 'Unauthorised', message: `This needs the release token of "${remote}".` });
      }
      const query = v.safeParse(QuerySchema, request.query);
      if (!query.success) {
        return reply.code(400).send({ error: 'Bad Request', message: `Invalid query: ${query.issues[0]?.message}` });
      }
      let span;
      try {
        span = parseSpan(query.output.since, query.output.until);
      } catch (error) {
        return reply.code(400).send({ error: 'Bad Request', message: (error as Error).message });
      }
      const db = options.database();
      if (!db) return reply.code(503).send({ error: 'Unavailable', message: 'The database cannot be reached.' });
      const top = query.output.top === undefined ? undefined : Number(query.output.top);
      return releaseHealth(db, { remote, ...span, ...(top === undefined ? {} : { topErrors: top }) });
    },
  );
}
