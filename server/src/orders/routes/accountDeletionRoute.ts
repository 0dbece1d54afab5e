// DELETE /api/account (docs/orders.md, "Deleting an account"): the signed-in person, their password
// asked again, deletes their account. The shop's orders are unlinked first (kept, tied to no
// account), then the account goes; a failure between the two leaves an account that can try again.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { AccountDeletionRequestSchema, type AccountDeletion } from '@site/contract/orders';
import { firstIssue } from '@site/contract/parse';
import type { AccountRemover } from '../../auth';
import { HttpProblem, MINUTE, type RouteKit } from './replies';

/** `remover`: the auth room's (null when the backend cannot delete accounts: a hosted project, or none). */
export function registerAccountDeletionRoute(app: FastifyInstance, kit: RouteKit, remover: AccountRemover | null) {
  const { dataOr503, requireAccount, handle } = kit;
  app.delete(
    '/api/account',
    { config: { rateLimit: { max: 5, timeWindow: MINUTE } } },
    handle(async (request): Promise<AccountDeletion> => {
      const account = await requireAccount(request);
      const parsed = v.safeParse(AccountDeletionRequestSchema, request.body ?? {});
      if (!parsed.success) {
        const { where, message } = firstIssue(parsed.issues);
        throw new HttpProblem(400, { error: 'Cannot delete the account', message, ...(where ? { field: where } : {}) });
      }
      if (!remover) {
        throw new HttpProblem(501, {
          error: 'Not available here',
          message: 'This site cannot delete accounts itself: write to support and we will do it for you.',
        });
      }
      if (!(await remover.checkPassword(account.userId, parsed.output.password))) {
        throw new HttpProblem(403, {
          error: 'Wrong password',
          message: 'That is not your current password. Nothing was deleted.',
          field: 'password',
        });
      }
      const unlinked = await dataOr503().unlinkAccount(account.userId);
      await remover.remove(account.userId);
      request.log.info({ ordersKept: unlinked.ordersKept }, 'an account was deleted by its owner');
      return { deleted: true, ...unlinked };
    }),
  );
}
