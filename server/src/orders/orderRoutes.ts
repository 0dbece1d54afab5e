// The shop's /api routes (docs/orders.md): orders placed and shown, the signed-in visitor's orders,
// subscriptions and affiliate figures, downloads behind signed links. Bad input is a 400 JSON that
// says what is wrong and stores nothing; someone else's record is a 404; a database that cannot be
// reached is a 503 while every page keeps being served.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken, type AccountVerifier, type VerifiedAccount } from '../auth/accountTokens';
import type { AffiliateStore } from './affiliateStore';
import {
  DOWNLOADABLE_TYPES,
  IDEMPOTENCY_KEY_PATTERN,
  ORDER_BODY_LIMIT,
  ORDER_ID_PATTERN,
  parseOrderRequest,
  SUBSCRIPTION_ID_PATTERN,
} from './orderRules';
import type { OrderStore, StoredOrder } from './orderStore';
import { downloadPath, orderView, subscriptionView } from './orderViews';
import type { PaymentProvider, PaymentStart } from './payments';
import type { ReceiptSender } from './receipts';
import type { LinkSigner } from './signedLinks';

export interface ShopData {
  orders: OrderStore;
  affiliates: AffiliateStore;
  signer: LinkSigner;
}

export interface OrderApiOptions {
  /** The shop's data once the database is open; null while it cannot be reached. */
  data: () => ShopData | null;
  verifier: AccountVerifier | null;
  payments: PaymentProvider;
  sendReceipt: ReceiptSender;
  /** How receipts go out: by email (SMTP_URL) or to the outbox folder. */
  receiptMode: 'email' | 'outbox';
  /** Origin visitors use (return URLs, links in receipts). */
  siteOrigin: string;
  /** Folder of the downloadable files, one per product: <product id>.<ext>. */
  downloadsDir: string;
  /** Order creations per client address per minute (ORDER_RATE_LIMIT, default 20). */
  orderRateLimit: number;
}

export const UNAVAILABLE = {
  error: 'Orders are temporarily unavailable',
  message: 'The shop cannot take orders right now. Nothing was charged: please try again in a few minutes.',
};

class HttpProblem extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: { error: string; message: string; field?: string },
  ) {
    super(body.error);
  }
}

const notFound = () => new HttpProblem(404, { error: 'Not found', message: 'There is no such record.' });

/** Errors of a database that cannot be reached (refused, reset, shut down, pool time-out). */
export function isUnavailableError(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  if (!e) return false;
  if (
    [
      'ECONNREFUSED',
      'ECONNRESET',
      'ETIMEDOUT',
      'ENOTFOUND',
      'EPIPE',
      '57P01',
      '57P02',
      '57P03',
      '08006',
      '08001',
    ].includes(e.code ?? '')
  ) {
    return true;
  }
  return /timeout exceeded when trying to connect|Connection terminated|PGlite is closed|database is closed/i.test(
    e.message ?? '',
  );
}

export function registerOrderApi(app: FastifyInstance, options: OrderApiOptions): void {
  const minute = 60_000;
  const readLimit = { rateLimit: { max: 120, timeWindow: minute } };

  const dataOr503 = (): ShopData => {
    const data = options.data();
    if (!data) throw new HttpProblem(503, UNAVAILABLE);
    return data;
  };

  /** The verified account of the request: undefined without a token, 401 for a bad one. */
  const accountOf = async (request: FastifyRequest): Promise<VerifiedAccount | undefined> => {
    const token = bearerToken(request.headers.authorization);
    if (token === undefined) return undefined;
    const account = token && options.verifier ? await options.verifier(token) : null;
    if (!account) {
      throw new HttpProblem(401, {
        error: 'Your session has expired',
        message: 'Sign in again to see your orders.',
      });
    }
    return account;
  };
  const requireAccount = async (request: FastifyRequest): Promise<VerifiedAccount> => {
    const account = await accountOf(request);
    if (!account) throw new HttpProblem(401, { error: 'Sign in required', message: 'Sign in to see your records.' });
    return account;
  };

  const fail = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    reply.header('Cache-Control', 'no-store');
    if (error instanceof HttpProblem) return reply.code(error.statusCode).send(error.body);
    if (isUnavailableError(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.code(503).header('Retry-After', '30').send(UNAVAILABLE);
    }
    request.log.error({ err: error }, 'order API failed');
    return reply.code(500).send({ error: 'Something went wrong', message: 'Please try again in a moment.' });
  };

  /** Wraps a handler: JSON answers, never cached, errors as above. */
  const handle =
    (work: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        reply.header('Cache-Control', 'no-store');
        return await work(request, reply);
      } catch (error) {
        return fail(request, reply, error);
      }
    };

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
      config: { rateLimit: { max: options.orderRateLimit, timeWindow: minute } },
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
    { config: readLimit },
    handle(async (request) => {
      const { id } = request.params as { id: string };
      const access = (request.query as Record<string, unknown>).access;
      if (!ORDER_ID_PATTERN.test(id)) throw notFound();
      const data = dataOr503();
      const byLink = typeof access === 'string' && data.signer.verify('order', access) === id;
      const account = byLink ? undefined : await accountOf(request);
      const order = await data.orders.findById(id);
      if (!order || !(byLink || (account && order.userId === account.userId))) throw notFound();
      return { order: orderView(order, data.signer) };
    }),
  );

  app.get(
    '/api/account/orders',
    { config: readLimit },
    handle(async (request) => {
      const account = await requireAccount(request);
      const data = dataOr503();
      await data.orders.claimGuestRecords(account.userId, account.email);
      const orders = await data.orders.listForUser(account.userId);
      return { orders: orders.map((order) => orderView(order, data.signer)) };
    }),
  );

  app.get(
    '/api/account/subscriptions',
    { config: readLimit },
    handle(async (request) => {
      const account = await requireAccount(request);
      const data = dataOr503();
      await data.orders.claimGuestRecords(account.userId, account.email);
      return { subscriptions: (await data.orders.subscriptionsForUser(account.userId)).map(subscriptionView) };
    }),
  );

  app.post(
    '/api/account/subscriptions/:id/cancel',
    { config: { rateLimit: { max: 20, timeWindow: minute } } },
    handle(async (request) => {
      const account = await requireAccount(request);
      const { id } = request.params as { id: string };
      if (!SUBSCRIPTION_ID_PATTERN.test(id)) throw notFound();
      const subscription = await dataOr503().orders.cancelSubscription(account.userId, id);
      if (!subscription) throw notFound();
      return { subscription: subscriptionView(subscription) };
    }),
  );

  app.get(
    '/api/affiliate',
    { config: readLimit },
    handle(async (request) => {
      const account = await requireAccount(request);
      return { affiliate: await dataOr503().affiliates.affiliateFor(account.userId, account.email) };
    }),
  );

  app.get(
    '/api/downloads/:orderId/:productId',
    { config: readLimit },
    handle(async (request, reply) => {
      const { orderId, productId } = request.params as { orderId: string; productId: string };
      const { token } = request.query as Record<string, unknown>;
      const data = dataOr503();
      if (typeof token !== 'string' || data.signer.verify('download', token) !== `${orderId}:${productId}`) {
        throw notFound();
      }
      const order = await data.orders.findById(orderId);
      const line = order?.lines.find((l) => l.productId === productId);
      if (!order || order.status !== 'paid' || !line || !DOWNLOADABLE_TYPES.has(line.type)) throw notFound();
      const file = findDownload(options.downloadsDir, productId);
      if (!file) throw notFound();
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Content-Type', file.endsWith('.md') ? 'text/markdown; charset=utf-8' : 'application/octet-stream')
        .header('Content-Disposition', `attachment; filename="${path.basename(file)}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(fs.createReadStream(file));
    }),
  );
}

/** Sends (or files) the receipt of a paid order with its download links, and records how it went. */
export async function deliverReceipt(
  data: ShopData,
  order: StoredOrder,
  { sendReceipt, siteOrigin, log }: { sendReceipt: ReceiptSender; siteOrigin: string; log: FastifyInstance['log'] },
): Promise<void> {
  const links = order.lines
    .filter((line) => DOWNLOADABLE_TYPES.has(line.type))
    .map((line) => ({ name: line.name, url: `${siteOrigin}${downloadPath(data.signer, order.id, line.productId)}` }));
  try {
    await sendReceipt(order, links);
  } catch (error) {
    // The order says how its receipt went: not at all, this time.
    log.error({ err: error, orderId: order.id }, 'receipt could not be sent');
    order.receipt = null;
    await data.orders.setReceipt(order.id, null).catch(() => {});
  }
}

/** The file of a product: `<id>.<ext>` in the downloads folder (ids are slugs, checked again here). */
function findDownload(dir: string, productId: string): string | null {
  if (!/^[a-z0-9-]{1,100}$/.test(productId)) return null;
  try {
    const name = fs.readdirSync(dir).find((entry) => entry.startsWith(`${productId}.`));
    return name ? path.join(dir, name) : null;
  } catch {
    return null;
  }
}
