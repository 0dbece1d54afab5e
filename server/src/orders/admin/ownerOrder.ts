// One order as its owner sees it in the console (docs/shop-console.md, "The shop"): lines with what a
// refund of each gives back, the payment, refunds with who, when, why and any exception, the
// receipt and delivery history, the referrer's commission, and the guarantee's verdict now. And the
// exports for the accountant: orders (the columns of `npm run orders`) and refunds, as CSV.
import type { Delivery, ShopOrderDetail } from '@site/contract/shopConsole';
import type { Queryable } from '../../db';
import { commissionStatus } from '../payouts/payoutRules';
import { guaranteeCover, guaranteeProblem, lineShareCents } from '../refunds/refundRules';
import type { StoredOrder } from '../stores/orderRows';
import { findOrderById } from '../stores/orderStore';
import { refundsOfOrders } from '../stores/refundStore';
import { csvCell, listOrders, toCsv } from './orderReport';
import { orderSummary } from './ownerReads';
import { refundView } from './refundReplies';

const iso = (value: Date | string) => new Date(value).toISOString();

export async function deliveriesOf(db: Queryable, orderId: string): Promise<Delivery[]> {
  const { rows } = await db.query<{ kind: Delivery['kind']; outcome: string; actor: string | null; created_at: Date }>(
    'SELECT kind, outcome, actor, created_at FROM order_deliveries WHERE order_id = $1 ORDER BY created_at DESC, id DESC',
    [orderId],
  );
  return rows.map((row) => ({ kind: row.kind, outcome: row.outcome, actor: row.actor, at: iso(row.created_at) }));
}

async function commissionOf(db: Queryable, orderId: string, paidAt: Date, now: Date) {
  const { rows } = await db.query<{
    amount_cents: number;
    payout_id: string | null;
    affiliate: string | null;
    reversed: number | string;
  }>(
    `SELECT c.amount_cents, c.payout_id, rc.email_normalized AS affiliate,
            COALESCE((SELECT sum(r.amount_cents) FROM commission_reversals r WHERE r.order_id = c.order_id), 0) AS reversed
       FROM commissions c LEFT JOIN referral_codes rc ON rc.user_id = c.referrer_user_id
      WHERE c.order_id = $1`,
    [orderId],
  );
  const row = rows[0];
  if (!row) return null;
  const amountCents = Number(row.amount_cents);
  const reversedCents = Number(row.reversed);
  return {
    amountCents,
    reversedCents,
    affiliate: row.affiliate ?? '(unknown)',
    status: commissionStatus({ amountCents, reversedCents, payoutId: row.payout_id, orderPaidAt: paidAt }, now),
  };
}

/** The guarantees' verdict on refunding what is left of the order now (its lines not refunded yet). */
function guaranteeView(
  order: StoredOrder,
  refundedLines: ReadonlySet<string>,
  now: Date,
): ShopOrderDetail['guarantee'] {
  if (order.status !== 'paid' || !order.paidAt) return { name: null, endsAt: null, rule: null };
  const cover = guaranteeCover(order, [], now, refundedLines);
  return {
    name: cover?.name ?? null,
    endsAt: cover?.endsAt.toISOString() ?? null,
    rule: guaranteeProblem(order, [], now, refundedLines),
  };
}

export async function orderDetail(db: Queryable, id: string, now: Date): Promise<ShopOrderDetail | null> {
  const order = await findOrderById(db, id);
  const summary = order ? await orderSummary(db, id) : null;
  if (!order || !summary) return null;
  const refunds = await refundsOfOrders(db, [id]);
  const holding = refunds.filter((refund) => refund.status !== 'failed');
  const refundedLines = new Set(
    refunds.filter((refund) => refund.status === 'succeeded').flatMap((refund) => refund.productIds),
  );
  const full = summary.status === 'refunded';
  return {
    order: summary,
    firstName: order.firstName,
    lastName: order.lastName,
    lines: order.lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      type: line.type,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      lineTotalCents: line.lineTotalCents,
      shareCents: lineShareCents(order, line.productId),
      refunded: full || refundedLines.has(line.productId),
      guaranteeRule: order.status === 'paid' ? guaranteeProblem(order, [line.productId], now) : null,
    })),
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    taxCents: order.taxCents,
    referral: order.referralCode ? { code: order.referralCode, applied: order.referralApplied } : null,
    payment: {
      provider: order.provider,
      reference: order.paymentRef ?? null,
      checkoutSession: order.providerSessionId,
      paidAt: order.paidAt?.toISOString() ?? null,
      amountCents: order.status === 'paid' ? order.totalCents : 0,
    },
    refundableCents:
      order.status === 'paid' ? order.totalCents - holding.reduce((sum, refund) => sum + refund.amountCents, 0) : 0,
    guarantee: guaranteeView(order, refundedLines, now),
    refunds: refunds.map(refundView),
    deliveries: await deliveriesOf(db, id),
    commission: order.paidAt ? await commissionOf(db, id, order.paidAt, now) : null,
  };
}

/** The orders created in [from, to] (UTC days), the columns of `npm run orders --csv`. */
export async function ordersCsv(db: Queryable, from: string, to: string): Promise<string> {
  return toCsv(await listOrders(db, { from, to, limit: 1_000_000 }));
}

const REFUND_COLUMNS = [
  'refund',
  'order',
  'created_at',
  'settled_at',
  'status',
  'email',
  'amount',
  'lines',
  'reason',
  'exception',
  'actor',
  'provider',
];

/** The refunds asked in [from, to] (UTC days), one row each, with who, when, why and any exception. */
export async function refundsCsv(db: Queryable, from: string, to: string): Promise<string> {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT r.id, r.order_id, r.created_at, r.settled_at, r.status, o.email, r.amount_cents, r.product_ids, r.reason,
            r.exception, r.actor, r.provider
       FROM refunds r JOIN orders o ON o.id = r.order_id
      WHERE r.created_at >= $1::timestamptz AND r.created_at < $2::timestamptz + interval '1 day'
      ORDER BY r.created_at, r.id`,
    [`${from}T00:00:00Z`, `${to}T00:00:00Z`],
  );
  const lines = [REFUND_COLUMNS.join(',')];
  for (const row of rows) {
    const cells = [
      row.id,
      row.order_id,
      iso(row.created_at as Date),
      row.settled_at ? iso(row.settled_at as Date) : '',
      row.status,
      row.email,
      (Number(row.amount_cents) / 100).toFixed(2),
      ((row.product_ids as string[] | null) ?? []).join('; '),
      row.reason,
      row.exception ?? '',
      row.actor,
      row.provider,
    ];
    lines.push(cells.map((cell) => csvCell(String(cell))).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
