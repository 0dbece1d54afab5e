// What an affiliate's payout is made of (docs/shop-console.md, "A payout's breakdown"): each order whose
// commission it pays, each refund of those orders taken off, and what the affiliate owes from
// refunds of commissions paid out before. Signed cents: the items add up to the payout's amount.
import * as v from 'valibot';

const Cents = v.pipe(v.number(), v.integer());

export const PayoutItemSchema = v.variant('kind', [
  /** An order whose commission the payout pays: `amountCents` is the commission before refunds. */
  v.object({
    kind: v.literal('order'),
    orderId: v.string(),
    /** When the order was paid (ISO). */
    at: v.string(),
    orderCents: Cents,
    amountCents: Cents,
  }),
  /** A refund of such an order: the commission's share it took back (negative). */
  v.object({
    kind: v.literal('refund'),
    orderId: v.string(),
    refundId: v.string(),
    at: v.string(),
    amountCents: Cents,
  }),
  /**
   * A refund of an order whose commission an earlier payout paid (`paidOutIn`, its month): owed by
   * the affiliate, carried until a payout takes it off (negative).
   */
  v.object({
    kind: v.literal('owed'),
    orderId: v.string(),
    refundId: v.string(),
    at: v.string(),
    amountCents: Cents,
    paidOutIn: v.string(),
  }),
]);

export type PayoutItem = v.InferOutput<typeof PayoutItemSchema>;
