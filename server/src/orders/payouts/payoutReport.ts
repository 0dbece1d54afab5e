// The month's payouts for the owner (docs/orders.md, "Commissions and payouts"): a table for the terminal, and the
// CSV a payment service's bulk upload takes (one row per payout; amounts in dollars).
import { csvCell, dollars } from '../admin/orderReport';
import type { PayoutLine } from '../stores/payoutStore';
import { payoutDay, PAYOUT_MINIMUM_CENTS } from './payoutRules';

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

/** A line's orders (each commission, net of refunds) and the refunds of paid ones it takes off. */
const detailOf = (line: PayoutLine): string[] => [
  ...line.commissions.map((c) => `    order  ${c.orderId.padEnd(22)}  $${dollars(c.netCents).padStart(9)}`),
  ...line.deductions.map((d) => `    refund ${d.refundId.padEnd(22)} -$${dollars(d.amountCents).padStart(9)}`),
];

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
    return orders ? [head, ...detailOf(line)].join('\n') : head;
  });
  const due = lines.filter((line) => line.payout || line.due);
  const total = due.reduce((sum, line) => sum + (line.payout?.amountCents ?? line.totalCents), 0);
  return `Payouts of ${month} (payout day ${day}):\n${text.join('\n')}\n\n${due.length} payout(s), $${dollars(total)} in all.\n`;
}
