// What the owner reads of the shop in the console (docs/shop-console.md, "The shop"): revenue net of
// refunds, orders found by number, email or name, and customers. Read-only SQL both PGlite and
// Postgres accept; days are UTC.
import type {
  CustomerPage,
  RevenueDay,
  ShopOrderPage,
  ShopOrderStatus,
  ShopOrderSummary,
  ShopRevenue,
} from '@site/contract/shopConsole';
import { DEFAULT_REVENUE_PERIOD, type RevenuePeriod } from '@site/contract/revenueByProduct';
import type { Queryable } from '../../db';
import { containing, matchesSearch, ORDERS_WITH_REFUNDS } from './orderReport';
import { revenueByProduct } from './productRevenue';

export const PAGE_SIZE = 25;
const DAY_MS = 86_400_000;
const REVENUE_DAYS = 90;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Gross paid by the day it was paid, refunds by the day they went through, and what is left; and
 * each product's figures over the last `days` days.
 */
export async function revenue(
  db: Queryable,
  now: Date,
  days: RevenuePeriod = DEFAULT_REVENUE_PERIOD,
): Promise<ShopRevenue> {
  const today = new Date(`${dayOf(now)}T00:00:00Z`);
  const since = new Date(today.getTime() - (REVENUE_DAYS - 1) * DAY_MS);
  const { rows: paid } = await db.query<{ day: string; gross: string | number; orders: string | number }>(
    `SELECT to_char(paid_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, sum(total_cents) AS gross, count(*) AS orders
       FROM orders WHERE status = 'paid' AND paid_at >= $1 GROUP BY 1`,
    [since],
  );
  const { rows: refunded } = await db.query<{ day: string; cents: string | number }>(
    `SELECT to_char(settled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, sum(amount_cents) AS cents
       FROM refunds WHERE status = 'succeeded' AND settled_at >= $1 GROUP BY 1`,
    [since],
  );
  const daily: RevenueDay[] = [];
  for (let i = 0; i < REVENUE_DAYS; i += 1) {
    const date = dayOf(new Date(since.getTime() + i * DAY_MS));
    const sold = paid.find((row) => row.day === date);
    const grossCents = Number(sold?.gross ?? 0);
    const refundedCents = Number(refunded.find((row) => row.day === date)?.cents ?? 0);
    daily.push({
      date,
      grossCents,
      refundedCents,
      netCents: grossCents - refundedCents,
      orders: Number(sold?.orders ?? 0),
    });
  }
  const lastDays = (n: number) =>
    daily.slice(-n).reduce(
      (sum, day) => ({
        grossCents: sum.grossCents + day.grossCents,
        refundedCents: sum.refundedCents + day.refundedCents,
        netCents: sum.netCents + day.netCents,
        orders: sum.orders + day.orders,
      }),
      { grossCents: 0, refundedCents: 0, netCents: 0, orders: 0 },
    );
  return {
    asOf: now.toISOString(),
    today: lastDays(1),
    last7Days: lastDays(7),
    last28Days: lastDays(28),
    daily,
    byProduct: await revenueByProduct(db, now, days),
  };
}

interface SummaryRow {
  id: string;
  created_at: Date | string;
  paid_at: Date | string | null;
  shop_status: ShopOrderStatus;
  email: string;
  first_name: string;
  last_name: string;
  total_cents: number | string;
  refunded_cents: number | string;
  items: string | null;
  total?: number | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export const summaryOf = (row: SummaryRow): ShopOrderSummary => ({
  id: row.id,
  createdAt: iso(row.created_at),
  paidAt: row.paid_at ? iso(row.paid_at) : null,
  status: row.shop_status,
  email: row.email,
  name: `${row.first_name} ${row.last_name}`,
  items: row.items ?? '',
  totalCents: Number(row.total_cents),
  refundedCents: Number(row.refunded_cents),
});

const SUMMARY_COLUMNS = `id, created_at, paid_at, shop_status, email, first_name, last_name, total_cents, refunded_cents,
  (SELECT string_agg(l.quantity || ' x ' || l.product_name, '; ' ORDER BY l.line_no)
     FROM order_lines l WHERE l.order_id = shown.id) AS items`;

export interface OrderSearch {
  q?: string;
  status?: ShopOrderStatus;
  /** Inclusive days (UTC) of the order's creation. */
  from?: string;
  to?: string;
  page: number;
}

/** Orders matching a number, an email or a name (any part of them), newest first, a page at a time. */
export async function searchOrders(db: Queryable, search: OrderSearch): Promise<ShopOrderPage> {
  const { rows } = await db.query<SummaryRow>(
    `${ORDERS_WITH_REFUNDS}
     SELECT ${SUMMARY_COLUMNS}, count(*) OVER () AS total FROM shown
      WHERE ${matchesSearch('$1')}
        AND ($2::text IS NULL OR shop_status = $2)
        AND ($3::timestamptz IS NULL OR created_at >= $3::timestamptz)
        AND ($4::timestamptz IS NULL OR created_at < $4::timestamptz + interval '1 day')
      ORDER BY created_at DESC, id
      LIMIT $5 OFFSET $6`,
    [
      containing(search.q),
      search.status ?? null,
      search.from ? `${search.from}T00:00:00Z` : null,
      search.to ? `${search.to}T00:00:00Z` : null,
      PAGE_SIZE,
      (search.page - 1) * PAGE_SIZE,
    ],
  );
  return { orders: rows.map(summaryOf), page: search.page, pageSize: PAGE_SIZE, total: Number(rows[0]?.total ?? 0) };
}

/** One order's summary, or null. */
export async function orderSummary(db: Queryable, id: string): Promise<ShopOrderSummary | null> {
  const { rows } = await db.query<SummaryRow>(
    `${ORDERS_WITH_REFUNDS} SELECT ${SUMMARY_COLUMNS} FROM shown WHERE id = $1`,
    [id],
  );
  return rows[0] ? summaryOf(rows[0]) : null;
}

/** Each buyer (by normalised email) with their orders and what they paid net of refunds, latest first. */
export async function customers(db: Queryable, search: { q?: string; page: number }): Promise<CustomerPage> {
  const { rows } = await db.query<{
    email: string;
    name: string;
    orders: number | string;
    paid_orders: number | string;
    paid_cents: number | string | null;
    refunded_cents: number | string | null;
    last_order_at: Date | string;
    total: number | string;
  }>(
    `${ORDERS_WITH_REFUNDS}
     SELECT (array_agg(email ORDER BY created_at DESC))[1] AS email,
            (array_agg(first_name || ' ' || last_name ORDER BY created_at DESC))[1] AS name,
            count(*) AS orders, count(*) FILTER (WHERE status = 'paid') AS paid_orders,
            sum(total_cents) FILTER (WHERE status = 'paid') AS paid_cents, sum(refunded_cents) AS refunded_cents,
            max(created_at) AS last_order_at, count(*) OVER () AS total
       FROM shown
      WHERE $1::text IS NULL OR lower(email) LIKE $1 OR email_normalized LIKE $1
            OR lower(first_name || ' ' || last_name) LIKE $1
      GROUP BY email_normalized
      ORDER BY max(created_at) DESC, email_normalized
      LIMIT $2 OFFSET $3`,
    [containing(search.q), PAGE_SIZE, (search.page - 1) * PAGE_SIZE],
  );
  return {
    customers: rows.map((row) => {
      const refundedCents = Number(row.refunded_cents ?? 0);
      return {
        email: row.email,
        name: row.name,
        orders: Number(row.orders),
        paidOrders: Number(row.paid_orders),
        refundedCents,
        netCents: Number(row.paid_cents ?? 0) - refundedCents,
        lastOrderAt: iso(row.last_order_at),
      };
    }),
    page: search.page,
    pageSize: PAGE_SIZE,
    total: Number(rows[0]?.total ?? 0),
  };
}
