// Payment behind one interface (docs/orders.md). Without STRIPE_SECRET_KEY the simulated provider
// takes every order as paid at once (nothing is charged: a local or demo site). With it, a Stripe
// Checkout Session is created with the server's own prices; the order becomes paid only when
// Stripe's signed webhook says so.
import Stripe from 'stripe';
import type { StoredOrder } from './stores/orderRows';

export type PaymentStart = { provider: 'simulated' } | { provider: 'stripe'; url: string; sessionId: string };

export interface ReturnUrls {
  success: string;
  cancel: string;
}

export interface PaymentProvider {
  name: 'simulated' | 'stripe';
  /** Starts paying for a pending order (repeatable: the same order makes the same session). */
  start: (order: StoredOrder, urls: ReturnUrls) => Promise<PaymentStart>;
  /**
   * Asks the provider to refund (Stripe: with the refund's id as idempotency key, so asking again
   * after a crash refunds once). Absent: refunds apply at once (simulated).
   */
  refund?: (order: StoredOrder, refund: { id: string; amountCents: number }) => Promise<{ providerRefundId: string }>;
}

export const simulatedPayments: PaymentProvider = {
  name: 'simulated',
  start: async () => ({ provider: 'simulated' }),
};

export interface StripeSettings {
  secretKey: string;
  webhookSecret?: string;
  /** STRIPE_API_BASE: another address for Stripe's API (a local fake in tests). */
  apiBase?: string;
}

export function createStripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port) || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

export function stripePayments(stripe: Stripe): PaymentProvider {
  return {
    name: 'stripe',
    start: async (order, urls) => {
      // A referral discount is a one-off coupon of the exact amount, and tax a line of its own: the
      // session's total is the server's total to the cent.
      let coupon: string | undefined;
      if (order.discountCents > 0) {
        const created = await stripe.coupons.create(
          { amount_off: order.discountCents, currency: 'usd', duration: 'once', name: 'Referral discount' },
          { idempotencyKey: `coupon-${order.id}` },
        );
        coupon = created.id;
      }
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          customer_email: order.email,
          client_reference_id: order.id,
          metadata: { orderId: order.id },
          line_items: [
            ...order.lines.map((line) => ({
              quantity: line.quantity,
              price_data: { currency: 'usd', unit_amount: line.unitPriceCents, product_data: { name: line.name } },
            })),
            ...(order.taxCents > 0
              ? [
                  {
                    quantity: 1,
                    price_data: {
                      currency: 'usd',
                      unit_amount: order.taxCents,
                      product_data: { name: 'Sales tax (8%)' },
                    },
                  },
                ]
              : []),
          ],
          ...(coupon ? { discounts: [{ coupon }] } : {}),
          success_url: urls.success,
          cancel_url: urls.cancel,
        },
        { idempotencyKey: `checkout-${order.id}` },
      );
      if (!session.url) throw new Error('Stripe returned a session without a URL');
      return { provider: 'stripe', url: session.url, sessionId: session.id };
    },
    refund: async (order, refund) => {
      let paymentIntent = order.paymentRef;
      if (!paymentIntent && order.providerSessionId) {
        const session = await stripe.checkout.sessions.retrieve(order.providerSessionId);
        paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : null;
      }
      if (!paymentIntent) throw new Error(`Stripe has no payment for order ${order.id}`);
      const created = await stripe.refunds.create(
        {
          payment_intent: paymentIntent,
          amount: refund.amountCents,
          reason: 'requested_by_customer',
          metadata: { orderId: order.id, refundId: refund.id },
        },
        { idempotencyKey: `refund-${refund.id}` },
      );
      return { providerRefundId: created.id };
    },
  };
}

/** The payment of a paid Checkout Session (kept with the order: a refund names it). */
export function paymentRefOf(event: Stripe.Event): string | null {
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded') {
    return null;
  }
  const intent = event.data.object.payment_intent;
  return typeof intent === 'string' ? intent : (intent?.id ?? null);
}

/** charge.refunded: which order, and how much of its charge is refunded in all (amount_refunded). */
export function chargeRefundedOf(event: Stripe.Event) {
  if (event.type !== 'charge.refunded') return null;
  const charge = event.data.object;
  const intent = charge.payment_intent;
  return {
    orderId: charge.metadata?.orderId ?? null,
    paymentRef: typeof intent === 'string' ? intent : (intent?.id ?? null),
    amountRefundedCents: charge.amount_refunded,
    refunds: (charge.refunds?.data ?? []).map((refund) => ({
      id: refund.id,
      amountCents: refund.amount,
      refundId: refund.metadata?.refundId ?? null,
    })),
  };
}

/** Webhook events that make an order paid, and how to find its order. */
export function paidOrderIdOf(event: Stripe.Event): string | null {
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded') {
    return null;
  }
  const session = event.data.object;
  // A completed session paid by a method that settles later is not paid yet.
  if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') return null;
  return session.metadata?.orderId ?? session.client_reference_id ?? null;
}
