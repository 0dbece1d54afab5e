// The console's release pages' API (docs/console.md): per remote the live release, its canary, its
// releases and the audit trail of moves, and the moves an account's role allows. The moves are the
// releases room's own (the registry's compare-and-set and its record of who moved what), never
// written again here.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type * as v from 'valibot';
import {
  ActivateRequestSchema,
  CanaryRequestSchema,
  RollbackRequestSchema,
  type MoveAnswer,
  type RemoteDetail,
  type RemoteList,
  type RemoteSummary,
} from '@site/contract/console';
import { sendReleaseError, type ReleaseHistory, type ReleaseMove, type ReleaseRegistry } from '../releases';
import { accountOf, checked, LIMITED, remoteWithin, type ConsoleOptions } from './consoleRequest';

const summaryOf = (history: ReleaseHistory): RemoteSummary => ({
  remote: history.remote,
  live: history.live,
  canary: history.canary,
  lastMoveAt: history.moves[0]?.at ?? null,
});

const moveView = (move: ReleaseMove): MoveAnswer['move'] => ({
  from: move.from,
  to: move.to,
  action: move.action,
  actor: move.actor,
  at: move.at,
  ...(move.percent === undefined ? {} : { percent: move.percent }),
  ...(move.reason ? { reason: move.reason } : {}),
});

export function registerReleaseConsole(app: FastifyInstance, options: ConsoleOptions): void {
  const registryOr503 = (reply: FastifyReply): ReleaseRegistry | null => {
    const registry = options.releases.registry();
    if (!registry)
      void reply.code(503).send({ error: 'Unavailable', message: 'The release registry cannot be reached.' });
    return registry;
  };

  app.get('/remotes', LIMITED, async (request, reply): Promise<RemoteList | FastifyReply> => {
    const account = accountOf(request);
    const registry = registryOr503(reply);
    if (!registry) return reply;
    const visible = options.remoteNames.filter((remote) => account.allows(remote));
    const histories = await Promise.all(visible.map((remote) => registry.history(remote, 1)));
    return { remotes: histories.map(summaryOf) };
  });

  app.get<{ Params: { remote: string } }>('/remotes/:remote', LIMITED, async (request, reply) => {
    const remote = remoteWithin(options, request, reply);
    if (!remote) return reply;
    const registry = registryOr503(reply);
    if (!registry) return reply;
    const [history, check] = await Promise.all([registry.history(remote, 50), registry.checker()]);
    const detail: RemoteDetail = {
      ...summaryOf(history),
      previous: history.previous,
      // What the registry would refuse is said before a move is offered (docs/console.md).
      releases: history.releases.map((release) => ({
        id: release.id,
        createdAt: release.createdAt,
        createdBy: release.createdBy,
        commit: release.commit,
        problems: release.id === history.live ? [] : check(release),
      })),
      moves: history.moves.map(moveView),
    };
    return detail;
  });

  /** A move within the account's role: checked body, the registry's operation, then served at once. */
  const move = <S extends v.GenericSchema>(
    action: string,
    schema: S,
    run: (registry: ReleaseRegistry, remote: string, body: v.InferOutput<S>, actor: string) => Promise<ReleaseMove>,
  ) =>
    app.post<{ Params: { remote: string } }>(`/remotes/:remote/${action}`, LIMITED, async (request, reply) => {
      const remote = remoteWithin(options, request, reply);
      if (!remote) return reply;
      const parsed = checked(schema, request.body, reply);
      if (!parsed.ok) return reply;
      const registry = registryOr503(reply);
      if (!registry) return reply;
      try {
        const moved = await run(registry, remote, parsed.value, accountOf(request).email);
        await options.releases.live.refresh();
        const answer: MoveAnswer = { move: moveView(moved) };
        return answer;
      } catch (error) {
        return sendReleaseError(reply, error);
      }
    });

  move('activate', ActivateRequestSchema, (registry, remote, body, actor) =>
    registry.activate(remote, body.release, actor),
  );
  move('canary', CanaryRequestSchema, (registry, remote, body, actor) =>
    registry.canary(remote, body.release, body.percent, actor),
  );
  move('rollback', RollbackRequestSchema, (registry, remote, _body, actor) => registry.rollback(remote, actor));
}
