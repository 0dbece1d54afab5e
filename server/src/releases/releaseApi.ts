// The HTTP side of the release commands (docs/releases.md): they ask the server when they cannot
// open the database themselves (the embedded PGlite is this process's alone), each remote with its
// own secret token, so a team moves only its own section.
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { RolloutMoveRequestSchema, StartRolloutRequestSchema } from '@site/contract/rollout';
import { ActivationRefusedError } from './contract';
import { ActivationConflictError, UnknownReleaseError, type ReleaseRegistry } from './releaseRegistry';
import { digestOf, hasRelease, readBuild, releaseDir, RELEASE_ID } from './releaseStore';
import { releaseToken, tokenMatches } from './releaseTokens';
import type { Rollouts } from './rollouts';

const RecordBody = v.object({
  id: v.pipe(v.string(), v.regex(RELEASE_ID)),
  commit: v.nullable(v.pipe(v.string(), v.maxLength(80))),
  createdBy: v.pipe(v.string(), v.minLength(1), v.maxLength(120)),
});
const ActivateBody = v.object({
  id: v.pipe(v.string(), v.regex(RELEASE_ID)),
  actor: v.pipe(v.string(), v.minLength(1), v.maxLength(120)),
  /** A canary: serve it to this share of visitors only (docs/releases.md). */
  percent: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100))),
});
const RollbackBody = v.object({ actor: v.pipe(v.string(), v.minLength(1), v.maxLength(120)) });

export interface ReleaseApiOptions {
  remoteNames: readonly string[];
  /** Where the tokens are (DATA_DIR/release-tokens). */
  dataDir: string;
  /** The release store (RELEASES_DIR). */
  store: string;
  /** RELEASE_TOKEN_<NAME> of each remote, where set. */
  tokens: Readonly<Record<string, string | undefined>>;
  registry: () => ReleaseRegistry | null;
  /** Rollouts (docs/rollouts.md, "Rollouts"), on the same database as the registry. */
  rollouts: Rollouts;
  /** Called after this instance moved a pointer: serve it at once. */
  onMove: () => Promise<void>;
}

/** Maps the registry's errors to answers the command prints as they are. */
export function sendReleaseError(reply: FastifyReply, error: unknown) {
  if (error instanceof ActivationRefusedError) {
    return reply.code(409).send({ error: 'Activation refused', message: error.message, problems: error.problems });
  }
  if (error instanceof UnknownReleaseError) return reply.code(404).send({ error: 'Not found', message: error.message });
  if (error instanceof ActivationConflictError)
    return reply.code(409).send({ error: 'Conflict', message: error.message });
  return reply.code(400).send({ error: 'Refused', message: (error as Error).message });
}

export function registerReleaseApi(app: FastifyInstance, options: ReleaseApiOptions): void {
  const tokens = Object.fromEntries(
    options.remoteNames.map((remote) => [
      remote,
      releaseToken(options.tokens[remote], options.dataDir, remote, true) ?? '',
    ]),
  );
  const limited = { config: { rateLimit: { max: 30, timeWindow: 60_000 } } };

  /** The registry, once the caller has shown the token of this remote; null when answered already. */
  const authorise = (remote: string, authorization: string | undefined, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store');
    const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '';
    const expected = tokens[remote];
    // Unknown remote and wrong token answer alike, in the same time.
    if (!tokenMatches(expected ?? crypto.randomUUID(), given) || !expected) {
      void reply.code(401).send({ error: 'Unauthorised', message: `This needs the release token of "${remote}".` });
      return null;
    }
    const registry = options.registry();
    if (!registry) {
      void reply.code(503).send({ error: 'Unavailable', message: 'The database cannot be reached.' });
      return null;
    }
    return registry;
  };

  const body = <T>(schema: v.GenericSchema<unknown, T>, data: unknown) => {
    const result = v.safeParse(schema, data);
    if (!result.success) throw new Error(`Invalid request: ${result.issues[0]?.message ?? 'bad shape'}`);
    return result.output;
  };

  app.get<{ Params: { remote: string } }>('/api/admin/releases/:remote', limited, async (request, reply) => {
    const registry = authorise(request.params.remote, request.headers.authorization, reply);
    if (!registry) return reply;
    return registry.history(request.params.remote);
  });

  app.get<{ Params: { remote: string; id: string } }>(
    '/api/admin/releases/:remote/:id',
    limited,
    async (request, reply) => {
      const registry = authorise(request.params.remote, request.headers.authorization, reply);
      if (!registry) return reply;
      const release = await registry.find(request.params.remote, request.params.id);
      return release ?? sendReleaseError(reply, new UnknownReleaseError(request.params.remote, request.params.id));
    },
  );

  // What activating a release would refuse, asked before any move (a preview link's warning).
  app.get<{ Params: { remote: string; id: string } }>(
    '/api/admin/releases/:remote/:id/problems',
    limited,
    async (request, reply) => {
      const registry = authorise(request.params.remote, request.headers.authorization, reply);
      if (!registry) return reply;
      try {
        return { problems: await registry.problems(request.params.remote, request.params.id) };
      } catch (error) {
        return sendReleaseError(reply, error);
      }
    },
  );

  /**
   * A move of the registry by a remote's team: its token first, then the action; what the registry
   * refuses is answered as the command prints it (sendReleaseError).
   */
  const move = (
    url: string,
    action: (remote: string, registry: ReleaseRegistry, data: unknown, reply: FastifyReply) => Promise<unknown>,
  ) =>
    app.post<{ Params: { remote: string } }>(url, limited, async (request, reply) => {
      const { remote } = request.params;
      const registry = authorise(remote, request.headers.authorization, reply);
      if (!registry) return reply;
      try {
        return await action(remote, registry, request.body, reply);
      } catch (error) {
        return sendReleaseError(reply, error);
      }
    });

  move('/api/admin/releases/:remote', async (remote, registry, data, reply) => {
    const { id, commit, createdBy } = body(RecordBody, data);
    // The files are the truth: the contract and digest are read from the store, not the request.
    const dir = releaseDir(options.store, remote, id);
    if (!hasRelease(options.store, remote, id)) throw new Error(`The store has no files for release ${id}.`);
    const release = await registry.record({
      id,
      remote,
      commit,
      createdBy,
      digest: digestOf(dir),
      contract: readBuild(dir, remote),
    });
    return reply.code(201).send(release);
  });

  move('/api/admin/releases/:remote/activate', async (remote, registry, data) => {
    const { id, actor, percent } = body(ActivateBody, data);
    const moved =
      percent === undefined
        ? await registry.activate(remote, id, actor)
        : await registry.canary(remote, id, percent, actor);
    await options.onMove();
    return moved;
  });

  move('/api/admin/releases/:remote/rollback', async (remote, registry, data) => {
    const { actor } = body(RollbackBody, data);
    const moved = await registry.rollback(remote, actor);
    await options.onMove();
    return moved;
  });

  // Rollouts: the remote's latest with its decisions (null if it never had one), start, move by hand.
  app.get<{ Params: { remote: string } }>('/api/admin/releases/:remote/rollout', limited, async (request, reply) => {
    if (!authorise(request.params.remote, request.headers.authorization, reply)) return reply;
    return { rollout: await options.rollouts.view(request.params.remote) };
  });
  move('/api/admin/releases/:remote/rollout', async (remote, _registry, data, reply) => {
    const { id, actor, steps, intervalMs, policy } = body(StartRolloutRequestSchema, data);
    const rollout = await options.rollouts.start(remote, { release: id, actor, steps, intervalMs, policy });
    return reply.code(201).send(rollout);
  });
  move('/api/admin/releases/:remote/rollout/promote', async (remote, _registry, data) =>
    options.rollouts.promote(remote, body(RolloutMoveRequestSchema, data).actor),
  );
  move('/api/admin/releases/:remote/rollout/abort', async (remote, _registry, data) =>
    options.rollouts.abort(remote, body(RolloutMoveRequestSchema, data).actor),
  );
}
