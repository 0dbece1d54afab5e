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

/** A refund's share of a commission: `at` is when it went through (ISO). */
export interface Reversal {
  refundId: string;
  amountCents: number;
  at: string;
}

export interface PayableCommission {
  orderId: string;
  amountCents: number;
  /** What refunds of its order took back before it was paid out. */
  reversals: Reversal[];
  orderPaidAt: Date;
  orderCents: number;
}

/** A reversal of a commission an earlier payout paid (in the month `paidOutIn`). */
export interface Deduction extends Reversal {
  orderId: string;
  paidOutIn: string;
}

/** A commission the payout pays: its order, the commission, and the refunds netted in it. */
export interface PaidCommission {
  orderId: string;
  orderPaidAt: string;
  orderCents: number;
  amountCents: number;
  reversals: Reversal[];
  netCents: number;
}

export interface PayoutDue {
  /** Commissions payable by the payout day, net of what refunds took back. */
  commissions: PaidCommission[];
  /** Reversals of commissions already paid out, taken off this payout. */
  deductions: Deduction[];
  totalCents: number;
  /** At least the minimum: paid on the day; else it rolls over to the next month. */
  due: boolean;
}

const sumOf = (items: { amountCents: number }[]) => items.reduce((sum, item) => sum + item.amountCents, 0);

/** A commission with the refunds netted in it, as a payout pays it. */
export const paidCommission = (c: Omit<PaidCommission, 'netCents'>): PaidCommission => ({
  ...c,
  netCents: c.amountCents - sumOf(c.reversals),
});

/** The payout's total: its commissions' nets less its deductions. */
export const payoutTotal = (commissions: PaidCommission[], deductions: Deduction[]) =>
  commissions.reduce((sum, c) => sum + c.netCents, 0) - sumOf(deductions);

/** What an affiliate is owed on a month's payout day. */
export function payoutDue(unpaid: PayableCommission[], deductions: Deduction[], month: string): PayoutDue {
  const day = payoutDay(month);
  const commissions = unpaid
    .filter((c) => payableFrom(c.orderPaidAt) <= day)
    .map(({ orderPaidAt, ...c }) => paidCommission({ ...c, orderPaidAt: orderPaidAt.toISOString() }))
    .filter((c) => c.netCents > 0);
  const totalCents = payoutTotal(commissions, deductions);
  return { commissions, deductions, totalCents, due: totalCents >= PAYOUT_MINIMUM_CENTS };
}
