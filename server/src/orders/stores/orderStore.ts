// The orders and their lines (docs/orders.md), as priced before they get here: a new order is
// written as it is given; reads of a visitor's orders filter by the verified account.
import type { PriceBreakdown } from '@site/contract/pricing';
import type { Queryable } from '../../db';
import type { PricedLine } from '../orderRules';
import { ORDER_COLUMNS, oneOrder, withLines, type OrderRowDb, type ReceiptMode, type StoredOrder } from './orderRows';

/** An order priced and ready to keep. */
export interface NewOrderRecord {
  id: string;
  idempotencyKey: string;
  requestHash: string;
  contact: { email: string; emailNormalized: string; firstName: string; lastName: string };
  userId: string | null;
  referralCode: string | null;
  referrerUserId: string | null;
  totals: PriceBreakdown;
  lines: PricedLine[];
  provider: string;
  createdAt: Date;
  /** Paid at once (the simulated provider), with how its receipt goes out. */
  paidReceipt: ReceiptMode | null;
}

/** The order kept under an idempotency key, with the fingerprint of what was asked. */
export async function findByIdempotencyKey(
  db: Queryable,
  key: string,
): Promise<{ order: StoredOrder; requestHash: string } | null> {
  const { rows } = await db.query<OrderRowDb>(
    `SELECT ${ORDER_COLUMNS}, request_hash FROM orders WHERE idempotency_key = $1`,
    [key],
  );
  const row = rows[0];
  const [order] = row ? await withLines(db, [row]) : [];
  return row && order ? { order, requestHash: row.request_hash ?? '' } : null;
}

/** Writes the order and its lines; false when its idempotency key was taken meanwhile. */
export async function insertOrder(tx: Queryable, order: NewOrderRecord): Promise<boolean> {
  const { contact, totals, paidReceipt } = order;
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO orders (id, idempotency_key, request_hash, email, email_normalized, first_name, last_name,
       user_id, referral_code, referral_applied, referrer_user_id, subtotal_cents, discount_cents, tax_cents,
       total_cents, provider, created_at,
       status, paid_at, receipt)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    [
      order.id,
      order.idempotencyKey,
      order.requestHash,
      contact.email,
      contact.emailNormalized,
      contact.firstName,
      contact.lastName,
      order.userId,
      order.referralCode,
      order.referrerUserId !== null,
      order.referrerUserId,
      totals.subtotalCents,
      totals.discountCents,
      totals.taxCents,
      totals.totalCents,
      order.provider,
      order.createdAt,
      paidReceipt ? 'paid' : 'pending',
      paidReceipt ? order.createdAt : null,
      paidReceipt,
    ],
  );
  if (rows.length === 0) return false;
  // All lines in one statement: an order is a few round trips, whatever its size.
  await tx.query(
    `INSERT INTO order_lines (order_id, line_no, product_id, product_name, product_type, unit_price_cents,
       quantity, line_total_cents) VALUES ${order.lines
         .map(
           (_, i) =>
             `($1, ${i}, $${i * 6 + 2}, $${i * 6 + 3}, $${i * 6 + 4}, $${i * 6 + 5}, $${i * 6 + 6}, $${i * 6 + 7})`,
         )
         .join(', ')}`,
    [
      order.id,
      ...order.lines.flatMap((line) => [
        line.productId,
        line.name,
        line.type,
        line.unitPriceCents,
        line.quantity,
        line.lineTotalCents,
      ]),
    ],
  );
  return true;
}

export const findOrderById = (db: Queryable, id: string) => oneOrder(db, 'id = $1', [id]);

export async function listOrdersForUser(db: Queryable, userId: string): Promise<StoredOrder[]> {
  const { rows } = await db.query<OrderRowDb>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE user_id = $1 ORDER BY created_at DESC LIMIT 200`,
    [userId],
  );
  return withLines(db, rows);
}

/** A guest's orders join the account with the same normalised email. */
export async function claimGuestOrders(db: Queryable, userId: string, emailNormalized: string): Promise<void> {
  await db.query('UPDATE orders SET user_id = $1 WHERE user_id IS NULL AND email_normalized = $2', [
    userId,
    emailNormalized,
  ]);
}

/** Whether the buyer (by email or account) has a paid order already. */
export async function hasPaidOrder(db: Queryable, buyer: { userId: string | null; emailNormalized: string }) {
  const { rows } = await db.query(
    `SELECT 1 FROM orders WHERE status = 'paid' AND (email_normalized = $1 OR ($2::text IS NOT NULL AND user_id = $2))
      LIMIT 1`,
    [buyer.emailNormalized, buyer.userId],
  );
  return rows.length > 0;
}

export async function setReceipt(db: Queryable, orderId: string, receipt: ReceiptMode | null): Promise<void> {
  await db.query('UPDATE orders SET receipt = $2 WHERE id = $1', [orderId, receipt]);
}
