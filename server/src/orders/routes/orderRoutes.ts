// Placing and showing an order (docs/orders.md): POST /api/orders (checked, priced on the server,
// once per idempotency key, paid at once when simulated or started on Stripe) and GET
// /api/orders/:id (by its signed access link or to its signed-in owner).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_PATTERN, ORDER_BODY_LIMIT, ORDER_ID_PATTERN, parseOrderRequest } from '../orderRules';
import { orderView } from '../orderViews';
import type { PaymentProvider, PaymentStart } from '../payments';
import { deliverReceipt, type ReceiptSender } from '../receipts';
import type { ShopData } from '../shopData';
import type { ReceiptMode, StoredOrder } from '../stores/orderRows';
import { HttpProblem, isUnavailableError, MINUTE, notFound, READ_LIMIT, type RouteKit } from './replies';

export interface OrderRouteOptions {
  payments: PaymentProvider;
  sendReceipt: ReceiptSender;
  /** How receipts go out: by email (SMTP_URL) or to the outbox folder. */
  receiptMode: ReceiptMode;
  /** Origin visitors use (return URLs, links in receipts). */
  siteOrigin: string;
  /** Order creations per client address per minute (ORDER_RATE_LIMIT, default 20). */
  orderRateLimit: number;
}

export function registerOrderRoutes(app: FastifyInstance, kit: RouteKit, options: OrderRouteOptions): void {
  const { dataOr503, accountOf, fail, handle } = kit;

  /** Starts paying for a pending order at Stripe (the simulated provider paid it already). */
  const startPayment = async (request: FastifyRequest, data: ShopData, order: StoredOrder): Promise<PaymentStart> => {
    if (options.payments.name === 'simulated') return { provider: 'simulated' };
    if (order.status === 'paid') return { provider: 'simulated' };
    const access = data.signer.sign('order', order.id);
    const back = (outcome: string) =>
      `${options.siteOrigin}/?checkout=${outcome}&order=${order.id}&access=${encodeURIComponent(access)}`;
    try {
      const start = await options.payments.start(order, { success: back('success'), cancel: back('cancelled') });
      if (start.provider === 'stripe') await data.orders.setProviderSession(order.id, start.sessionId);
      return start;
    } catch (error) {
      if (isUnavailableError(error)) throw error;
      request.log.error({ err: error, orderId: order.id }, 'payment provider failed');
      throw new HttpProblem(502, {
        error: 'Payment provider unavailable',
        message: 'The payment service did not answer. Nothing was charged: please try again.',
      });
    }
  };

  app.post(
    '/api/orders',
    {
      bodyLimit: ORDER_BODY_LIMIT,
      config: { rateLimit: { max: options.orderRateLimit, timeWindow: MINUTE } },
      // A body that is not JSON, or too large, is bad input like any other: a 400 that says so.
      errorHandler: (error, request, reply) => {
        const code = (error as { code?: string }).code;
        if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
          return reply.code(400).send({
            error: 'Order too large',
            message: `An order is at most ${ORDER_BODY_LIMIT / 1024} KB of JSON.`,
            field: 'body',
          });
        }
        if (code?.startsWith('FST_ERR_CTP_')) {
          return reply.code(400).send({ error: 'Invalid order', message: 'The order must be JSON.', field: 'body' });
        }
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 429) return reply.code(429).send({ error: 'Too many orders', message: error.message });
        return fail(request, reply, error);
      },
    },
    handle(async (request, reply) => {
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
        throw new HttpProblem(400, {
          error: 'Invalid order',
          message: 'An Idempotency-Key header (8 to 100 letters, digits, - or _) is required.',
          field: 'Idempotency-Key',
        });
      }
      const parsed = parseOrderRequest(request.body);
      if (!parsed.ok) throw new HttpProblem(400, parsed.problem);
      const account = await accountOf(request);
      const data = dataOr503();
      const simulated = options.payments.name === 'simulated';
      const outcome = await data.orders.create({
        request: parsed.value,
        idempotencyKey: key,
        userId: account?.userId ?? null,
        provider: options.payments.name,
        // The simulated provider takes the payment at once: created and paid in one transaction.
        payNow: simulated ? { receipt: options.receiptMode } : undefined,
      });
      if (outcome.kind === 'bad-input') throw new HttpProblem(400, outcome.problem);
      if (outcome.kind === 'referral-refused') throw new HttpProblem(409, outcome.problem);
      if (outcome.kind === 'conflict') {
        throw new HttpProblem(409, {
          error: 'Order already placed',
          message: 'This checkout was already used for another order: reload the page and try again.',
          field: 'Idempotency-Key',
        });
      }
      const order = outcome.order;
      if (outcome.kind === 'created' && order.status === 'paid') {
        await deliverReceipt(data, order, {
          sendReceipt: options.sendReceipt,
          siteOrigin: options.siteOrigin,
          log: request.log,
        });
      }
      const payment = await startPayment(request, data, order);
      const { sessionId: _omit, ...shown } = payment as PaymentStart & { sessionId?: string };
      return reply
        .code(outcome.kind === 'created' ? 201 : 200)
        .send({ order: orderView(order, data.signer, { withAccessToken: true }), payment: shown });
    }),
  );

  app.get(
    '/api/orders/:id',
    { config: READ_LIMIT },
    handle(async (request) => {
      const { id } = request.params as { id: string };
      const access = (request.query as Record<string, unknown>).access;
      if (!ORDER_ID_PATTERN.test(id)) throw notFound();
      const data = dataOr503();
      const byLink = typeof access === 'string' && data.signer.verify('order', access) === id;
      const account = byLink ? undefined : await accountOf(request);
      const order = await data.orders.findById(id);
      if (!order || !(byLink || (account && order.userId === account.userId))) throw notFound();
      return { order: orderView(order, data.signer, { refunds: await data.refunds.refundsOf([order.id]) }) };
    }),
  );
}
