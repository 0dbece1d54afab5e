// POST /api/create-consultation-payment (docs/product.md §7). The body is untrusted: it is validated, the
// product and its price are looked up in the catalogue by id, and a price sent by the browser is
// never used. With STRIPE_SECRET_KEY a real hosted Checkout session is created; without it a local
// simulated session leads to /consultation-success.
// GET /api/consultation-payment-status?session_id=... is what /consultation-success asks before it
// says "Paid": a simulated session is paid when the server's signature in its id checks out; a
// Stripe session when Stripe says so. Anything else is "unconfirmed" (a link can be forged).
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { catalogueById, type Product } from '@site/contract/catalogue';
import { BookingRequestSchema, type BookingReply, type PaymentStatus } from '@site/contract/consultation';
import { firstIssue } from '@site/contract/parse';
import { products } from '@site/contract/products';

export const BOOKING_BODY_LIMIT = 16 * 1024;

/** The catalogue compiled into the build (@site/contract/products), checked, by id. */
export const loadCatalogue = (): ReadonlyMap<string, Product> => catalogueById(products);

export interface ConsultationPaymentOptions {
  catalogue: ReadonlyMap<string, Product>;
  /** Origin visitors use (for the return URLs), e.g. http://localhost:3000. */
  siteOrigin: string;
  stripeSecretKey?: string;
  /**
   * Signs simulated session ids (PAYMENT_SIMULATION_SECRET). Without it a random secret is made at
   * start: links from before a restart, or from another instance, are then not confirmed.
   */
  simulationSecret?: string;
  fetchImpl?: typeof fetch;
}

const SIMULATED_PREFIX = 'cs_sim_';
const STRIPE_SESSION = /^cs_(test|live)_[A-Za-z0-9]{1,250}$/;

/** Simulated session ids: `cs_sim_<random>_<HMAC of the random part>`, so only this server can make one. */
export function createSimulatedSessions(secret: string | Buffer) {
  const sign = (nonce: string) =>
    crypto.createHmac('sha256', secret).update(`${SIMULATED_PREFIX}${nonce}`).digest('hex');
  return {
    create: () => {
      const nonce = crypto.randomBytes(12).toString('hex');
      return `${SIMULATED_PREFIX}${nonce}_${sign(nonce).slice(0, 32)}`;
    },
    isGenuine: (sessionId: string) => {
      const match = /^cs_sim_([0-9a-f]{24})_([0-9a-f]{32})$/.exec(sessionId);
      if (!match?.[1] || !match[2]) return false;
      const expected = Buffer.from(sign(match[1]).slice(0, 32));
      return crypto.timingSafeEqual(expected, Buffer.from(match[2]));
    },
  };
}

/** Asks Stripe whether a Checkout session is paid. */
async function stripeSessionIsPaid(sessionId: string, secretKey: string, fetchImpl: typeof fetch): Promise<boolean> {
  const response = await fetchImpl(`https://api.stripe.com/v1/checkout/sessions/${encodeURIComponent(sessionId)}`, {
    headers: { Authorization: `Bearer ${secretKey}` },
    signal: AbortSignal.timeout(8_000),
  });
  if (response.status === 404) return false;
  const data = (await response.json().catch(() => null)) as { payment_status?: unknown } | null;
  if (!response.ok) throw new Error(`payment provider answered ${response.status}`);
  return data?.payment_status === 'paid' || data?.payment_status === 'no_payment_required';
}

/** Per client address: a visitor books a few times an hour; a script flooding the API is refused at once. */
export const PAYMENT_RATE_LIMIT = { max: 20, timeWindowMs: 60_000 };
/** The success page checks once per visit. */
export const PAYMENT_STATUS_RATE_LIMIT = { max: 60, timeWindowMs: 60_000 };

async function createStripeSession(
  product: Product,
  options: ConsultationPaymentOptions & { stripeSecretKey: string },
): Promise<string> {
  const form = new URLSearchParams({
    mode: 'payment',
    'line_items[0][quantity]': '1',
    'line_items[0][price_data][currency]': 'usd',
    'line_items[0][price_data][unit_amount]': String(Math.round(product.price * 100)),
    'line_items[0][price_data][product_data][name]': product.name,
    success_url: `${options.siteOrigin}/consultation-success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${options.siteOrigin}/#consultations`,
    'metadata[productId]': product.id,
  });
  const response = await (options.fetchImpl ?? fetch)('https://api.stripe.com/v1/checkout/sessions', {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${options.stripeSecretKey}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: form.toString(),
    signal: AbortSignal.timeout(10_000),
  });
  const data = (await response.json().catch(() => null)) as { url?: unknown } | null;
  if (!response.ok || typeof data?.url !== 'string') throw new Error(`payment provider answered ${response.status}`);
  return data.url;
}

export function registerConsultationPayment(app: FastifyInstance, options: ConsultationPaymentOptions): void {
  const simulated = createSimulatedSessions(options.simulationSecret || crypto.randomBytes(32));
  const limit = ({ max, timeWindowMs }: { max: number; timeWindowMs: number }) => ({
    rateLimit: { max, timeWindow: timeWindowMs },
  });

  app.get('/api/consultation-payment-status', { config: limit(PAYMENT_STATUS_RATE_LIMIT) }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const sessionId = (request.query as Record<string, unknown>).session_id;
    if (typeof sessionId !== 'string' || !/^[A-Za-z0-9_]{8,255}$/.test(sessionId)) {
      return reply.code(400).send({ error: 'Invalid session_id', field: 'session_id', status: 'unconfirmed' });
    }
    if (sessionId.startsWith(SIMULATED_PREFIX)) {
      return reply.send({ status: simulated.isGenuine(sessionId) ? 'paid' : 'unconfirmed' } satisfies PaymentStatus);
    }
    if (!options.stripeSecretKey || !STRIPE_SESSION.test(sessionId))
      return reply.send({ status: 'unconfirmed' } satisfies PaymentStatus);
    try {
      const paid = await stripeSessionIsPaid(sessionId, options.stripeSecretKey, options.fetchImpl ?? fetch);
      return reply.send({ status: paid ? 'paid' : 'unconfirmed' } satisfies PaymentStatus);
    } catch (error) {
      request.log.error({ err: error }, 'payment provider failed (session status)');
      return reply.send({ status: 'unconfirmed', reason: 'Payment provider unavailable' } satisfies PaymentStatus);
    }
  });

  app.post(
    '/api/create-consultation-payment',
    { bodyLimit: BOOKING_BODY_LIMIT, config: limit(PAYMENT_RATE_LIMIT) },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const parsed = v.safeParse(BookingRequestSchema, request.body);
      if (!parsed.success) {
        const { where, message } = firstIssue(parsed.issues);
        return reply.code(400).send({ error: 'Invalid booking request', field: where || 'body', message });
      }
      const booking = parsed.output;
      const product = options.catalogue.get(booking.productId);
      if (!product || product.isActive === false) {
        return reply.code(400).send({ error: 'Unknown product', field: 'productId' });
      }
      if (Math.abs(product.price - booking.price) > 0.005) {
        return reply
          .code(400)
          .send({ error: 'Price does not match the catalogue', field: 'price', expected: product.price });
      }
      if (options.stripeSecretKey) {
        try {
          const url = await createStripeSession(product, { ...options, stripeSecretKey: options.stripeSecretKey });
          return reply.send({ url } satisfies BookingReply);
        } catch (error) {
          request.log.error({ err: error }, 'payment provider failed');
          return reply.code(502).send({ error: 'Payment provider unavailable' });
        }
      }
      const sessionId = simulated.create();
      const answer: BookingReply = {
        url: `${options.siteOrigin}/consultation-success?session_id=${sessionId}`,
        simulated: true,
      };
      return reply.send(answer);
    },
  );
}
