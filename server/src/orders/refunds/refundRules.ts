// What may be refunded, and what a refund takes back (docs/orders.md, "Refunds"). Pure: no
// database, no clock. The shop promises a 30-day money-back guarantee on digital products and apps
// (docs/product.md §9); past it, or for a type it does not name, a refund needs the owner's
// recorded exception.
import type { ProductType } from '@site/contract/catalogue';
import type { PricedLine } from '../orderRules';

export const GUARANTEE_DAYS = 30;
const DAY_MS = 86_400_000;
/** The types the money-back guarantee names: digital products (courses, templates, ebooks) and apps. */
export const GUARANTEED_TYPES: ReadonlySet<ProductType> = new Set(['digital_course', 'template', 'ebook', 'app']);

export interface RefundableOrder {
  status: 'pending' | 'paid';
  paidAt: Date | null;
  subtotalCents: number;
  totalCents: number;
  lines: Pick<PricedLine, 'productId' | 'name' | 'type' | 'lineTotalCents'>[];
}

/** What is already taken back: the sum of refunds that went through or are on their way, and their lines. */
export interface RefundedSoFar {
  cents: number;
  productIds: ReadonlySet<string>;
}

export interface RefundAsk {
  /** Cents to refund; absent: what the chosen lines cost, or everything left when no line is chosen. */
  amountCents?: number;
  /** Lines refunded whole (their downloads and access end); empty for an amount off the order. */
  productIds: string[];
  /** The owner confirms a refund the guarantee does not cover. */
  allowException: boolean;
}

export type RefundPlan =
  | { ok: true; amountCents: number; productIds: string[]; exception: string | null; full: boolean }
  | { ok: false; code: 'not-paid' | 'nothing-left' | 'too-much' | 'bad-line' | 'outside-guarantee'; message: string };

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** What a line cost the buyer: its share of the order's total (after the discount, with its tax). */
export function lineShareCents(order: RefundableOrder, productId: string): number {
  const line = order.lines.find((l) => l.productId === productId);
  if (!line || order.subtotalCents === 0) return 0;
  return Math.round((order.totalCents * line.lineTotalCents) / order.subtotalCents);
}

/** The guarantee's verdict on refunding these lines at `now`: null when it covers them, else the rule. */
export function guaranteeProblem(order: RefundableOrder, productIds: string[], now: Date): string | null {
  const paidAt = order.paidAt ?? now;
  const ends = new Date(paidAt.getTime() + GUARANTEE_DAYS * DAY_MS);
  if (now.getTime() > ends.getTime()) {
    return `The ${GUARANTEE_DAYS}-day money-back guarantee ended on ${ends.toISOString().slice(0, 10)} (paid ${paidAt
      .toISOString()
      .slice(0, 10)}).`;
  }
  const lines = productIds.length > 0 ? order.lines.filter((l) => productIds.includes(l.productId)) : order.lines;
  const uncovered = lines.filter((line) => !GUARANTEED_TYPES.has(line.type));
  if (uncovered.length > 0) {
    return `The money-back guarantee covers digital products and apps, not ${uncovered
      .map((line) => `${line.name} (${line.type.replace('_', ' ')})`)
      .join(', ')}.`;
  }
  return null;
}

/** Checks a refund against the order, what was refunded before, and the guarantee. */
export function planRefund(order: RefundableOrder, before: RefundedSoFar, ask: RefundAsk, now: Date): RefundPlan {
  if (order.status !== 'paid') return { ok: false, code: 'not-paid', message: 'Only a paid order can be refunded.' };
  const left = order.totalCents - before.cents;
  if (left <= 0) return { ok: false, code: 'nothing-left', message: 'This order has been refunded in full already.' };
  const productIds = [...new Set(ask.productIds)];
  for (const id of productIds) {
    if (!order.lines.some((line) => line.productId === id)) {
      return { ok: false, code: 'bad-line', message: `The order has no line "${id}".` };
    }
    if (before.productIds.has(id)) {
      return { ok: false, code: 'bad-line', message: `The line "${id}" has been refunded already.` };
    }
  }
  const linesCents = productIds.reduce((sum, id) => sum + lineShareCents(order, id), 0);
  const amountCents = ask.amountCents ?? (productIds.length > 0 ? Math.min(linesCents, left) : left);
  if (!Number.isInteger(amountCents) || amountCents <= 0) {
    return { ok: false, code: 'too-much', message: 'A refund must be at least $0.01.' };
  }
  if (amountCents > left) {
    return {
      ok: false,
      code: 'too-much',
      message: `At most ${money(left)} can be refunded: ${money(order.totalCents)} paid, ${money(before.cents)} refunded already.`,
    };
  }
  const problem = guaranteeProblem(order, productIds, now);
  if (problem && !ask.allowException) {
    return { ok: false, code: 'outside-guarantee', message: `${problem} Confirm an exception to refund it anyway.` };
  }
  const full = amountCents === left;
  return { ok: true, amountCents, productIds, exception: problem, full };
}

/**
 * The part of a commission a refund takes back: the refund's share of the order's total; the refund
 * that empties the order takes whatever is left, so the reversals add up to the commission exactly.
 */
export function reversalCents(
  commission: { amountCents: number; reversedCents: number },
  refund: { amountCents: number; orderTotalCents: number; refundedAfterCents: number },
): number {
  const left = commission.amountCents - commission.reversedCents;
  if (left <= 0) return 0;
  if (refund.refundedAfterCents >= refund.orderTotalCents) return left;
  const share = Math.round((commission.amountCents * refund.amountCents) / refund.orderTotalCents);
  return Math.min(left, share);
}
