// The owner's shop in the console (/api/console/shop/..., docs/console.md "The shop"): revenue,
// orders and one order with its refunds and deliveries, customers, exports and payouts. Queries
// arrive as text and are checked here; bodies are strict (an unknown field is refused). Money is
// integer cents. The refund request is the orders room's own (`RefundAskSchema`, with its request key).
import * as v from 'valibot';
import { ProductTypeSchema } from './catalogue';
import { CommissionStatusSchema } from './orders';
import { isCalendarDay } from './parse';
import { RefundViewSchema } from './refunds';
import { PayoutItemSchema } from './payoutBreakdown';
import { RevenueByProductSchema } from './revenueByProduct';

const Cents = v.pipe(v.number(), v.integer());
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const Day = (name: string) =>
  v.pipe(
    v.string(`${name} must be text`),
    v.regex(DAY, `${name} must be a date like 2026-11-24`),
    v.check(isCalendarDay, (issue) => `${name} must be a day of the calendar (${String(issue.input)} is not)`),
  );
/** A strict query's message: a filter it does not know, or one it needs that is missing. */
const filterProblem = (issue: v.BaseIssue<unknown>) =>
  issue.received === 'undefined' ? 'This filter is needed' : 'Unknown filter';
const Page = v.pipe(
  v.string('page must be text'),
  v.regex(/^[1-9]\d{0,4}$/, 'page must be a whole number from 1'),
  v.transform(Number),
);
const Search = v.pipe(v.string('q must be text'), v.trim(), v.maxLength(200, 'q is at most 200 characters'));

/** Every paid order's total by the day it was paid, less refunds by the day they went through (UTC). */
const RevenueFigureSchema = v.object({
  grossCents: Cents,
  refundedCents: Cents,
  netCents: Cents,
  orders: Count,
});

export const RevenueDaySchema = v.object({ date: v.string(), ...RevenueFigureSchema.entries });

/** GET /shop/revenue?days= */
export const ShopRevenueSchema = v.object({
  asOf: v.string(),
  today: RevenueFigureSchema,
  last7Days: RevenueFigureSchema,
  last28Days: RevenueFigureSchema,
  /** The last 90 days, oldest first, today last. */
  daily: v.array(RevenueDaySchema),
  /** Each product's figures over the period asked (docs/shop-console.md, "Revenue by product"). */
  byProduct: RevenueByProductSchema,
});

/** What an order is to its owner: its payment's state and what refunds took back. */
export const ShopOrderStatusSchema = v.picklist(['pending', 'paid', 'partly_refunded', 'refunded']);

/** GET /shop/orders?q=&status=&from=&to=&page= */
export const OrderSearchQuerySchema = v.strictObject(
  {
    q: v.optional(Search),
    status: v.optional(
      v.union([ShopOrderStatusSchema, v.literal('')], 'status must be paid, pending, partly_refunded or refunded'),
    ),
    from: v.optional(v.union([Day('from'), v.literal('')])),
    to: v.optional(v.union([Day('to'), v.literal('')])),
    page: v.optional(Page),
  },
  'Unknown filter',
);

export const ShopOrderSummarySchema = v.object({
  id: v.string(),
  createdAt: v.string(),
  paidAt: v.nullable(v.string()),
  status: ShopOrderStatusSchema,
  email: v.string(),
  name: v.string(),
  items: v.string(),
  totalCents: Cents,
  refundedCents: Cents,
});

export const ShopOrderPageSchema = v.object({
  orders: v.array(ShopOrderSummarySchema),
  page: v.number(),
  pageSize: v.number(),
  total: Count,
});

const OrderLineSchema = v.object({
  productId: v.string(),
  name: v.string(),
  type: ProductTypeSchema,
  quantity: v.number(),
  unitPriceCents: Cents,
  lineTotalCents: Cents,
  /** What a refund of this line gives back: its share of the total (after discount, with tax). */
  shareCents: Cents,
  refunded: v.boolean(),
  /** The guarantees' verdict on refunding this line alone now: null when they cover it, else the rule. */
  guaranteeRule: v.nullable(v.string()),
});

export const DeliverySchema = v.object({
  kind: v.picklist(['receipt', 'refund']),
  outcome: v.string(),
  /** Who asked for it (a resend), or null when the shop sent it by itself. */
  actor: v.nullable(v.string()),
  at: v.string(),
});

/** GET /shop/orders/:id */
export const ShopOrderDetailSchema = v.object({
  order: ShopOrderSummarySchema,
  firstName: v.string(),
  lastName: v.string(),
  lines: v.array(OrderLineSchema),
  subtotalCents: Cents,
  discountCents: Cents,
  taxCents: Cents,
  referral: v.nullable(v.object({ code: v.string(), applied: v.boolean() })),
  payment: v.object({
    provider: v.string(),
    reference: v.nullable(v.string()),
    checkoutSession: v.nullable(v.string()),
    paidAt: v.nullable(v.string()),
    amountCents: Cents,
  }),
  /** What is left to refund: paid, less refunds that went through or are on their way. */
  refundableCents: Cents,
  /**
   * The guarantees' verdict on refunding what is left of the order now: null rule when they cover it;
   * then `name` says which ("the 30-day money-back guarantee") and `endsAt` when the first ends.
   */
  guarantee: v.object({ name: v.nullable(v.string()), endsAt: v.nullable(v.string()), rule: v.nullable(v.string()) }),
  refunds: v.array(RefundViewSchema),
  deliveries: v.array(DeliverySchema),
  commission: v.nullable(
    v.object({ amountCents: Cents, reversedCents: Cents, status: CommissionStatusSchema, affiliate: v.string() }),
  ),
});

/** POST /shop/orders/:id/receipt: send the receipt again (recorded with who asked). */
export const ResendReceiptRequestSchema = v.strictObject({});

export const ResendReceiptAnswerSchema = v.object({ delivery: DeliverySchema });

/** GET /shop/customers?q=&page= */
export const CustomerQuerySchema = v.strictObject({ q: v.optional(Search), page: v.optional(Page) }, 'Unknown filter');

export const CustomerSchema = v.object({
  email: v.string(),
  name: v.string(),
  orders: Count,
  paidOrders: Count,
  /** Paid totals less what was refunded. */
  netCents: Cents,
  refundedCents: Cents,
  lastOrderAt: v.string(),
});

export const CustomerPageSchema = v.object({
  customers: v.array(CustomerSchema),
  page: v.number(),
  pageSize: v.number(),
  total: Count,
});

/** GET /shop/export/orders.csv and /shop/export/refunds.csv: both days given, inclusive (UTC). */
export const ExportQuerySchema = v.strictObject({ from: Day('from'), to: Day('to') }, filterProblem);

const Month = v.pipe(v.string('month must be text'), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be like 2026-11'));

/** GET /shop/payouts?month= (default: the next payout day's month). */
export const PayoutQuerySchema = v.strictObject({ month: v.optional(Month) }, 'Unknown filter');

export const PayoutLineViewSchema = v.object({
  affiliate: v.string(),
  email: v.string(),
  commissions: Count,
  deductedCents: Cents,
  totalCents: Cents,
  /** At least the minimum: paid on the 15th; less rolls over to the next month. */
  due: v.boolean(),
  paid: v.nullable(v.object({ id: v.string(), amountCents: Cents, actor: v.string(), at: v.string() })),
  /** What `totalCents` is made of, as `npm run payouts -- --orders` lists it: the items add up to it. */
  breakdown: v.array(PayoutItemSchema),
});

export const ShopPayoutsSchema = v.object({
  month: v.string(),
  payoutDate: v.string(),
  /** The payout day has come: the due payouts may be recorded as paid (never before). */
  recordable: v.boolean(),
  minimumCents: Cents,
  lines: v.array(PayoutLineViewSchema),
});

/** POST /shop/payouts/:month/paid: record one affiliate's payout of the month as paid (once). */
export const MarkPayoutPaidRequestSchema = v.strictObject({
  affiliate: v.pipe(v.string('affiliate must be text'), v.minLength(1), v.maxLength(200)),
});

/** What a refund asked from the console answers (a refusal is an error with its rule's `code`). */
export const RefundAnswerSchema = v.object({
  outcome: v.picklist(['refunded', 'pending', 'repeated']),
  refund: RefundViewSchema,
});

export const MarkPayoutPaidAnswerSchema = v.object({ line: PayoutLineViewSchema, recorded: v.boolean() });

export type ShopRevenue = v.InferOutput<typeof ShopRevenueSchema>;
export type RevenueDay = v.InferOutput<typeof RevenueDaySchema>;
export type ShopOrderStatus = v.InferOutput<typeof ShopOrderStatusSchema>;
export type OrderSearchQuery = v.InferOutput<typeof OrderSearchQuerySchema>;
export type ShopOrderSummary = v.InferOutput<typeof ShopOrderSummarySchema>;
export type ShopOrderPage = v.InferOutput<typeof ShopOrderPageSchema>;
export type ShopOrderDetail = v.InferOutput<typeof ShopOrderDetailSchema>;
export type Delivery = v.InferOutput<typeof DeliverySchema>;
export type ResendReceiptAnswer = v.InferOutput<typeof ResendReceiptAnswerSchema>;
export type CustomerQuery = v.InferOutput<typeof CustomerQuerySchema>;
export type Customer = v.InferOutput<typeof CustomerSchema>;
export type CustomerPage = v.InferOutput<typeof CustomerPageSchema>;
export type ExportQuery = v.InferOutput<typeof ExportQuerySchema>;
export type PayoutLineView = v.InferOutput<typeof PayoutLineViewSchema>;
export type ShopPayouts = v.InferOutput<typeof ShopPayoutsSchema>;
export type RefundAnswer = v.InferOutput<typeof RefundAnswerSchema>;
export type MarkPayoutPaidAnswer = v.InferOutput<typeof MarkPayoutPaidAnswerSchema>;
