// The consultation payment (docs/product.md §7): what the booking button sends and what it gets back,
// and what /consultation-success asks before it says "Paid". The server looks the price up in the
// catalogue by id: the price sent is only compared with it, never charged.
import * as v from 'valibot';

/** POST /api/create-consultation-payment. */
export const BookingRequestSchema = v.strictObject({
  productId: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,100}$/, 'productId must be a product slug')),
  productName: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  price: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1_000_000)),
  duration: v.optional(v.pipe(v.string(), v.maxLength(100))),
});

/** Its answer: the payment page to open (Stripe's, or the simulated one on this site). */
export const BookingReplySchema = v.object({ url: v.string(), simulated: v.optional(v.literal(true)) });

/** GET /api/consultation-payment-status?session_id=...: anything but "paid" is not confirmed. */
export const PaymentStatusSchema = v.object({
  status: v.picklist(['paid', 'unconfirmed']),
  reason: v.optional(v.string()),
});

export type BookingRequest = v.InferOutput<typeof BookingRequestSchema>;
export type BookingReply = v.InferOutput<typeof BookingReplySchema>;
export type PaymentStatus = v.InferOutput<typeof PaymentStatusSchema>;
