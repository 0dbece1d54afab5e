// What every console route shares: its options, the account its check let through, its body limit,
// the remote it names (within the account's role) and its checked body.
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { firstIssue } from '@site/contract/parse';
import { sendNotFound, type ConsoleAccess, type ConsoleAccount } from '../access';
import type { Database } from '../db';
import type { ShopOwner } from '../orders';
import type { SiteReleases } from '../releases';

/** A console request is a few ids: anything larger is refused (413). */
export const CONSOLE_BODY_LIMIT = 4 * 1024;

/** Each console route's own limit, per client. */
export const LIMITED = { bodyLimit: CONSOLE_BODY_LIMIT, config: { rateLimit: { max: 120, timeWindow: 60_000 } } };

export interface ConsoleOptions {
  remoteNames: readonly string[];
  access: ConsoleAccess;
  releases: Pick<SiteReleases, 'registry' | 'live' | 'rollouts'>;
  /** What the health charts and the Speed page read (the telemetry's aggregates). */
  telemetry: {
    database: () => Database | null;
    /** The remote whose live release owns a reported route ('/shop/*', '/shop/apps'); null: none. */
    ownerOfRoute: (route: string) => string | null;
  };
  /** The owner's shop (docs/shop-console.md, "The shop"); without it the shop's routes are not there. */
  shop?: ShopOwner;
}

const accounts = new WeakMap<FastifyRequest, ConsoleAccount>();

export const rememberAccount = (request: FastifyRequest, account: ConsoleAccount) => accounts.set(request, account);

/** The account the console's check let through (every route under it has one). */
export const accountOf = (request: FastifyRequest): ConsoleAccount => {
  const account = accounts.get(request);
  if (!account) throw new Error('a console route ran without its check');
  return account;
};

/** The remote a route names, when it is one and the account may run it; else answered 404, null. */
export function remoteWithin(
  options: Pick<ConsoleOptions, 'remoteNames'>,
  request: FastifyRequest<{ Params: { remote: string } }>,
  reply: FastifyReply,
): string | null {
  const { remote } = request.params;
  if (options.remoteNames.includes(remote) && accountOf(request).allows(remote)) return remote;
  void sendNotFound(reply);
  return null;
}

/** Untrusted input checked against its schema; else answered 400 with what is wrong and where. */
export function checked<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  reply: FastifyReply,
): { ok: true; value: v.InferOutput<S> } | { ok: false } {
  const parsed = v.safeParse(schema, input ?? {});
  if (parsed.success) return { ok: true, value: parsed.output };
  const { where, message } = firstIssue(parsed.issues);
  void reply.code(400).send({ error: 'Invalid request', message, ...(where ? { field: where } : {}) });
  return { ok: false };
}
