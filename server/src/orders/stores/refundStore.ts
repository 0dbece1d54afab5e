// Refunds and what they take back (docs/orders.md, "Refunds"): each refund a row with who, when and
// why; the commission's reversal a row of its own; deliveries (receipts, refund receipts) recorded.
// The order row is only locked here, never edited.
import type { Queryable } from '../../db';
import { asDate } from './orderRows';

export type RefundStatus = 'pending' | 'succeeded' | 'failed';

export interface RefundRecord {
  id: string;
  orderId: string;
  requestKey: string;
  amountCents: number;
  productIds: string[];
  reason: string;
  /** The rule the owner made an exception to, or null when the guarantee covered it. */
  exception: string | null;
  actor: string;
  status: RefundStatus;
  provider: string;
  providerRefundId: string | null;
  failure: string | null;
  createdAt: Date;
  settledAt: Date | null;
}

interface RefundRowDb {
  id: string;
  order_id: string;
  request_key: string;
  amount_cents: number;
  product_ids: string[];
  reason: string;
  exception: string | null;
  actor: string;
  status: RefundStatus;
  provider: string;
  provider_refund_id: string | null;
  failure: string | null;
  created_at: Date | string;
  settled_at: Date | string | null;
}

const toRefund = (row: RefundRowDb): RefundRecord => ({
  id: row.id,
  orderId: row.order_id,
  requestKey: row.request_key,
  amountCents: Number(row.amount_cents),
  productIds: row.product_ids ?? [],
  reason: row.reason,
  exception: row.exception,
  actor: row.actor,
  status: row.status,
  provider: row.provider,
  providerRefundId: row.provider_refund_id,
  failure: row.failure,
  createdAt: asDate(row.created_at),
  settledAt: row.settled_at ? asDate(row.settled_at) : null,
});

/** Holds the order until the transaction ends: refunds of one order are decided one at a time. */
export async function lockOrder(tx: Queryable, orderId: string): Promise<boolean> {
  const { rows } = await tx.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [orderId]);
  return rows.length > 0;
}

export async function findRefundByKey(db: Queryable, requestKey: string): Promise<RefundRecord | null> {
  const { rows } = await db.query<RefundRowDb>('SELECT * FROM refunds WHERE request_key = $1', [requestKey]);
  return rows[0] ? toRefund(rows[0]) : null;
}

export async function refundsOfOrders(db: Queryable, orderIds: string[]): Promise<RefundRecord[]> {
  if (orderIds.length === 0) return [];
  const { rows } = await db.query<RefundRowDb>(
    'SELECT * FROM refunds WHERE order_id = ANY($1::text[]) ORDER BY created_at, id',
    [orderIds],
  );
  return rows.map(toRefund);
}

export async function insertRefund(tx: Queryable, refund: RefundRecord): Promise<void> {
  await tx.query(
    `INSERT INTO refunds (id, order_id, request_key, amount_cents, product_ids, reason, exception, actor, status,
       provider, provider_refund_id, created_at, settled_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      refund.id,
      refund.orderId,
      refund.requestKey,
      refund.amountCents,
      refund.productIds,
      refund.reason,
      refund.exception,
      refund.actor,
      refund.status,
      refund.provider,
      refund.providerRefundId,
      refund.createdAt,
      refund.settledAt,
    ],
  );
}

/** Pending -> succeeded, once: false when it was settled already. */
export async function settleRefund(tx: Queryable, id: string, at: Date, providerRefundId?: string): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE refunds SET status = 'succeeded', settled_at = $2, provider_refund_id = COALESCE(provider_refund_id, $3)
      WHERE id = $1 AND status = 'pending' RETURNING id`,
    [id, at, providerRefundId ?? null],
  );
  return rows.length > 0;
}

export async function setProviderRefund(db: Queryable, id: string, providerRefundId: string): Promise<void> {
  await db.query('UPDATE refunds SET provider_refund_id = $2 WHERE id = $1 AND provider_refund_id IS NULL', [
    id,
    providerRefundId,
  ]);
}

/** The provider refused it: it no longer holds back any of the order's amount. */
export async function failRefund(db: Queryable, id: string, failure: string): Promise<void> {
  await db.query(`UPDATE refunds SET status = 'failed', failure = $2 WHERE id = $1 AND status = 'pending'`, [
    id,
    failure.slice(0, 500),
  ]);
}

/** Refunds asked of the provider that may not have reached it (the process stopped in between). */
export async function unsentRefunds(db: Queryable, provider: string): Promise<RefundRecord[]> {
  const { rows } = await db.query<RefundRowDb>(
    `SELECT * FROM refunds WHERE status = 'pending' AND provider = $1 AND provider_refund_id IS NULL ORDER BY created_at`,
    [provider],
  );
  return rows.map(toRefund);
}

/** The order's commission, and how much of it refunds took back already. */
export async function commissionOfOrder(
  tx: Queryable,
  orderId: string,
): Promise<{ amountCents: number; reversedCents: number } | null> {
  const { rows } = await tx.query<{ amount_cents: number; reversed: number | string }>(
    `SELECT c.amount_cents, COALESCE((SELECT sum(r.amount_cents) FROM commission_reversals r WHERE r.order_id = c.order_id), 0) AS reversed
       FROM commissions c WHERE c.order_id = $1`,
    [orderId],
  );
  const row = rows[0];
  return row ? { amountCents: Number(row.amount_cents), reversedCents: Number(row.reversed) } : null;
}

export async function insertReversal(tx: Queryable, refundId: string, orderId: string, cents: number, at: Date) {
  await tx.query(
    `INSERT INTO commission_reversals (refund_id, order_id, amount_cents, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (refund_id) DO NOTHING`,
    [refundId, orderId, cents, at],
  );
}

/** A refunded membership ends now (all of the order's, or those of the refunded lines). */
export async function endSubscriptions(tx: Queryable, orderId: string, productIds: string[] | null, at: Date) {
  await tx.query(
    `UPDATE subscriptions SET status = 'cancelled', cancelled_at = $2, current_period_end = LEAST(current_period_end, $2),
            cancel_at_period_end = false
      WHERE order_id = $1 AND status = 'active' AND ($3::text[] IS NULL OR product_id = ANY($3::text[]))`,
    [orderId, at, productIds],
  );
}

export async function recordDelivery(
  db: Queryable,
  delivery: { orderId: string; kind: 'receipt' | 'refund'; outcome: string; actor: string | null },
): Promise<void> {
  await db.query('INSERT INTO order_deliveries (order_id, kind, outcome, actor) VALUES ($1, $2, $3, $4)', [
    delivery.orderId,
    delivery.kind,
    delivery.outcome.slice(0, 300),
    delivery.actor,
  ]);
}
