// Orders, subscriptions, referral codes and commissions in the database (docs/orders.md). Every
// read of a visitor's records filters by the verified account; a miss is null (the routes answer 404).
import type { Database, Queryable } from '../db/database';
import { normalizeEmail } from '../auth/normalizeEmail';
import {
  commissionCents,
  MEMBERSHIP_TYPE,
  newPublicId,
  oneMonthAfter,
  priceOrder,
  requestHash,
  type BadInput,
  type OrderRequest,
  type PricedLine,
  type ShopCatalogue,
} from './orderRules';

export type OrderStatus = 'pending' | 'paid';

export interface StoredOrder {
  id: string;
  status: OrderStatus;
  email: string;
  emailNormalized: string;
  firstName: string;
  lastName: string;
  userId: string | null;
  referralCode: string | null;
  referralApplied: boolean;
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
  provider: string;
  providerSessionId: string | null;
  receipt: 'email' | 'outbox' | null;
  createdAt: Date;
  paidAt: Date | null;
  lines: PricedLine[];
}

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

export interface NewOrder {
  request: OrderRequest;
  idempotencyKey: string;
  /** The verified account placing it, or null for a guest. */
  userId: string | null;
  provider: string;
  /**
   * Paid at once (the simulated provider): created pending and marked paid in the same transaction,
   * with how its receipt goes out.
   */
  payNow?: { receipt: 'email' | 'outbox' };
}

export type CreateOutcome =
  | { kind: 'created' | 'repeated'; order: StoredOrder }
  | { kind: 'conflict' }
  | { kind: 'bad-input'; problem: BadInput }
  | { kind: 'referral-refused'; problem: BadInput };

interface OrderRowDb {
  id: string;
  status: OrderStatus;
  email: string;
  email_normalized: string;
  first_name: string;
  last_name: string;
  user_id: string | null;
  referral_code: string | null;
  referral_applied: boolean;
  subtotal_cents: number;
  discount_cents: number;
  tax_cents: number;
  total_cents: number;
  provider: string;
  provider_session_id: string | null;
  receipt: 'email' | 'outbox' | null;
  created_at: Date | string;
  paid_at: Date | string | null;
  request_hash?: string;
}
interface LineRowDb {
  order_id: string;
  product_id: string;
  product_name: string;
  product_type: string;
  unit_price_cents: number;
  quantity: number;
  line_total_cents: number;
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

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function toOrder(row: OrderRowDb, lines: LineRowDb[]): StoredOrder {
  return {
    id: row.id,
    status: row.status,
    email: row.email,
    emailNormalized: row.email_normalized,
    firstName: row.first_name,
    lastName: row.last_name,
    userId: row.user_id,
    referralCode: row.referral_code,
    referralApplied: row.referral_applied,
    subtotalCents: Number(row.subtotal_cents),
    discountCents: Number(row.discount_cents),
    taxCents: Number(row.tax_cents),
    totalCents: Number(row.total_cents),
    provider: row.provider,
    providerSessionId: row.provider_session_id,
    receipt: row.receipt,
    createdAt: asDate(row.created_at),
    paidAt: row.paid_at ? asDate(row.paid_at) : null,
    lines: lines.map((line) => ({
      productId: line.product_id,
      name: line.product_name,
      type: line.product_type,
      unitPriceCents: Number(line.unit_price_cents),
      quantity: Number(line.quantity),
      lineTotalCents: Number(line.line_total_cents),
    })),
  };
}

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

const ORDER_COLUMNS = `id, status, email, email_normalized, first_name, last_name, user_id, referral_code,
  referral_applied, subtotal_cents, discount_cents, tax_cents, total_cents, provider, provider_session_id,
  receipt, created_at, paid_at`;

async function withLines(db: Queryable, rows: OrderRowDb[]): Promise<StoredOrder[]> {
  if (rows.length === 0) return [];
  const { rows: lines } = await db.query<LineRowDb>(
    `SELECT order_id, product_id, product_name, product_type, unit_price_cents, quantity, line_total_cents
       FROM order_lines WHERE order_id = ANY($1::text[]) ORDER BY order_id, line_no`,
    [rows.map((row) => row.id)],
  );
  return rows.map((row) =>
    toOrder(
      row,
      lines.filter((line) => line.order_id === row.id),
    ),
  );
}

export interface OrderStoreOptions {
  catalogue: ShopCatalogue;
  now?: () => Date;
}

export type OrderStore = ReturnType<typeof createOrderStore>;

export function createOrderStore(db: Database, { catalogue, now = () => new Date() }: OrderStoreOptions) {
  const findById = async (id: string, q: Queryable = db): Promise<StoredOrder | null> => {
    const { rows } = await q.query<OrderRowDb>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = $1`, [id]);
    return (await withLines(q, rows))[0] ?? null;
  };

  /** Why a referral code gives no discount to this buyer, or null when it does. */
  const referralRefusal = async (
    q: Queryable,
    code: string,
    buyer: { userId: string | null; emailNormalized: string },
  ): Promise<{ reason: string | null; referrerUserId: string | null }> => {
    const { rows } = await q.query<{ user_id: string; email_normalized: string }>(
      'SELECT user_id, email_normalized FROM referral_codes WHERE code = $1',
      [code],
    );
    const referrer = rows[0];
    if (!referrer) return { reason: 'This referral code is not known.', referrerUserId: null };
    if (referrer.user_id === buyer.userId || referrer.email_normalized === buyer.emailNormalized) {
      return { reason: 'Your own referral code cannot be used on your purchases.', referrerUserId: null };
    }
    const { rows: earlier } = await q.query(
      `SELECT 1 FROM orders WHERE status = 'paid' AND (email_normalized = $1 OR ($2::text IS NOT NULL AND user_id = $2))
        LIMIT 1`,
      [buyer.emailNormalized, buyer.userId],
    );
    if (earlier.length > 0) {
      return { reason: 'The referral discount is for a first purchase only.', referrerUserId: null };
    }
    return { reason: null, referrerUserId: referrer.user_id };
  };

  const create = async ({ request, idempotencyKey, userId, provider, payNow }: NewOrder): Promise<CreateOutcome> => {
    const hash = requestHash(request, userId);
    const emailNormalized = normalizeEmail(request.contact.email);
    const code = request.referralCode ? request.referralCode.toUpperCase() : null;

    /** The order already made under this key: the same one, a conflict (another body), or none. */
    const existing = async (): Promise<CreateOutcome | null> => {
      const { rows } = await db.query<OrderRowDb>(
        `SELECT ${ORDER_COLUMNS}, request_hash FROM orders WHERE idempotency_key = $1`,
        [idempotencyKey],
      );
      const row = rows[0];
      if (!row) return null;
      if (row.request_hash !== hash) return { kind: 'conflict' };
      const [order] = await withLines(db, [row]);
      return order ? { kind: 'repeated', order } : { kind: 'conflict' };
    };

    // A retry of an order already made answers that order, whatever happened since (even if it
    // has been paid meanwhile and the referral no longer applies): looked up first when a referral
    // is checked; otherwise the insert's ON CONFLICT finds it (one round trip less).
    if (code) {
      const before = await existing();
      if (before) return before;
    }

    return (
      db
        .transaction(async (tx): Promise<CreateOutcome> => {
          let referrerUserId: string | null = null;
          if (code) {
            const verdict = await referralRefusal(tx, code, { userId, emailNormalized });
            if (verdict.reason) {
              return {
                kind: 'referral-refused',
                problem: { error: 'Referral discount not available', message: verdict.reason, field: 'referralCode' },
              };
            }
            referrerUserId = verdict.referrerUserId;
          }
          const priced = priceOrder(request.items, catalogue, referrerUserId !== null);
          if (!priced.ok) return { kind: 'bad-input', problem: priced.problem };
          const id = newPublicId('ORD');
          const createdAt = now();
          const { rows } = await tx.query<{ id: string }>(
            `INSERT INTO orders (id, idempotency_key, request_hash, email, email_normalized, first_name, last_name,
               user_id, referral_code, referral_applied, referrer_user_id, subtotal_cents, discount_cents, tax_cents,
               total_cents, provider, created_at,
               status, paid_at, receipt)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
             ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
            [
              id,
              idempotencyKey,
              hash,
              request.contact.email,
              emailNormalized,
              request.contact.firstName,
              request.contact.lastName,
              userId,
              code,
              referrerUserId !== null,
              referrerUserId,
              priced.totals.subtotalCents,
              priced.totals.discountCents,
              priced.totals.taxCents,
              priced.totals.totalCents,
              provider,
              createdAt,
              // Paid at once (simulated): pending and paid within this one transaction.
              payNow ? 'paid' : 'pending',
              payNow ? createdAt : null,
              payNow?.receipt ?? null,
            ],
          );
          if (rows.length === 0) return { kind: 'conflict' };
          // All lines in one statement: an order is a few round trips, whatever its size.
          await tx.query(
            `INSERT INTO order_lines (order_id, line_no, product_id, product_name, product_type, unit_price_cents,
               quantity, line_total_cents) VALUES ${priced.lines
                 .map(
                   (_, i) =>
                     `($1, ${i}, $${i * 6 + 2}, $${i * 6 + 3}, $${i * 6 + 4}, $${i * 6 + 5}, $${i * 6 + 6}, $${i * 6 + 7})`,
                 )
                 .join(', ')}`,
            [
              id,
              ...priced.lines.flatMap((line) => [
                line.productId,
                line.name,
                line.type,
                line.unitPriceCents,
                line.quantity,
                line.lineTotalCents,
              ]),
            ],
          );
          const order: StoredOrder = {
            id,
            status: 'pending',
            email: request.contact.email,
            emailNormalized,
            firstName: request.contact.firstName,
            lastName: request.contact.lastName,
            userId,
            referralCode: code,
            referralApplied: referrerUserId !== null,
            ...priced.totals,
            provider,
            providerSessionId: null,
            receipt: null,
            createdAt,
            paidAt: null,
            lines: priced.lines,
          };
          if (payNow) {
            Object.assign(order, { status: 'paid', paidAt: createdAt, receipt: payNow.receipt });
            await startPaidRecords(tx, order, createdAt, referrerUserId);
          }
          return { kind: 'created', order };
        })
        // Lost a race for the key: ON CONFLICT waited for the winner's commit, so its order is there.
        .then(async (outcome) => (outcome.kind === 'conflict' ? ((await existing()) ?? outcome) : outcome))
    );
  };

  /**
   * What a paid order starts: memberships their subscription (one period from the payment), and the
   * referrer of a buyer's first paid order the commission.
   */
  const startPaidRecords = async (
    tx: Queryable,
    order: Pick<StoredOrder, 'id' | 'userId' | 'emailNormalized' | 'subtotalCents' | 'discountCents' | 'lines'>,
    paidAt: Date,
    referrerUserId: string | null,
  ): Promise<void> => {
    for (const [index, line] of order.lines.entries()) {
      if (line.type !== MEMBERSHIP_TYPE) continue;
      const product = catalogue.get(line.productId);
      await tx.query(
        `INSERT INTO subscriptions (id, order_id, line_no, user_id, email_normalized, product_id, name, price_cents,
           features, status, current_period_end, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, 'active', $10, $11)
         ON CONFLICT (order_id, line_no) DO NOTHING`,
        [
          newPublicId('SUB'),
          order.id,
          index,
          order.userId,
          order.emailNormalized,
          line.productId,
          line.name,
          line.unitPriceCents,
          JSON.stringify(product?.features ?? []),
          oneMonthAfter(paidAt),
          paidAt,
        ],
      );
    }
    if (referrerUserId) {
      await tx.query(
        `INSERT INTO commissions (order_id, referrer_user_id, amount_cents, status, created_at)
         SELECT $1, $2, $3, 'pending', $4
          WHERE NOT EXISTS (SELECT 1 FROM orders WHERE email_normalized = $5 AND status = 'paid' AND id <> $1)
         ON CONFLICT (order_id) DO NOTHING`,
        [
          order.id,
          referrerUserId,
          commissionCents(order.subtotalCents, order.discountCents),
          paidAt,
          order.emailNormalized,
        ],
      );
    }
  };

  /** Pending -> paid, once, inside `tx`; false when it was paid already. */
  const applyPaid = async (tx: Queryable, orderId: string, receipt: 'email' | 'outbox'): Promise<boolean> => {
    const paidAt = now();
    const { rows } = await tx.query<{ referrer_user_id: string | null }>(
      `UPDATE orders SET status = 'paid', paid_at = $2, receipt = $3 WHERE id = $1 AND status = 'pending'
       RETURNING referrer_user_id`,
      [orderId, paidAt, receipt],
    );
    const row = rows[0];
    if (!row) return false;
    const order = await findById(orderId, tx);
    if (order) await startPaidRecords(tx, order, paidAt, row.referrer_user_id);
    return true;
  };

  /** A payment provider confirmed the order (the webhook): paid once; false when it already was. */
  const markPaid = async (orderId: string, receipt: 'email' | 'outbox'): Promise<boolean> =>
    db.transaction((tx) => applyPaid(tx, orderId, receipt));

  /** A guest's orders and subscriptions join the account with the same normalised email. */
  const claimGuestRecords = async (userId: string, email: string): Promise<void> => {
    const emailNormalized = normalizeEmail(email);
    await db.query('UPDATE orders SET user_id = $1 WHERE user_id IS NULL AND email_normalized = $2', [
      userId,
      emailNormalized,
    ]);
    await db.query('UPDATE subscriptions SET user_id = $1 WHERE user_id IS NULL AND email_normalized = $2', [
      userId,
      emailNormalized,
    ]);
  };

  const listForUser = async (userId: string): Promise<StoredOrder[]> => {
    const { rows } = await db.query<OrderRowDb>(
      `SELECT ${ORDER_COLUMNS} FROM orders WHERE user_id = $1 ORDER BY created_at DESC LIMIT 200`,
      [userId],
    );
    return withLines(db, rows);
  };

  const subscriptionsForUser = async (userId: string): Promise<StoredSubscription[]> => {
    const { rows } = await db.query<SubscriptionRowDb>(
      `SELECT id, order_id, product_id, name, status, cancel_at_period_end, current_period_end, price_cents, features
         FROM subscriptions WHERE user_id = $1 ORDER BY created_at DESC`,
      [userId],
    );
    const at = now();
    return rows.map((row) => toSubscription(row, at));
  };

  /** Cancels at the period's end (the owner keeps access until then); null when not the owner's. */
  const cancelSubscription = async (userId: string, id: string): Promise<StoredSubscription | null> => {
    const { rows } = await db.query<SubscriptionRowDb>(
      `UPDATE subscriptions SET cancel_at_period_end = true, cancelled_at = COALESCE(cancelled_at, $3)
        WHERE id = $1 AND user_id = $2
        RETURNING id, order_id, product_id, name, status, cancel_at_period_end, current_period_end, price_cents, features`,
      [id, userId, now()],
    );
    return rows[0] ? toSubscription(rows[0], now()) : null;
  };

  return {
    create,
    markPaid,
    findById,
    claimGuestRecords,
    listForUser,
    subscriptionsForUser,
    cancelSubscription,
    findByProviderSession: async (sessionId: string): Promise<StoredOrder | null> => {
      const { rows } = await db.query<OrderRowDb>(
        `SELECT ${ORDER_COLUMNS} FROM orders WHERE provider_session_id = $1`,
        [sessionId],
      );
      return (await withLines(db, rows))[0] ?? null;
    },
    setProviderSession: async (orderId: string, sessionId: string): Promise<void> => {
      await db.query('UPDATE orders SET provider_session_id = $2 WHERE id = $1', [orderId, sessionId]);
    },
    setReceipt: async (orderId: string, receipt: 'email' | 'outbox' | null): Promise<void> => {
      await db.query('UPDATE orders SET receipt = $2 WHERE id = $1', [orderId, receipt]);
    },
    /** True the first time an event id is seen: a provider's retried webhook is applied once. */
    recordEvent: async (eventId: string, type: string): Promise<boolean> => {
      const { rows } = await db.query(
        'INSERT INTO payment_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id',
        [eventId, type],
      );
      return rows.length > 0;
    },
  };
}
