// How `npm run orders` reaches the sales while the server holds the embedded database (PGlite allows
// one process per data folder): the server answers GET /api/admin/orders to a caller on this machine
// that shows the token it wrote into DATA_DIR/admin-token (readable by its owner only).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { firstIssue } from '@site/contract/parse';
import { RevenueQuerySchema } from '@site/contract/revenueByProduct';
import type { Queryable } from '../../db';
import { listOrders, parseReportFilters } from './orderReport';
import { revenue } from './ownerReads';

export const adminTokenFile = (dataDir: string) => path.join(dataDir, 'admin-token');

/** A new token for this run of the server, written where only the data folder's owner reads it. */
export function writeAdminToken(dataDir: string): string {
  const token = crypto.randomBytes(32).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  const file = adminTokenFile(dataDir);
  fs.writeFileSync(`${file}.tmp`, `${token}\n`, { mode: 0o600 });
  fs.renameSync(`${file}.tmp`, file);
  return token;
}

export function readAdminToken(dataDir: string): string | null {
  try {
    return fs.readFileSync(adminTokenFile(dataDir), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Whether the caller shows this run's token from this machine (else the route is a 404). */
export function adminCallerCheck(token: string): (request: FastifyRequest) => boolean {
  const expected = crypto.createHash('sha256').update(token).digest();
  return (request) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const matches = crypto.timingSafeEqual(expected, crypto.createHash('sha256').update(given).digest());
    // The socket's own address: a proxy's forwarded header cannot make a remote caller local.
    return matches && LOOPBACK.has(request.socket.remoteAddress ?? '');
  };
}

export const NOT_FOUND = { error: 'Not found', message: 'There is no such record.' };
export const UNAVAILABLE = { error: 'Orders are temporarily unavailable', message: 'The database cannot be reached.' };

export function registerAdminOrders(
  app: FastifyInstance,
  options: { token: string; db: () => Queryable | null },
): void {
  const isAdmin = adminCallerCheck(options.token);
  app.get('/api/admin/orders', { config: { rateLimit: { max: 30, timeWindow: 60_000 } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!isAdmin(request)) return reply.code(404).send(NOT_FOUND);
    const db = options.db();
    if (!db) return reply.code(503).send(UNAVAILABLE);
    try {
      const filters = parseReportFilters(request.query as Record<string, unknown>);
      return { rows: await listOrders(db, filters) };
    } catch (error) {
      return reply.code(400).send({ error: 'Invalid filter', message: (error as Error).message });
    }
  });
  // `npm run orders -- revenue` while this server holds the embedded database (revenueCommand.ts).
  app.get('/api/admin/revenue', { config: { rateLimit: { max: 30, timeWindow: 60_000 } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!isAdmin(request)) return reply.code(404).send(NOT_FOUND);
    const db = options.db();
    if (!db) return reply.code(503).send(UNAVAILABLE);
    const query = v.safeParse(RevenueQuerySchema, request.query ?? {});
    if (!query.success) {
      const { where, message } = firstIssue(query.issues);
      return reply.code(400).send({ error: 'Invalid filter', message: `${where}: ${message}` });
    }
    return revenue(db, new Date(), query.output.days);
  });
}
