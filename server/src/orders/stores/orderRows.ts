// An order as the database keeps it and as the rest of the room reads it (docs/orders.md): the
// orders row, its lines, and how a row becomes a StoredOrder.
import type { ProductType } from '@site/contract/catalogue';
import type { Queryable } from '../../db';
import type { PricedLine } from '../orderRules';

export type OrderStatus = 'pending' | 'paid';
export type ReceiptMode = 'email' | 'outbox';

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
  /** The provider's payment (Stripe's PaymentIntent), once paid: what a refund names. */
  paymentRef?: string | null;
  receipt: ReceiptMode | null;
  createdAt: Date;
  paidAt: Date | null;
  lines: PricedLine[];
}

export interface OrderRowDb {
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
  payment_ref?: string | null;
  receipt: ReceiptMode | null;
  created_at: Date | string;
  paid_at: Date | string | null;
  request_hash?: string;
}

interface LineRowDb {
  order_id: string;
  product_id: string;
  product_name: string;
  /** What the order wrote: a type of the catalogue. */
  product_type: ProductType;
  unit_price_cents: number;
  quantity: number;
  line_total_cents: number;
}

export const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export const ORDER_COLUMNS = `id, status, email, email_normalized, first_name, last_name, user_id, referral_code,
  referral_applied, subtotal_cents, discount_cents, tax_cents, total_cents, provider, provider_session_id,
  receipt, created_at, paid_at, payment_ref`;

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
    paymentRef: row.payment_ref ?? null,
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

/** The orders of `rows` with their lines (one query for all of them). */
export async function withLines(db: Queryable, rows: OrderRowDb[]): Promise<StoredOrder[]> {
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

/** The first order a query finds, with its lines; null for none. */
export async function oneOrder(db: Queryable, where: string, params: unknown[]): Promise<StoredOrder | null> {
  const { rows } = await db.query<OrderRowDb>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE ${where}`, params);
  return (await withLines(db, rows))[0] ?? null;
}
