// What the payment providers tell the shop (docs/orders.md): an order's Checkout session, an order
// becoming paid (once), and each webhook event seen (applied once however often it is sent).
import type { Queryable } from '../../db';
import { oneOrder, type ReceiptMode } from './orderRows';

/** Pending -> paid, once; the referrer recorded with the order when it was, null when it already was paid. */
export async function markOrderPaid(
  tx: Queryable,
  orderId: string,
  receipt: ReceiptMode,
  paidAt: Date,
  paymentRef: string | null = null,
): Promise<{ referrerUserId: string | null } | null> {
  const { rows } = await tx.query<{ referrer_user_id: string | null }>(
    `UPDATE orders SET status = 'paid', paid_at = $2, receipt = $3, payment_ref = $4 WHERE id = $1 AND status = 'pending'
     RETURNING referrer_user_id`,
    [orderId, paidAt, receipt, paymentRef],
  );
  const row = rows[0];
  return row ? { referrerUserId: row.referrer_user_id } : null;
}

export const findByProviderSession = (db: Queryable, sessionId: string) =>
  oneOrder(db, 'provider_session_id = $1', [sessionId]);

export async function setProviderSession(db: Queryable, orderId: string, sessionId: string): Promise<void> {
  await db.query('UPDATE orders SET provider_session_id = $2 WHERE id = $1', [orderId, sessionId]);
}

/** True the first time an event id is seen: a provider's retried webhook is applied once. */
export async function recordPaymentEvent(db: Queryable, eventId: string, type: string): Promise<boolean> {
  const { rows } = await db.query(
    'INSERT INTO payment_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id',
    [eventId, type],
  );
  return rows.length > 0;
}
