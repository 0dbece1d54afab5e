// The orders API's requests and views (docs/orders.md): what the checkout sends, and what the server
// shows of an order, a subscription and the affiliate figures. The server checks requests with these
// schemas and types its answers with them; the browser's client is typed by the same (one view,
// written once). Money is integer cents.
import * as v from 'valibot';
import { ProductTypeSchema } from './catalogue';
import { ContactSchema } from './contact';
import { MAX_LINES, MAX_QUANTITY, REFERRAL_CODE_PATTERN } from './pricing';

export { ContactSchema, MAX_LINES, MAX_QUANTITY };

/** POST /api/orders: ids, quantities, the contact details and the referral code; never a price. */
export const OrderRequestSchema = v.strictObject(
  {
    items: v.pipe(
      v.array(
        v.strictObject({
          productId: v.pipe(v.string('productId must be text'), v.regex(/^[a-z0-9-]{1,100}$/, 'Unknown product')),
          quantity: v.pipe(
            v.number('quantity must be a number'),
            v.integer('quantity must be a whole number'),
            v.minValue(1, 'quantity must be at least 1'),
            v.maxValue(MAX_QUANTITY, `quantity must be at most ${MAX_QUANTITY}`),
          ),
        }),
        'items must be a list',
      ),
      v.minLength(1, 'The cart is empty'),
      v.maxLength(MAX_LINES, `At most ${MAX_LINES} lines in one order`),
    ),
    contact: ContactSchema,
    referralCode: v.optional(v.nullable(v.pipe(v.string(), v.regex(REFERRAL_CODE_PATTERN, 'Invalid referral code')))),
  },
  'The order must be a JSON object with items and contact',
);

const Cents = v.pipe(v.number(), v.integer());
const Timestamp = v.pipe(v.string(), v.isoTimestamp());

const OrderLineViewSchema = v.object({
  productId: v.string(),
  name: v.string(),
  type: ProductTypeSchema,
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  unitPriceCents: Cents,
  lineTotalCents: Cents,
  /** A signed, expiring link to the file, for a paid course, template or ebook. */
  downloadUrl: v.nullable(v.string()),
  /** Where a paid membership or app is reached. */
  accessUrl: v.nullable(v.string()),
  /** Refunded: its download and access end (docs/orders.md, "Refunds"). Absent in older answers. */
  refunded: v.optional(v.boolean()),
});

/** What of an order has been refunded: all of it, or part (an amount, or some lines). */
const RefundSummarySchema = v.object({
  state: v.picklist(['refunded', 'partially_refunded']),
  refundedCents: Cents,
  /** When the last refund went through. */
  lastRefundAt: Timestamp,
});

export const OrderViewSchema = v.object({
  id: v.string(),
  createdAt: Timestamp,
  paidAt: v.nullable(Timestamp),
  status: v.picklist(['pending', 'paid']),
  email: v.string(),
  firstName: v.string(),
  subtotalCents: Cents,
  discountCents: Cents,
  taxCents: Cents,
  totalCents: Cents,
  /** The referral code the order came with, and whether its discount was applied. */
  referral: v.nullable(v.object({ code: v.string(), applied: v.boolean() })),
  items: v.array(OrderLineViewSchema),
  /** How the receipt went: by email, written to the local outbox, or not yet (unpaid). */
  receipt: v.nullable(v.picklist(['email', 'outbox'])),
  /** Given to whoever created the order: shows it again without signing in. */
  accessToken: v.optional(v.string()),
  /** Null (or absent) until a refund of it has gone through. */
  refund: v.optional(v.nullable(RefundSummarySchema)),
});

/** How the payment goes on: taken at once (simulated), or on Stripe's hosted page at `url`. */
export const PaymentStartSchema = v.variant('provider', [
  v.object({ provider: v.literal('simulated') }),
  v.object({ provider: v.literal('stripe'), url: v.pipe(v.string(), v.url()) }),
]);

export const SubscriptionViewSchema = v.object({
  id: v.string(),
  orderId: v.string(),
  productId: v.string(),
  name: v.string(),
  status: v.picklist(['active', 'cancelled']),
  cancelAtPeriodEnd: v.boolean(),
  currentPeriodEnd: Timestamp,
  priceCents: Cents,
  interval: v.literal('month'),
  features: v.array(v.string()),
});

/**
 * A commission's state (docs/orders.md, "Commissions and payouts"): pending during its order's refund window,
 * payable once the window has passed, paid in a payout, or reversed by the order's refund.
 */
export const CommissionStatusSchema = v.picklist(['pending', 'payable', 'paid', 'reversed']);

const CommissionViewSchema = v.object({
  id: v.string(),
  customerName: v.string(),
  product: v.string(),
  /** What it earns after reversals. */
  commissionCents: Cents,
  /** What refunds of the order took back of it. */
  reversedCents: v.optional(Cents),
  status: CommissionStatusSchema,
  date: Timestamp,
  /** When it becomes (or became) payable: its order's refund window ends. */
  payableFrom: v.optional(Timestamp),
});

export const AffiliateViewSchema = v.object({
  code: v.string(),
  commissionBasisPoints: v.pipe(v.number(), v.integer()),
  stats: v.object({
    totalReferrals: v.pipe(v.number(), v.integer(), v.minValue(0)),
    pendingCents: Cents,
    paidCents: Cents,
    totalCents: Cents,
    payableCents: v.optional(Cents),
    reversedCents: v.optional(Cents),
  }),
  /** The next payout day (the 15th), YYYY-MM-DD, and the least it pays (less rolls over). */
  nextPayout: v.optional(v.object({ date: v.string(), minimumCents: Cents })),
  commissions: v.array(CommissionViewSchema),
});

export type OrderRequest = v.InferOutput<typeof OrderRequestSchema>;
export type OrderLineView = v.InferOutput<typeof OrderLineViewSchema>;
export type OrderView = v.InferOutput<typeof OrderViewSchema>;
export type OrderStatus = OrderView['status'];
export type PaymentStart = v.InferOutput<typeof PaymentStartSchema>;
export type SubscriptionView = v.InferOutput<typeof SubscriptionViewSchema>;
export type CommissionView = v.InferOutput<typeof CommissionViewSchema>;
export type AffiliateView = v.InferOutput<typeof AffiliateViewSchema>;
export type CommissionStatus = v.InferOutput<typeof CommissionStatusSchema>;

/** DELETE /api/account's body: the account's password, asked again (nothing else is accepted). */
export const AccountDeletionRequestSchema = v.strictObject({
  password: v.pipe(v.string(), v.minLength(1, 'Enter your password'), v.maxLength(1024)),
});
export type AccountDeletionRequest = v.InferOutput<typeof AccountDeletionRequestSchema>;

/** DELETE /api/account: the account is gone; what the shop kept of it, unlinked (docs/orders.md). */
export const AccountDeletionSchema = v.object({
  deleted: v.literal(true),
  /** Orders kept in the shop's records, no longer linked to any account. */
  ordersKept: v.number(),
  /** Subscriptions that will not renew (they end at their period's end). */
  subscriptionsEnded: v.number(),
});
export type AccountDeletion = v.InferOutput<typeof AccountDeletionSchema>;
