// The affiliate programme's money rules (docs/product.md §9, docs/orders.md, "Commissions and payouts"): a commission
// is payable once its order's refund window has passed; payouts are monthly on the 15th, from $50
// (less rolls over to the next month); a refund reverses its share, and a share reversed after the
// commission was paid out is deducted from the next payout. Pure: no database, no clock.
import type { CommissionStatus } from '@site/contract/orders';
import { GUARANTEE_DAYS } from '../refunds/refundRules';

export const PAYOUT_DAY = 15;
export const PAYOUT_MINIMUM_CENTS = 5_000;
const DAY_MS = 86_400_000;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** When a commission's order can no longer be refunded under the guarantee: it becomes payable. */
export const payableFrom = (orderPaidAt: Date) => new Date(orderPaidAt.getTime() + GUARANTEE_DAYS * DAY_MS);

export function commissionStatus(
  commission: { amountCents: number; reversedCents: number; payoutId: string | null; orderPaidAt: Date },
  now: Date,
): CommissionStatus {
  if (commission.reversedCents >= commission.amountCents && commission.reversedCents > 0) return 'reversed';
  if (commission.payoutId) return 'paid';
  return now >= payableFrom(commission.orderPaidAt) ? 'payable' : 'pending';
}

/** 'YYYY-MM' checked; a wrong one is an error that says what to write. */
export function parseMonth(text: string): string {
  if (!MONTH.test(text)) throw new Error(`--month must be a month like 2026-11 (got "${text}")`);
  return text;
}

/** The payout day of a month: its 15th (UTC). */
export const payoutDay = (month: string) =>
  new Date(`${parseMonth(month)}-${String(PAYOUT_DAY).padStart(2, '0')}T00:00:00Z`);

/** A month's payouts recorded before its payout day: they would pay commissions still refundable. */
export class PayoutNotDueError extends Error {}

/** Null when a month's payouts may be recorded at `now` (its payout day has come), else why not. */
export function payoutDayProblem(month: string, now: Date): string | null {
  const day = payoutDay(month);
  return now < day
    ? `The payouts of ${month} are made on ${day.toISOString().slice(0, 10)}: they can be recorded as paid from that day.`
    : null;
}

/** The month whose payout day is next (today's, when today is the 15th). */
export function nextPayoutMonth(now: Date): string {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + (now.getUTCDate() > PAYOUT_DAY ? 1 : 0);
  const date = new Date(Date.UTC(year, month, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

export interface PayableCommission {
  orderId: string;
  amountCents: number;
  reversedCents: number;
  orderPaidAt: Date;
}

export interface Deduction {
  refundId: string;
  amountCents: number;
}

export interface PayoutDue {
  /** Commissions payable by the payout day, net of what refunds took back. */
  commissions: { orderId: string; netCents: number }[];
  /** Reversals of commissions already paid out, taken off this payout. */
  deductions: Deduction[];
  totalCents: number;
  /** At least the minimum: paid on the day; else it rolls over to the next month. */
  due: boolean;
}

/** What an affiliate is owed on a month's payout day. */
export function payoutDue(unpaid: PayableCommission[], deductions: Deduction[], month: string): PayoutDue {
  const day = payoutDay(month);
  const commissions = unpaid
    .filter((c) => payableFrom(c.orderPaidAt) <= day)
    .map((c) => ({ orderId: c.orderId, netCents: c.amountCents - c.reversedCents }))
    .filter((c) => c.netCents > 0);
  const totalCents =
    commissions.reduce((sum, c) => sum + c.netCents, 0) - deductions.reduce((sum, d) => sum + d.amountCents, 0);
  return { commissions, deductions, totalCents, due: totalCents >= PAYOUT_MINIMUM_CENTS };
}
