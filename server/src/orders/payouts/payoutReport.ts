// The month's payouts for the owner (docs/orders.md, "Commissions and payouts"): a table for the terminal, and the
// CSV a payment service's bulk upload takes (one row per payout; amounts in dollars).
import type { PayoutItem } from '@site/contract/payoutBreakdown';
import { csvCell, dollars } from '../admin/orderReport';
import type { PayoutLine } from '../stores/payoutStore';
import { payoutDay, PAYOUT_MINIMUM_CENTS, type PayoutDue } from './payoutRules';

/** The bulk-payout CSV: one row per payout due or recorded; amounts in dollars. */
export function payoutCsv(lines: PayoutLine[]): string {
  const rows = lines.filter((line) => line.payout || line.due);
  const out = ['recipient_email,amount,currency,reference,note'];
  for (const line of rows) {
    const amount = line.payout?.amountCents ?? line.totalCents;
    const reference = line.payout?.id ?? `${line.month}-${line.referrerUserId.slice(0, 8)}`;
    out.push(
      [line.email, dollars(amount), 'USD', reference, `Affiliate commissions ${line.month}`].map(csvCell).join(','),
    );
  }
  return `${out.join('\r\n')}\r\n`;
}

/**
 * What a payout is made of, for the terminal and the console alike (docs/shop-console.md, "A payout's
 * breakdown"): each order's commission, then the refunds of it taken off, then what refunds of
 * commissions paid out before take off. Signed cents that add up to the payout's total.
 */
export function payoutBreakdown(due: Pick<PayoutDue, 'commissions' | 'deductions'>): PayoutItem[] {
  return [
    ...due.commissions.flatMap((c): PayoutItem[] => [
      { kind: 'order', orderId: c.orderId, at: c.orderPaidAt, orderCents: c.orderCents, amountCents: c.amountCents },
      ...c.reversals.map((r): PayoutItem => ({
        kind: 'refund',
        orderId: c.orderId,
        ...r,
        amountCents: -r.amountCents,
      })),
    ]),
    ...due.deductions.map((d): PayoutItem => ({ kind: 'owed', ...d, amountCents: -d.amountCents })),
  ];
}

const signed = (cents: number) => `${cents < 0 ? '-' : ' '}$${dollars(Math.abs(cents)).padStart(9)}`;

/** One item of a breakdown as `--orders` prints it. */
function itemText(item: PayoutItem): string {
  const what =
    item.kind === 'order'
      ? `paid, order $${dollars(item.orderCents)}`
      : item.kind === 'refund'
        ? `refund ${item.refundId}`
        : `refund ${item.refundId}, paid out in ${item.paidOutIn}`;
  return `    ${item.kind.padEnd(6)} ${item.orderId.padEnd(14)} ${item.at.slice(0, 10)}  ${what.padEnd(36)} ${signed(item.amountCents)}`;
}

/** The month's payouts, one line each; with `orders`, each line's orders and deductions under it. */
export function payoutTable(lines: PayoutLine[], month: string, { orders = false } = {}): string {
  const day = payoutDay(month).toISOString().slice(0, 10);
  if (lines.length === 0) return `No affiliate has commissions. Payout day: ${day}.\n`;
  const text = lines.map((line) => {
    const amount = line.payout?.amountCents ?? line.totalCents;
    const state = line.payout
      ? `paid (${line.payout.id}, ${line.payout.createdAt.slice(0, 10)})`
      : line.due
        ? 'due'
        : line.totalCents < 0
          ? `owes $${dollars(-line.totalCents)} from refunds of paid commissions: taken off later payouts`
          : line.totalCents === 0
            ? 'nothing payable yet'
            : `rolls over (under $${dollars(PAYOUT_MINIMUM_CENTS)})`;
    const head = `${line.email.padEnd(32)}  $${dollars(amount).padStart(9)}  ${String(line.commissions.length).padStart(3)} commission(s)  ${state}`;
    return orders ? [head, ...payoutBreakdown(line).map(itemText)].join('\n') : head;
  });
  const due = lines.filter((line) => line.payout || line.due);
  const total = due.reduce((sum, line) => sum + (line.payout?.amountCents ?? line.totalCents), 0);
  return `Payouts of ${month} (payout day ${day}):\n${text.join('\n')}\n\n${due.length} payout(s), $${dollars(total)} in all.\n`;
}
