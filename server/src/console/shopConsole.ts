// The console's shop API (docs/shop-console.md, "The shop"), for the owner role only: anyone else gets
// the console's one 404 on every route, before the body is read. Each route checks its query or
// body with the contract's schema and calls the orders room's ShopOwner; no money rule lives here.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { firstIssue } from '@site/contract/parse';
import { RefundAskSchema } from '@site/contract/refunds';
import { RevenueQuerySchema } from '@site/contract/revenueByProduct';
import {
  CustomerQuerySchema,
  ExportQuerySchema,
  MarkPayoutPaidRequestSchema,
  OrderSearchQuerySchema,
  PayoutQuerySchema,
  ResendReceiptRequestSchema,
} from '@site/contract/shopConsole';
import { sendNotFound } from '../access';
import { isUnavailableError } from '../db';
import { PayoutNotDueError, ShopUnavailableError, type ShopOwner } from '../orders';
import { accountOf, CONSOLE_BODY_LIMIT } from './consoleRequest';

const LIMITED = { bodyLimit: CONSOLE_BODY_LIMIT, config: { rateLimit: { max: 120, timeWindow: 60_000 } } };
const ORDER_ID = /^ORD-[A-Z0-9]{8}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The checked input, or null once a 400 naming the field has been sent. */
function checked<S extends v.GenericSchema>(schema: S, input: unknown, reply: FastifyReply): v.InferOutput<S> | null {
  const parsed = v.safeParse(schema, input ?? {});
  if (parsed.success) return parsed.output;
  const { where, message } = firstIssue(parsed.issues);
  void reply.code(400).send({
    error: 'Invalid request',
    message: where ? `${where}: ${message}` : message,
    ...(where ? { field: where } : {}),
  });
  return null;
}

/** A route's work; the data being out of reach is a 503 that says so. */
const guarded =
  <R extends FastifyRequest>(handler: (request: R, reply: FastifyReply) => Promise<unknown>) =>
  async (request: R, reply: FastifyReply) => {
    try {
      return await handler(request, reply);
    } catch (error) {
      if (error instanceof ShopUnavailableError || isUnavailableError(error)) {
        return reply.code(503).send({ error: 'Unavailable', message: 'The shop cannot reach its data: try again.' });
      }
      throw error;
    }
  };

const sendCsv = (reply: FastifyReply, name: string, text: string) =>
  reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${name}"`)
    .send(text);

type WithId = FastifyRequest<{ Params: { id: string } }>;
type WithMonth = FastifyRequest<{ Params: { month: string } }>;

/** The shop's routes under /shop, in a context of their own: their owner check runs after the console's. */
export function registerShopConsole(app: FastifyInstance, shop: ShopOwner): void {
  void app.register(
    async (scope) => {
      scope.addHook('onRequest', async (request, reply) => {
        if (!accountOf(request).roles.includes('owner')) return sendNotFound(reply);
      });

      scope.get(
        '/revenue',
        LIMITED,
        guarded(async (request, reply) => {
          const query = checked(RevenueQuerySchema, request.query, reply);
          if (!query) return reply;
          return shop.revenue(query.days);
        }),
      );

      scope.get(
        '/orders',
        LIMITED,
        guarded(async (request, reply) => {
          const query = checked(OrderSearchQuerySchema, request.query, reply);
          if (!query) return reply;
          return shop.orders({
            q: query.q || undefined,
            status: query.status || undefined,
            from: query.from || undefined,
            to: query.to || undefined,
            page: query.page ?? 1,
          });
        }),
      );

      scope.get(
        '/orders/:id',
        LIMITED,
        guarded(async (request: WithId, reply) => {
          const id = request.params.id.toUpperCase();
          const detail = ORDER_ID.test(id) ? await shop.order(id) : null;
          return detail ?? sendNotFound(reply);
        }),
      );

      scope.post(
        '/orders/:id/refunds',
        LIMITED,
        guarded(async (request: WithId, reply) => {
          const ask = checked(RefundAskSchema, request.body, reply);
          if (!ask) return reply;
          const id = request.params.id.toUpperCase();
          if (!ORDER_ID.test(id)) return sendNotFound(reply);
          const { status, body } = await shop.refund(id, ask, accountOf(request).email);
          return status === 404 ? sendNotFound(reply) : reply.code(status).send(body);
        }),
      );

      scope.post(
        '/orders/:id/receipt',
        LIMITED,
        guarded(async (request: WithId, reply) => {
          if (!checked(ResendReceiptRequestSchema, request.body, reply)) return reply;
          const id = request.params.id.toUpperCase();
          const delivery = ORDER_ID.test(id)
            ? await shop.resendReceipt(id, accountOf(request).email, request.log)
            : null;
          return delivery ? { delivery } : sendNotFound(reply);
        }),
      );

      scope.get(
        '/customers',
        LIMITED,
        guarded(async (request, reply) => {
          const query = checked(CustomerQuerySchema, request.query, reply);
          if (!query) return reply;
          return shop.customers({ q: query.q || undefined, page: query.page ?? 1 });
        }),
      );

      for (const kind of ['orders', 'refunds'] as const) {
        scope.get(
          `/export/${kind}.csv`,
          LIMITED,
          guarded(async (request, reply) => {
            const query = checked(ExportQuerySchema, request.query, reply);
            if (!query) return reply;
            if (query.from > query.to) {
              return reply
                .code(400)
                .send({ error: 'Invalid request', message: 'from must not be after to', field: 'from' });
            }
            const text =
              kind === 'orders'
                ? await shop.ordersCsv(query.from, query.to)
                : await shop.refundsCsv(query.from, query.to);
            return sendCsv(reply, `${kind}-${query.from}-to-${query.to}.csv`, text);
          }),
        );
      }

      scope.get(
        '/payouts',
        LIMITED,
        guarded(async (request, reply) => {
          const query = checked(PayoutQuerySchema, request.query, reply);
          if (!query) return reply;
          return shop.payouts(query.month);
        }),
      );

      scope.get(
        '/export/payouts.csv',
        LIMITED,
        guarded(async (request, reply) => {
          const query = checked(PayoutQuerySchema, request.query, reply);
          if (!query) return reply;
          const { month } = await shop.payouts(query.month);
          return sendCsv(reply, `payouts-${month}.csv`, await shop.payoutsCsv(month));
        }),
      );

      scope.post(
        '/payouts/:month/paid',
        LIMITED,
        guarded(async (request: WithMonth, reply) => {
          const body = checked(MarkPayoutPaidRequestSchema, request.body, reply);
          if (!body) return reply;
          if (!MONTH.test(request.params.month)) return sendNotFound(reply);
          try {
            const answer = await shop.markPayoutPaid(request.params.month, body.affiliate, accountOf(request).email);
            return answer ?? sendNotFound(reply);
          } catch (error) {
            if (!(error instanceof PayoutNotDueError)) throw error;
            return reply.code(409).send({ error: 'Not due yet', message: error.message });
          }
        }),
      );
    },
    { prefix: '/shop' },
  );
}
