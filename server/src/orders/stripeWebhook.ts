// POST /api/stripe/webhook (docs/orders.md): the only way a Stripe order becomes paid or refunded. The signature
// is checked on the raw body (this route alone keeps its body raw), a forged or stale one is a 400
// that changes nothing, and each event id is applied once however often Stripe sends it.
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { chargeRefundedOf, paidOrderIdOf, paymentRefOf } from './payments';
import type { ChargeRefunded } from './refunds/refundService';

export interface WebhookOptions {
  stripe: Stripe;
  webhookSecret: string;
  /** Marks the order paid; true when it changed (then the receipt goes out). */
  applyPaid: (orderId: string, log: FastifyInstance['log'], paymentRef: string | null) => Promise<boolean>;
  /** charge.refunded: the order's refunds up to amount_refunded go through (once). */
  applyRefunded?: (charge: ChargeRefunded) => Promise<unknown>;
  /** True the first time an event id is recorded. */
  recordEvent: (eventId: string, type: string) => Promise<boolean>;
  isUnavailable: (error: unknown) => boolean;
}

export const WEBHOOK_BODY_LIMIT = 512 * 1024;

export async function registerStripeWebhook(app: FastifyInstance, options: WebhookOptions): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post('/api/stripe/webhook', { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new Error('no signature');
        event = options.stripe.webhooks.constructEvent(request.body, signature, options.webhookSecret);
      } catch {
        return reply.code(400).send({ error: 'Invalid signature', message: 'The webhook signature does not verify.' });
      }
      try {
        const orderId = paidOrderIdOf(event);
        if (orderId) await options.applyPaid(orderId, request.log, paymentRefOf(event));
        const refunded = chargeRefundedOf(event);
        if (refunded && options.applyRefunded) await options.applyRefunded(refunded);
        // Recorded once applied: a failure above lets Stripe's retry apply it.
        const first = await options.recordEvent(event.id, event.type);
        return reply.send({ received: true, duplicate: !first });
      } catch (error) {
        request.log.error({ err: error, eventId: event.id }, 'webhook could not be applied');
        // Stripe retries on any non-2xx answer.
        return reply.code(options.isUnavailable(error) ? 503 : 500).send({ error: 'Not applied yet' });
      }
    });
  });
}
