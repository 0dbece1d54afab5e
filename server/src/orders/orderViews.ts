// What the API shows of an order and a subscription (docs/orders.md), in the contract's views
// (@site/contract/orders, what the browser reads): amounts in cents, and for a paid order a fresh
// signed link per downloadable line.
import type { OrderView, SubscriptionView } from '@site/contract/orders';
import { DOWNLOADABLE_TYPES, MEMBERSHIP_TYPE } from './orderRules';
import type { StoredOrder } from './stores/orderRows';
import type { StoredSubscription } from './stores/subscriptionStore';
import type { LinkSigner } from './signedLinks';
import type { RefundRecord } from './stores/refundStore';

/** The signed link of one download: the order and product in the path, the signature in `token`. */
export const downloadPath = (signer: LinkSigner, orderId: string, productId: string) =>
  `/api/downloads/${orderId}/${productId}?token=${signer.sign('download', `${orderId}:${productId}`)}`;

/** What of the order the refunds that went through took back: everything, some lines, or an amount. */
function refundSummary(order: StoredOrder, refunds: RefundRecord[]) {
  const done = refunds.filter((refund) => refund.orderId === order.id && refund.status === 'succeeded');
  const refundedCents = done.reduce((sum, refund) => sum + refund.amountCents, 0);
  if (done.length === 0) return { summary: null, lines: new Set<string>(), full: false };
  const full = refundedCents >= order.totalCents;
  return {
    full,
    lines: new Set(done.flatMap((refund) => refund.productIds)),
    summary: {
      state: full ? ('refunded' as const) : ('partially_refunded' as const),
      refundedCents,
      lastRefundAt: done
        .map((refund) => refund.settledAt ?? refund.createdAt)
        .reduce((a, b) => (a > b ? a : b))
        .toISOString(),
    },
  };
}

export function orderView(
  order: StoredOrder,
  signer: LinkSigner,
  options: { withAccessToken?: boolean; refunds?: RefundRecord[] } = {},
): OrderView {
  const paid = order.status === 'paid';
  const refunded = refundSummary(order, options.refunds ?? []);
  const lineRefunded = (productId: string) => refunded.full || refunded.lines.has(productId);
  return {
    id: order.id,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    status: order.status,
    email: order.email,
    firstName: order.firstName,
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    taxCents: order.taxCents,
    totalCents: order.totalCents,
    referral: order.referralCode ? { code: order.referralCode, applied: order.referralApplied } : null,
    items: order.lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      type: line.type,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      lineTotalCents: line.lineTotalCents,
      downloadUrl:
        paid && DOWNLOADABLE_TYPES.has(line.type) && !lineRefunded(line.productId)
          ? downloadPath(signer, order.id, line.productId)
          : null,
      accessUrl:
        paid && line.type === MEMBERSHIP_TYPE && !lineRefunded(line.productId) ? '/account#subscriptions' : null,
      refunded: lineRefunded(line.productId),
    })),
    receipt: order.receipt,
    refund: refunded.summary,
    ...(options.withAccessToken ? { accessToken: signer.sign('order', order.id) } : {}),
  };
}

export function subscriptionView(subscription: StoredSubscription): SubscriptionView {
  return {
    id: subscription.id,
    orderId: subscription.orderId,
    productId: subscription.productId,
    name: subscription.name,
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
    priceCents: subscription.priceCents,
    interval: 'month',
    features: subscription.features,
  };
}
