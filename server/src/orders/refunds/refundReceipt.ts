// The buyer's refund receipt (docs/orders.md, "Refunds"): what was refunded, how much, and what it
// ends (downloads, a membership). By mail or into the outbox, as the order's receipt went; each one
// recorded in the order's delivery history.
import type { Mailer } from '../../platform';
import type { StoredOrder } from '../stores/orderRows';
import type { RefundRecord } from '../stores/refundStore';

/** The shop's name as its mails sign it (the brand docs/product.md names). */
export const SHOP_NAME = 'Alex Rivera AI';

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export function refundReceiptText(order: StoredOrder, refund: RefundRecord, siteName: string): string {
  const lines = refund.productIds.length
    ? order.lines.filter((line) => refund.productIds.includes(line.productId))
    : order.lines;
  const whole = refund.productIds.length > 0 || refund.amountCents >= order.totalCents;
  return [
    `Hello ${order.firstName},`,
    '',
    `${siteName} has refunded ${money(refund.amountCents)} of order ${order.id} (total ${money(order.totalCents)}).`,
    `Refund ${refund.id}, ${(refund.settledAt ?? refund.createdAt).toISOString().slice(0, 10)}.`,
    '',
    ...(whole
      ? ['Refunded:', ...lines.map((line) => `- ${line.name}`), '', 'Their downloads and access end with this refund.']
      : ['This is a partial refund: your purchases stay available.']),
    '',
    'The money goes back to the card or account you paid with; your bank may take 5 to 10 days to show it.',
    '',
    `If you did not ask for this refund, reply to this message and ${siteName} will look into it.`,
    '',
  ].join('\n');
}

export function createRefundMail(send: Mailer, settings: { from: string; siteName: string }) {
  return (order: StoredOrder, refund: RefundRecord) => {
    const text = refundReceiptText(order, refund, settings.siteName);
    const html = `<pre style="font-family: inherit; white-space: pre-wrap">${text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')}</pre>`;
    return send({
      from: settings.from,
      to: order.email,
      subject: `Your refund for order ${order.id}`,
      text,
      html,
      fileName: `${order.id}-${refund.id}`,
    });
  };
}
