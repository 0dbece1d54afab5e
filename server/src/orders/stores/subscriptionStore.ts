// Memberships' subscriptions (docs/orders.md): started by a paid order, one period at a time,
// cancelled at the period's end by their owner only.
import type { Queryable } from '../../db';
import { asDate } from './orderRows';

export interface StoredSubscription {
  id: string;
  orderId: string;
  productId: string;
  name: string;
  status: 'active' | 'cancelled';
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date;
  priceCents: number;
  features: string[];
}

interface SubscriptionRowDb {
  id: string;
  order_id: string;
  product_id: string;
  name: string;
  status: 'active' | 'cancelled';
  cancel_at_period_end: boolean;
  current_period_end: Date | string;
  price_cents: number;
  features: string[] | string;
}

const COLUMNS =
  'id, order_id, product_id, name, status, cancel_at_period_end, current_period_end, price_cents, features';

function toSubscription(row: SubscriptionRowDb, now: Date): StoredSubscription {
  const periodEnd = asDate(row.current_period_end);
  // A subscription cancelled at the period's end is active until then.
  const ended = row.status === 'cancelled' || (row.cancel_at_period_end && periodEnd <= now);
  return {
    id: row.id,
    orderId: row.order_id,
    productId: row.product_id,
    name: row.name,
    status: ended ? 'cancelled' : 'active',
    cancelAtPeriodEnd: row.cancel_at_period_end,
    currentPeriodEnd: periodEnd,
    priceCents: Number(row.price_cents),
    features: typeof row.features === 'string' ? (JSON.parse(row.features) as string[]) : row.features,
  };
}

export interface NewSubscription {
  id: string;
  orderId: string;
  /** The order line it comes from: one subscription per line, however often the payment is applied. */
  lineNo: number;
  userId: string | null;
  emailNormalized: string;
  productId: string;
  name: string;
  priceCents: number;
  features: string[];
  periodEnd: Date;
  createdAt: Date;
}

export async function insertSubscription(tx: Queryable, subscription: NewSubscription): Promise<void> {
  await tx.query(
    `INSERT INTO subscriptions (id, order_id, line_no, user_id, email_normalized, product_id, name, price_cents,
       features, status, current_period_end, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, 'active', $10, $11)
     ON CONFLICT (order_id, line_no) DO NOTHING`,
    [
      subscription.id,
      subscription.orderId,
      subscription.lineNo,
      subscription.userId,
      subscription.emailNormalized,
      subscription.productId,
      subscription.name,
      subscription.priceCents,
      JSON.stringify(subscription.features),
      subscription.periodEnd,
      subscription.createdAt,
    ],
  );
}

export async function subscriptionsForUser(db: Queryable, userId: string, now: Date): Promise<StoredSubscription[]> {
  const { rows } = await db.query<SubscriptionRowDb>(
    `SELECT ${COLUMNS} FROM subscriptions WHERE user_id = $1 ORDER BY created_at DESC`,
    [userId],
  );
  return rows.map((row) => toSubscription(row, now));
}

/** Cancels at the period's end (the owner keeps access until then); null when not the owner's. */
export async function cancelSubscription(
  db: Queryable,
  userId: string,
  id: string,
  now: Date,
): Promise<StoredSubscription | null> {
  const { rows } = await db.query<SubscriptionRowDb>(
    `UPDATE subscriptions SET cancel_at_period_end = true, cancelled_at = COALESCE(cancelled_at, $3)
      WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
    [id, userId, now],
  );
  return rows[0] ? toSubscription(rows[0], now) : null;
}

/** A guest's subscriptions join the account with the same normalised email. */
export async function claimGuestSubscriptions(db: Queryable, userId: string, emailNormalized: string): Promise<void> {
  await db.query('UPDATE subscriptions SET user_id = $1 WHERE user_id IS NULL AND email_normalized = $2', [
    userId,
    emailNormalized,
  ]);
}
