// The receipt of a paid order, with its download links (docs/orders.md): sent by email when SMTP_URL
// is set, otherwise written as an .eml file under DATA_DIR/outbox (what would have been sent, for a
// local site or a test to read). The confirmation says which happened, and promises nothing more.
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { StoredOrder } from './orderStore';

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

export type ReceiptSender = (order: StoredOrder, links: ReceiptLink[]) => Promise<'email' | 'outbox'>;

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export function receiptText(order: StoredOrder, links: ReceiptLink[]): string {
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
  ];
  if (links.length > 0) {
    lines.push('', 'Your downloads (each link works for 30 days; your dashboard always has fresh ones):');
    for (const link of links) lines.push(`- ${link.name}: ${link.url}`);
  }
  return `${lines.join('\n')}\n`;
}

export function createReceiptSender(settings: ReceiptSettings): ReceiptSender {
  const transport = settings.smtpUrl
    ? nodemailer.createTransport(settings.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (order, links) => {
    const info = (await transport.sendMail({
      from: settings.from,
      to: order.email,
      subject: `Your receipt for order ${order.id}`,
      text: receiptText(order, links),
    })) as { message?: Buffer };
    if (settings.smtpUrl) return 'email';
    fs.mkdirSync(settings.outboxDir, { recursive: true });
    const file = path.join(settings.outboxDir, `${order.id}.eml`);
    fs.writeFileSync(`${file}.tmp`, info.message ?? '');
    fs.renameSync(`${file}.tmp`, file);
    return 'outbox';
  };
}
