// What may be refunded, and what a refund takes back (docs/orders.md, "Refunds"). Pure: no
// database, no clock. The shop promises (docs/product.md §9) a 30-day money-back guarantee on
// digital products and apps, and a 60-day implementation guarantee on AI solutions (a solution not
// working within 60 days is refunded in full); past them, or for a type neither names, a refund
// needs the owner's recorded exception.
import type { ProductType } from '@site/contract/catalogue';
import { products } from '@site/contract/products';
import type { PricedLine } from '../orderRules';

export const GUARANTEE_DAYS = 30;
const DAY_MS = 86_400_000;
/** The types the money-back guarantee names: digital products (courses, templates, ebooks) and apps. */
export const GUARANTEED_TYPES: ReadonlySet<ProductType> = new Set(['digital_course', 'template', 'ebook', 'app']);

/** A promise that covers a line: its name, and how long it runs from payment. */
export interface Guarantee {
  name: string;
  days: number;
}
const MONEY_BACK: Guarantee = { name: `the ${GUARANTEE_DAYS}-day money-back guarantee`, days: GUARANTEE_DAYS };
const IMPLEMENTATION: Guarantee = { name: 'the 60-day implementation guarantee', days: 60 };
const SOLUTIONS: ReadonlySet<string> = new Set(
  products.filter((product) => product.category === 'ai_solutions').map((product) => product.id),
);
const TYPE_NAMES: Partial<Record<ProductType, string>> = { digital_course: 'course', other: 'service' };

/** The guarantee a line is sold with, or null (memberships, consultations). */
export function guaranteeOf(line: { productId: string; type: ProductType }): Guarantee | null {
  if (GUARANTEED_TYPES.has(line.type)) return MONEY_BACK;
  return SOLUTIONS.has(line.productId) ? IMPLEMENTATION : null;
}

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

/** The lines a refund of `productIds` is about: those, or every line not refunded yet when none is named. */
const linesAsked = (order: RefundableOrder, productIds: string[], refunded: ReadonlySet<string>) =>
  productIds.length > 0
    ? order.lines.filter((line) => productIds.includes(line.productId))
    : order.lines.filter((line) => !refunded.has(line.productId));

const day = (date: Date) => date.toISOString().slice(0, 10);
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What covers refunding these lines (every line not refunded yet when none is named): the
 * guarantees' name and the day the first of them ends, or null when some line has none.
 */
export function guaranteeCover(
  order: RefundableOrder,
  productIds: string[],
  now: Date,
  refunded: ReadonlySet<string> = new Set(),
): { name: string; endsAt: Date } | null {
  const paidAt = order.paidAt ?? now;
  const guarantees = linesAsked(order, productIds, refunded).map(guaranteeOf);
  if (guarantees.length === 0 || guarantees.some((g) => g === null)) return null;
  const names = new Set(guarantees.map((g) => g!.name));
  const days = Math.min(...guarantees.map((g) => g!.days));
  return {
    name:
      names.size === 1 ? [...names][0]! : `the ${GUARANTEE_DAYS}-day money-back and 60-day implementation guarantees`,
    endsAt: new Date(paidAt.getTime() + days * DAY_MS),
  };
}

/**
 * The guarantees' verdict on refunding these lines at `now` (every line not refunded yet when none
 * is named): null when they cover them, else the rule.
 */
export function guaranteeProblem(
  order: RefundableOrder,
  productIds: string[],
  now: Date,
  refunded: ReadonlySet<string> = new Set(),
): string | null {
  const paidAt = order.paidAt ?? now;
  const lines = linesAsked(order, productIds, refunded);
  const uncovered = lines.filter((line) => guaranteeOf(line) === null);
  if (uncovered.length > 0) {
    return `The guarantees cover digital products and apps (${GUARANTEE_DAYS} days) and AI solutions (60 days), not ${uncovered
      .map((line) => `${line.name} (${TYPE_NAMES[line.type] ?? line.type})`)
      .join(', ')}.`;
  }
  for (const guarantee of new Set(lines.map((line) => guaranteeOf(line)!))) {
    const ends = new Date(paidAt.getTime() + guarantee.days * DAY_MS);
    if (now.getTime() > ends.getTime())
      return `${capitalized(guarantee.name)} ended on ${day(ends)} (paid ${day(paidAt)}).`;
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
      const lines = order.lines.map((line) => `${line.productId} (${line.name})`).join(', ');
      return { ok: false, code: 'bad-line', message: `The order has no line "${id}". Its lines: ${lines}.` };
    }
    if (before.productIds.has(id)) {
      return { ok: false, code: 'bad-line', message: `The line "${id}" has been refunded already.` };
    }
  }
  if (productIds.length > 0 && ask.amountCents !== undefined) {
    return {
      ok: false,
      code: 'bad-line',
      message: 'Name lines (each refunded at its share, its download or access ending) or an amount, not both.',
    };
  }
  // The lines that leave none unrefunded take all that is left: each share is rounded on its own.
  const lastLines = order.lines.every(
    (line) => productIds.includes(line.productId) || before.productIds.has(line.productId),
  );
  const linesCents = productIds.reduce((sum, id) => sum + lineShareCents(order, id), 0);
  const amountCents = ask.amountCents ?? (productIds.length > 0 && !lastLines ? Math.min(linesCents, left) : left);
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
  const problem = guaranteeProblem(order, productIds, now, before.productIds);
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
