// The console's rollouts (docs/console.md, "The pages"): a remote's latest rollout with its step, its
// next judgement and every decision; start one, promote it (the next step now) or abort it, within
// the account's role. Each is the releases room's Rollouts (its transaction, its registry moves, its
// record), never written again here; the account's email is who moved it.
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  ConsoleRolloutMoveSchema,
  ConsoleRolloutRequestSchema,
  type ConsoleRolloutAnswer,
} from '@site/contract/consoleRollout';
import type { RolloutView } from '@site/contract/rollout';
import { sendReleaseError } from '../releases';
import { accountOf, checked, LIMITED, remoteWithin, type ConsoleOptions } from './consoleRequest';

type Params = { Params: { remote: string } };

export function registerRolloutConsole(app: FastifyInstance, options: ConsoleOptions): void {
  const { rollouts } = options.releases;

  /** Runs a move and answers the rollout as it now is (a refusal says why: 400, 404 or 409). */
  const answer = async (reply: FastifyReply, run: () => Promise<RolloutView>, code = 200) => {
    try {
      const body: ConsoleRolloutAnswer = { rollout: await run() };
      return await reply.code(code).send(body);
    } catch (error) {
      return sendReleaseError(reply, error);
    }
  };

  app.get<Params>('/remotes/:remote/rollout', LIMITED, async (request, reply) => {
    const remote = remoteWithin(options, request, reply);
    if (!remote) return reply;
    const body: ConsoleRolloutAnswer = { rollout: await rollouts.view(remote) };
    return body;
  });

  app.post<Params>('/remotes/:remote/rollout', LIMITED, async (request, reply) => {
    const remote = remoteWithin(options, request, reply);
    if (!remote) return reply;
    const parsed = checked(ConsoleRolloutRequestSchema, request.body, reply);
    if (!parsed.ok) return reply;
    const { release, steps, intervalMs, minSessions } = parsed.value;
    const actor = accountOf(request).email;
    const policy = minSessions === undefined ? undefined : { minSessions };
    return answer(reply, () => rollouts.start(remote, { release, steps, intervalMs, policy, actor }), 201);
  });

  for (const action of ['promote', 'abort'] as const) {
    app.post<Params>(`/remotes/:remote/rollout/${action}`, LIMITED, async (request, reply) => {
      const remote = remoteWithin(options, request, reply);
      if (!remote) return reply;
      if (!checked(ConsoleRolloutMoveSchema, request.body, reply).ok) return reply;
      return answer(reply, () => rollouts[action](remote, accountOf(request).email));
    });
  }
}
