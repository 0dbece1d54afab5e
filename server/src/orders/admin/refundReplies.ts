// What a refund's outcome is, told to a caller (the console's API, the command's server route) and
// to the owner at the terminal.
import type { RefundView } from '@site/contract/refunds';
import type { RefundOutcome } from '../refunds/refundService';
import type { RefundRecord } from '../stores/refundStore';

export const refundView = (refund: RefundRecord): RefundView => ({
  id: refund.id,
  orderId: refund.orderId,
  amountCents: refund.amountCents,
  productIds: refund.productIds,
  reason: refund.reason,
  exception: refund.exception,
  actor: refund.actor,
  status: refund.status,
  failure: refund.failure,
  createdAt: refund.createdAt.toISOString(),
  settledAt: refund.settledAt?.toISOString() ?? null,
});

export type RefundAnswer =
  | { outcome: 'refunded' | 'pending' | 'repeated'; refund: RefundView }
  | { error: string; message: string; code?: string };

/** HTTP status and body: 201 refunded, 202 sent to the provider, 200 the same request again. */
export function refundReply(outcome: RefundOutcome): { status: number; body: RefundAnswer } {
  switch (outcome.kind) {
    case 'refunded':
      return { status: 201, body: { outcome: 'refunded', refund: refundView(outcome.refund) } };
    case 'pending':
      return { status: 202, body: { outcome: 'pending', refund: refundView(outcome.refund) } };
    case 'repeated':
      return { status: 200, body: { outcome: 'repeated', refund: refundView(outcome.refund) } };
    case 'refused':
      return { status: 409, body: { error: 'Refund refused', message: outcome.message, code: outcome.code } };
    case 'conflict':
      return { status: 409, body: { error: 'Request key reused', message: outcome.message } };
    case 'not-found':
      return { status: 404, body: { error: 'Not found', message: 'There is no such order.' } };
  }
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** One line for the terminal. */
export function describeRefund(answer: RefundAnswer): string {
  if ('error' in answer && answer.code === 'outside-guarantee') {
    // The console confirms with a button; here the flag does.
    const rule = answer.message.replace(/ ?Confirm an exception to refund it anyway\.$/, '');
    return `${answer.error}: ${rule} Run it again with --exception to refund it anyway, recorded as an exception.`;
  }
  if ('error' in answer) return `${answer.error}: ${answer.message}`;
  const { refund } = answer;
  const what = `${refund.id}: ${money(refund.amountCents)} of ${refund.orderId}`;
  const exception = refund.exception ? ` (an exception: ${refund.exception})` : '';
  if (answer.outcome === 'refunded') return `Refunded ${what}${exception}. The buyer's refund receipt is sent.`;
  if (answer.outcome === 'pending') {
    return refund.status === 'failed'
      ? `The payment provider refused refund ${what}: ${refund.failure ?? ''}`
      : `Asked Stripe to refund ${what}${exception}; the order shows it refunded when Stripe confirms.`;
  }
  return `This refund was made already: ${what}, ${refund.status}, on ${refund.createdAt.slice(0, 10)}. To refund again, give another --reason.`;
}
