// What the API shows of an order and a subscription (docs/orders.md): amounts in cents, and for a
// paid order a fresh signed link per downloadable line.
import { DOWNLOADABLE_TYPES, MEMBERSHIP_TYPE } from './orderRules';
import type { StoredOrder, StoredSubscription } from './orderStore';
import type { LinkSigner } from './signedLinks';

/** The signed link of one download: the order and product in the path, the signature in `token`. */
export const downloadPath = (signer: LinkSigner, orderId: string, productId: string) =>
  `/api/downloads/${orderId}/${productId}?token=${signer.sign('download', `${orderId}:${productId}`)}`;

export function orderView(order: StoredOrder, signer: LinkSigner, options: { withAccessToken?: boolean } = {}) {
  const paid = order.status === 'paid';
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
      downloadUrl: paid && DOWNLOADABLE_TYPES.has(line.type) ? downloadPath(signer, order.id, line.productId) : null,
      accessUrl: paid && line.type === MEMBERSHIP_TYPE ? '/account' : null,
    })),
    receipt: order.receipt,
    ...(options.withAccessToken ? { accessToken: signer.sign('order', order.id) } : {}),
  };
}

export function subscriptionView(subscription: StoredSubscription) {
  return {
    id: subscription.id,
    orderId: subscription.orderId,
    productId: subscription.productId,
    name: subscription.name,
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
    priceCents: subscription.priceCents,
    interval: 'month' as const,
    features: subscription.features,
  };
}
