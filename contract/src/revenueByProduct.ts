// What sells (docs/shop-console.md, "Revenue by product"): for the last 7, 28 or 90 days (UTC, today
// included, as the revenue's figures count them), each product's units, paid, refunded and net.
// A line's paid is its share of its order's total (after the discount, with its tax), as a refund
// of it gives back; so the rows, with refunds of an amount off a whole order, add up to the period's
// totals. Queries arrive as text and are checked here.
import * as v from 'valibot';

const Cents = v.pipe(v.number(), v.integer());
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** The periods the owner may choose, in days. */
export const REVENUE_PERIODS = [7, 28, 90] as const;
export type RevenuePeriod = (typeof REVENUE_PERIODS)[number];
export const DEFAULT_REVENUE_PERIOD: RevenuePeriod = 28;

export const DAYS_PROBLEM = `days must be ${REVENUE_PERIODS.slice(0, -1).join(', ')} or ${REVENUE_PERIODS.at(-1)}`;

/** The days of a period as typed ('28'), or undefined when it is not one. */
export const revenuePeriodOf = (text: string): RevenuePeriod | undefined =>
  REVENUE_PERIODS.find((days) => String(days) === text.trim());

/** GET /shop/revenue?days=7|28|90 (default 28): the period of the figures by product. */
export const RevenueQuerySchema = v.strictObject(
  {
    days: v.optional(
      v.pipe(
        v.string(DAYS_PROBLEM),
        v.check((text) => revenuePeriodOf(text) !== undefined, DAYS_PROBLEM),
        v.transform((text) => revenuePeriodOf(text)!),
      ),
    ),
  },
  'Unknown filter',
);

const MoneySchema = v.object({ grossCents: Cents, refundedCents: Cents, netCents: Cents });

export const ProductRevenueSchema = v.object({
  productId: v.string(),
  name: v.string(),
  /** Units of the product in the orders paid in the period. */
  units: Count,
  ...MoneySchema.entries,
});

export const RevenueByProductSchema = v.object({
  days: v.number(),
  /** The period's first and last day (UTC), inclusive: the last is today. */
  from: v.string(),
  to: v.string(),
  /** Products paid for or refunded in the period, highest net first. */
  products: v.array(ProductRevenueSchema),
  /** Refunds of an amount off a whole order (no line named, the order not emptied): no product's. */
  wholeOrderRefundedCents: Cents,
  /** The period's figures: the products' and the whole-order refunds' sums. */
  total: v.object({ units: Count, orders: Count, ...MoneySchema.entries }),
});

export type ProductRevenue = v.InferOutput<typeof ProductRevenueSchema>;
export type RevenueByProduct = v.InferOutput<typeof RevenueByProductSchema>;
