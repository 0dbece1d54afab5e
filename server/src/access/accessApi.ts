// How `npm run access` changes the roles while the server holds the embedded database (PGlite allows
// one process per data folder), as `npm run orders` reads the sales: the server answers
// /api/admin/access to a caller on this machine that shows the token it wrote into
// DATA_DIR/access-token (readable by its owner only). Anyone else gets a 404.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { parseRole, type RoleStore } from './roleStore';

export const accessTokenFile = (dataDir: string) => path.join(dataDir, 'access-token');

/** A new token for this run of the server, written where only the data folder's owner reads it. */
export function writeAccessToken(dataDir: string): string {
  const token = crypto.randomBytes(32).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  const file = accessTokenFile(dataDir);
  fs.writeFileSync(`${file}.tmp`, `${token}\n`, { mode: 0o600 });
  fs.renameSync(`${file}.tmp`, file);
  return token;
}

export function readAccessToken(dataDir: string): string | null {
  try {
    return fs.readFileSync(accessTokenFile(dataDir), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const ChangeBody = v.strictObject({
  verb: v.picklist(['grant', 'revoke']),
  email: v.pipe(v.string(), v.maxLength(254)),
  role: v.pipe(v.string(), v.maxLength(40)),
  actor: v.pipe(v.string(), v.minLength(1), v.maxLength(120)),
});

export function registerAccessApi(
  app: FastifyInstance,
  options: { token: string; remoteNames: readonly string[]; roles: () => Promise<RoleStore | null> },
): void {
  const expected = crypto.createHash('sha256').update(options.token).digest();
  const limited = { config: { rateLimit: { max: 30, timeWindow: 60_000 } } };
  const allowed = (authorization: string | undefined, address: string | undefined) => {
    const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '';
    const matches = crypto.timingSafeEqual(expected, crypto.createHash('sha256').update(given).digest());
    // The socket's own address: a proxy's forwarded header cannot make a remote caller local.
    return matches && LOOPBACK.has(address ?? '');
  };

  app.get('/api/admin/access', limited, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!allowed(request.headers.authorization, request.socket.remoteAddress)) {
      return reply.code(404).send({ error: 'Not found', message: 'There is no such record.' });
    }
    const store = await options.roles();
    if (!store) return reply.code(503).send({ error: 'Unavailable', message: 'The database cannot be reached.' });
    return { grants: await store.list() };
  });

  app.post('/api/admin/access', limited, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!allowed(request.headers.authorization, request.socket.remoteAddress)) {
      return reply.code(404).send({ error: 'Not found', message: 'There is no such record.' });
    }
    const parsed = v.safeParse(ChangeBody, request.body);
    if (!parsed.success) {
      return reply.code(400).send({ error: 'Invalid request', message: parsed.issues[0]?.message ?? 'bad shape' });
    }
    const store = await options.roles();
    if (!store) return reply.code(503).send({ error: 'Unavailable', message: 'The database cannot be reached.' });
    const { verb, email, role, actor } = parsed.output;
    try {
      const checked = parseRole(role, options.remoteNames);
      return await (verb === 'grant' ? store.grant(email, checked, actor) : store.revoke(email, checked, actor));
    } catch (error) {
      return reply.code(400).send({ error: 'Refused', message: (error as Error).message });
    }
  });
}
