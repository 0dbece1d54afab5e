// The receipt of a paid order, with its download links (docs/orders.md): sent by email when SMTP_URL
// is set, otherwise written as an .eml file under DATA_DIR/outbox (what would have been sent, for a
// local site or a test to read). The confirmation says which happened, and promises nothing more.
import type { FastifyBaseLogger } from 'fastify';
import { createMailer } from '../platform';
import { DOWNLOADABLE_TYPES } from './orderRules';
import { downloadPath } from './orderViews';
import type { ShopData } from './shopData';
import type { ReceiptMode, StoredOrder } from './stores/orderRows';

export interface ReceiptSettings {
  /** SMTP_URL, e.g. smtps://user:pass@smtp.example.com */
  smtpUrl?: string;
  /** RECEIPT_FROM (default 'Orders <orders@localhost>'). */
  from: string;
  outboxDir: string;
}

export interface ReceiptLink {
  name: string;
  url: string;
}

/** A receipt sent again from the console: what refunds took back since, and a file of its own. */
export interface ReceiptResend {
  refundedCents: number;
}

export type ReceiptSender = (order: StoredOrder, links: ReceiptLink[], resend?: ReceiptResend) => Promise<ReceiptMode>;

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export function receiptText(order: StoredOrder, links: ReceiptLink[], refundedCents = 0): string {
  const lines = [
    `Thank you, ${order.firstName}.`,
    '',
    `Order ${order.id}, paid ${order.paidAt?.toISOString().slice(0, 10) ?? ''}`,
    '',
    ...order.lines.map((line) => `${line.quantity} x ${line.name}: ${money(line.lineTotalCents)}`),
    `Subtotal: ${money(order.subtotalCents)}`,
    ...(order.discountCents > 0 ? [`Referral discount: -${money(order.discountCents)}`] : []),
    `Tax (8%): ${money(order.taxCents)}`,
    `Total: ${money(order.totalCents)}`,
    ...(refundedCents > 0
      ? [`Refunded: -${money(refundedCents)}`, `Paid after refunds: ${money(order.totalCents - refundedCents)}`]
      : []),
  ];
  if (links.length > 0) {
    lines.push('', 'Your downloads (each link works for 30 days; your dashboard always has fresh ones):');
    for (const link of links) lines.push(`- ${link.name}: ${link.url}`);
  }
  return `${lines.join('\n')}\n`;
}

export function createReceiptSender(settings: ReceiptSettings): ReceiptSender {
  const send = createMailer({ smtpUrl: settings.smtpUrl, outboxDir: settings.outboxDir });
  return (order, links, resend) =>
    send({
      from: settings.from,
      to: order.email,
      subject: `Your receipt for order ${order.id}`,
      text: receiptText(order, links, resend?.refundedCents),
      // The first receipt is the order's file; each one sent again is a file of its own beside it.
      fileName: resend ? `${order.id}-resent-${new Date().toISOString().replace(/[:.]/g, '-')}` : order.id,
    });
}

/**
 * Sends (or files) the receipt of a paid order with its download links, and records how it went in
 * the order's delivery history, with who asked (`actor`, for a resend from the console). A
 * refunded line's download is left out: its link would only say it was refunded; a resend says
 * what refunds took back.
 */
export async function deliverReceipt(
  data: ShopData,
  order: StoredOrder,
  {
    sendReceipt,
    siteOrigin,
    log,
    actor = null,
    refundedLines = new Set<string>(),
    refundedCents = 0,
  }: {
    sendReceipt: ReceiptSender;
    siteOrigin: string;
    log: FastifyBaseLogger;
    actor?: string | null;
    refundedLines?: ReadonlySet<string>;
    /** What refunds took back (a resend says it under the total). */
    refundedCents?: number;
  },
): Promise<{ outcome: string }> {
  const links = order.lines
    .filter((line) => DOWNLOADABLE_TYPES.has(line.type) && !refundedLines.has(line.productId))
    .map((line) => ({ name: line.name, url: `${siteOrigin}${downloadPath(data.signer, order.id, line.productId)}` }));
  let outcome: string;
  try {
    const mode = await sendReceipt(order, links, actor ? { refundedCents } : undefined);
    outcome = mode === 'email' ? 'sent by email' : 'written to the outbox';
    if (actor && order.receipt !== mode) await data.orders.setReceipt(order.id, mode);
  } catch (error) {
    // The order says how its receipt went: not at all, this time.
    log.error({ err: error, orderId: order.id }, 'receipt could not be sent');
    outcome = `failed: ${(error as Error).message}`;
    if (!actor) {
      order.receipt = null;
      await data.orders.setReceipt(order.id, null).catch(() => {});
    }
  }
  await data.recordDelivery({ orderId: order.id, kind: 'receipt', outcome, actor }).catch((error: unknown) => {
    log.error({ err: error, orderId: order.id }, 'receipt delivery could not be recorded');
  });
  return { outcome };
}
