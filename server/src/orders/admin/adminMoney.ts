// The money commands' way in while the server holds the embedded database (as GET
// /api/admin/orders, adminAccess.ts): `npm run orders -- refund` and `npm run payouts` send here
// what they would otherwise do on the database themselves. A payout run is a POST: with markPaid it
// records the month's payouts (once), without it it only reads them.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { firstIssue } from '@site/contract/parse';
import { RefundAskSchema } from '@site/contract/refunds';
import { parseMonth, PayoutNotDueError } from '../payouts/payoutRules';
import type { ShopData } from '../shopData';
import { adminCallerCheck, NOT_FOUND, UNAVAILABLE } from './adminAccess';
import { refundReply } from './refundReplies';

const LIMIT = { config: { rateLimit: { max: 30, timeWindow: 60_000 } } };
const Actor = v.pipe(v.string(), v.minLength(1), v.maxLength(200));
const ActorSchema = v.strictObject({ actor: Actor });
const PayoutRunSchema = v.strictObject({ actor: Actor, markPaid: v.boolean() });

export function registerAdminMoney(
  app: FastifyInstance,
  options: { token: string; data: () => ShopData | null },
): void {
  const isAdmin = adminCallerCheck(options.token);

  app.post('/api/admin/orders/:id/refunds', LIMIT, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!isAdmin(request)) return reply.code(404).send(NOT_FOUND);
    const body = request.body as { ask?: unknown; actor?: unknown } | null;
    const ask = v.safeParse(RefundAskSchema, body?.ask);
    const actor = v.safeParse(ActorSchema, { actor: body?.actor });
    if (!ask.success || !actor.success) {
      const { where, message } = firstIssue(ask.success ? actor.issues! : ask.issues);
      return reply.code(400).send({ error: 'Invalid refund', message: `${where}: ${message}` });
    }
    const data = options.data();
    if (!data) return reply.code(503).send(UNAVAILABLE);
    const { id } = request.params as { id: string };
    const outcome = await data.refunds.refund(id, {
      ...ask.output,
      productIds: ask.output.productIds ?? [],
      allowException: ask.output.allowException ?? false,
      actor: actor.output.actor,
    });
    const { status, body: answer } = refundReply(outcome);
    return reply.code(status).send(answer);
  });

  app.post('/api/admin/payouts/:month', LIMIT, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!isAdmin(request)) return reply.code(404).send(NOT_FOUND);
    let month: string;
    try {
      month = parseMonth((request.params as { month: string }).month);
    } catch (error) {
      return reply.code(400).send({ error: 'Invalid month', message: (error as Error).message });
    }
    const body = v.safeParse(PayoutRunSchema, request.body);
    if (!body.success)
      return reply.code(400).send({ error: 'Invalid payout run', message: firstIssue(body.issues).message });
    const data = options.data();
    if (!data) return reply.code(503).send(UNAVAILABLE);
    let recorded: Awaited<ReturnType<ShopData['payouts']['markPaid']>> = [];
    try {
      if (body.output.markPaid) recorded = await data.payouts.markPaid(month, body.output.actor);
    } catch (error) {
      if (!(error instanceof PayoutNotDueError)) throw error;
      return reply.code(409).send({ error: 'Not due yet', message: error.message });
    }
    return { payouts: await data.payouts.ofMonth(month), recorded: recorded.map((line) => line.referrerUserId) };
  });
}
