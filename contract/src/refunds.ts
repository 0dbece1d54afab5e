// A refund asked by the owner (docs/orders.md, "Refunds"), from the console or `npm run orders --
// refund`, and what the shop answers. The amount is in cents; without it, the chosen lines' share
// of the total, or all that is left.
import * as v from 'valibot';

export const RefundAskSchema = v.strictObject({
  amountCents: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000_000))),
  productIds: v.optional(
    v.pipe(v.array(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,100}$/, 'must be a product id'))), v.maxLength(50)),
  ),
  reason: v.pipe(v.string(), v.trim(), v.minLength(1, 'Say why the order is refunded'), v.maxLength(500)),
  /** The owner confirms a refund outside the guarantee: recorded as an exception. */
  allowException: v.optional(v.boolean()),
  /** The same key again answers the same refund (a double click, a retried command). */
  requestKey: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_:.-]{8,200}$/, 'must be 8 to 200 letters, digits or _:.-')),
});

export const RefundViewSchema = v.object({
  id: v.string(),
  orderId: v.string(),
  amountCents: v.number(),
  productIds: v.array(v.string()),
  reason: v.string(),
  exception: v.nullable(v.string()),
  actor: v.string(),
  status: v.picklist(['pending', 'succeeded', 'failed']),
  failure: v.nullable(v.string()),
  createdAt: v.string(),
  settledAt: v.nullable(v.string()),
});

export type RefundAskBody = v.InferOutput<typeof RefundAskSchema>;
export type RefundView = v.InferOutput<typeof RefundViewSchema>;
