// `npm run orders -- refund <order> [--amount 12.50] [--line <product>] [--reason "..."] [--exception]`
// (docs/orders.md, "Refunds"): the owner refunds an order, in full, by an amount, or by lines. The
// same command run twice answers the refund it made (its request key is what was asked), never a
// second one.
import crypto from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import type { RefundAskBody } from '@site/contract/refunds';
import { askServer, openCommandSite } from './commandSite';
import { describeRefund, refundReply, type RefundAnswer } from './refundReplies';

export const REFUND_USAGE = `Usage: npm run orders -- refund <ORD-XXXXXXXX> [--amount 12.50] [--line <product-id>]... [--reason "..."] [--exception]

Refunds a paid order: all that is left of it, --amount dollars of it, or the lines named by --line
(their downloads and access end). Within the 30-day money-back guarantee for digital products and apps,
or the 60-day implementation guarantee for AI solutions, it goes through; otherwise (or for a
membership) it is refused with the rule, unless --exception confirms it (recorded as one). An
order's lines are named by product id: the refusal of an unknown one lists them.`;

/** Dollars as the owner types them ("12.50", "12") in cents; anything else is an error that says so. */
export function parseDollars(text: string): number {
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) throw new Error(`--amount must be dollars like 12.50 (got "${text}")`);
  return Math.round(Number(text) * 100);
}

export function refundAskFromArgs(args: string[]): { orderId: string; ask: RefundAskBody } {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      amount: { type: 'string' },
      line: { type: 'string', multiple: true },
      reason: { type: 'string' },
      exception: { type: 'boolean', default: false },
    },
  });
  const orderId = positionals[0]?.toUpperCase() ?? '';
  if (!/^ORD-[A-Z0-9]{8}$/.test(orderId))
    throw new Error(`Name the order to refund, like ORD-7K3M9QX2 (got "${orderId}")`);
  if (positionals.length > 1) throw new Error(`One order at a time (also got "${positionals.slice(1).join(' ')}")`);
  const amountCents = values.amount === undefined ? undefined : parseDollars(values.amount);
  const productIds = values.line ?? [];
  const reason = (values.reason ?? 'Refunded by the owner').trim();
  // What was asked makes the key: the same command again is the same refund.
  const requestKey = `cli:${crypto
    .createHash('sha256')
    .update(JSON.stringify([orderId, amountCents ?? 'rest', [...productIds].sort(), reason]))
    .digest('hex')
    .slice(0, 32)}`;
  return { orderId, ask: { amountCents, productIds, reason, allowException: values.exception, requestKey } };
}

export async function runRefundCommand(args: string[]): Promise<number> {
  const { orderId, ask } = refundAskFromArgs(args);
  const actor = `${os.userInfo().username}@${os.hostname()} (command line)`;
  const site = await openCommandSite();
  try {
    let answer: RefundAnswer;
    let status: number;
    if (site.kind === 'server') {
      ({ status, body: answer } = await askServer<RefundAnswer>(site, `/api/admin/orders/${orderId}/refunds`, {
        method: 'POST',
        body: { ask, actor },
      }));
    } else {
      const outcome = await site.data.refunds.refund(orderId, {
        ...ask,
        productIds: ask.productIds ?? [],
        allowException: ask.allowException ?? false,
        actor,
      });
      ({ status, body: answer } = refundReply(outcome));
    }
    console.log(describeRefund(answer));
    return status < 300 ? 0 : 1;
  } finally {
    await site.close();
  }
}
