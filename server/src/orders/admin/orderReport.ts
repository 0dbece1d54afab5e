// The owner's view of the sales (docs/orders.md, `npm run orders`): orders filtered by date and
// status, as a table for the terminal or as CSV. The same query serves the command when it opens the
// database itself and the running server when it holds the embedded database.
import { isCalendarDay } from '@site/contract/parse';
import type { ShopOrderStatus } from '@site/contract/shopConsole';
import type { Queryable } from '../../db';

export interface ReportFilters {
  /** Inclusive, YYYY-MM-DD (UTC). */
  from?: string;
  /** Inclusive, YYYY-MM-DD (UTC). */
  to?: string;
  /** As the console reads it: a paid order that refunds gave back in part or in full says so. */
  status?: ShopOrderStatus;
  /** Any part of an order's number, email or name, as the console's search (matchesSearch). */
  search?: string;
  limit?: number;
}

export interface ReportRow {
  id: string;
  createdAt: string;
  status: string;
  email: string;
  name: string;
  items: string;
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
  /** What refunds that went through gave back (docs/orders.md, "Refunds"). */
  refundedCents: number;
  referralCode: string;
  provider: string;
}

/** Each order with what refunds that went through gave back, and its status as the owner reads it. */
export const ORDERS_WITH_REFUNDS = `
  WITH refunded AS (
    SELECT o.*, COALESCE((SELECT sum(r.amount_cents) FROM refunds r WHERE r.order_id = o.id AND r.status = 'succeeded'), 0)
             AS refunded_cents
      FROM orders o
  ), shown AS (
    SELECT refunded.*, CASE WHEN status <> 'paid' THEN status
                            WHEN refunded_cents >= total_cents THEN 'refunded'
                            WHEN refunded_cents > 0 THEN 'partly_refunded'
                            ELSE 'paid' END AS shop_status
      FROM refunded
  )`;

/** A LIKE pattern for any part of `text`, its wildcards taken literally; null: no search. */
export const containing = (text: string | undefined) =>
  text ? `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;

/** The orders whose number, email or name holds the pattern in parameter `p` (NULL: every order). */
export const matchesSearch = (p: string) =>
  `(${p}::text IS NULL OR lower(id) LIKE ${p} OR lower(email) LIKE ${p} OR email_normalized LIKE ${p}
    OR lower(first_name || ' ' || last_name) LIKE ${p})`;

const STATUSES: ShopOrderStatus[] = ['paid', 'pending', 'partly_refunded', 'refunded'];

/** Filters from untrusted text (a command line, a query string); a wrong one is an error that says why. */
export function parseReportFilters(input: Record<string, unknown>): ReportFilters {
  const filters: ReportFilters = {};
  for (const key of ['from', 'to'] as const) {
    const value = input[key];
    if (value === undefined || value === '') continue;
    if (typeof value !== 'string' || !isCalendarDay(value)) {
      throw new Error(`--${key} must be a day of the calendar like 2026-11-24 (got "${String(value)}")`);
    }
    filters[key] = value;
  }
  const status = input.status;
  if (status !== undefined && status !== '') {
    if (!STATUSES.includes(status as ShopOrderStatus))
      throw new Error(`--status must be ${STATUSES.join(', ')} (got "${String(status)}")`);
    filters.status = status as ShopOrderStatus;
  }
  const search = input.search;
  if (search !== undefined && search !== '') {
    if (typeof search !== 'string' || search.trim().length > 200)
      throw new Error('--search must be some text (at most 200 characters) of an order number, email or name');
    if (search.trim()) filters.search = search.trim();
  }
  const limit = input.limit;
  if (limit !== undefined && limit !== '') {
    const n = Number(limit);
    if (!Number.isInteger(n) || n < 1 || n > 1_000_000)
      throw new Error(`--limit must be a whole number from 1 (got "${String(limit)}")`);
    filters.limit = n;
  }
  return filters;
}

export async function listOrders(db: Queryable, filters: ReportFilters): Promise<ReportRow[]> {
  const { rows } = await db.query<Record<string, unknown>>(
    `${ORDERS_WITH_REFUNDS}
     SELECT o.id, o.created_at, o.shop_status AS status, o.email, o.first_name, o.last_name, o.subtotal_cents,
            o.discount_cents, o.tax_cents, o.total_cents, o.referral_code, o.provider, o.refunded_cents,
            (SELECT string_agg(l.quantity || ' x ' || l.product_name, '; ' ORDER BY l.line_no)
               FROM order_lines l WHERE l.order_id = o.id) AS items
       FROM shown o
      WHERE ($1::timestamptz IS NULL OR o.created_at >= $1::timestamptz)
        AND ($2::timestamptz IS NULL OR o.created_at < $2::timestamptz + interval '1 day')
        AND ($3::text IS NULL OR o.shop_status = $3)
        AND ${matchesSearch('$5')}
      ORDER BY o.created_at DESC
      LIMIT $4`,
    [
      filters.from ? `${filters.from}T00:00:00Z` : null,
      filters.to ? `${filters.to}T00:00:00Z` : null,
      filters.status ?? null,
      filters.limit ?? 10_000,
      containing(filters.search),
    ],
  );
  return rows.map((row) => ({
    id: String(row.id),
    createdAt: new Date(row.created_at as string).toISOString(),
    status: String(row.status),
    email: String(row.email),
    name: `${String(row.first_name)} ${String(row.last_name)}`,
    items: String(row.items ?? ''),
    subtotalCents: Number(row.subtotal_cents),
    discountCents: Number(row.discount_cents),
    taxCents: Number(row.tax_cents),
    totalCents: Number(row.total_cents),
    refundedCents: Number(row.refunded_cents),
    referralCode: String(row.referral_code ?? ''),
    provider: String(row.provider),
  }));
}

const COLUMNS: [keyof ReportRow, string][] = [
  ['id', 'order'],
  ['createdAt', 'created_at'],
  ['status', 'status'],
  ['email', 'email'],
  ['name', 'name'],
  ['items', 'items'],
  ['subtotalCents', 'subtotal'],
  ['discountCents', 'discount'],
  ['taxCents', 'tax'],
  ['totalCents', 'total'],
  ['refundedCents', 'refunded'],
  ['referralCode', 'referral_code'],
  ['provider', 'provider'],
];

/** Cents as a CSV's dollars: 1234.50. */
export const dollars = (cents: number) => (cents / 100).toFixed(2);

function cell(row: ReportRow, key: keyof ReportRow): string {
  const value = row[key];
  return typeof value === 'number' ? dollars(value) : value;
}

/** A CSV cell (RFC 4180); one a spreadsheet would run as a formula is prefixed with a quote. */
export function csvCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** RFC 4180 CSV of the orders. */
export function toCsv(rows: ReportRow[]): string {
  const quote = csvCell;
  const lines = [COLUMNS.map(([, title]) => title).join(',')];
  for (const row of rows) lines.push(COLUMNS.map(([key]) => quote(cell(row, key))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** A table for the terminal, with the paid total at the foot. */
export function toTable(rows: ReportRow[]): string {
  if (rows.length === 0) return 'No orders match.\n';
  const shown: (keyof ReportRow)[] = ['id', 'createdAt', 'status', 'email', 'totalCents', 'refundedCents', 'items'];
  const cells = rows.map((row) =>
    shown.map((key) => (key === 'createdAt' ? row.createdAt.slice(0, 16).replace('T', ' ') : cell(row, key))),
  );
  const titles = shown.map((key) => COLUMNS.find(([k]) => k === key)?.[1] ?? key);
  const widths = titles.map((title, i) =>
    Math.min(48, Math.max(title.length, ...cells.map((c) => (c[i] ?? '').length))),
  );
  const format = (values: string[]) => values.map((v, i) => v.slice(0, widths[i]).padEnd(widths[i] ?? 0)).join('  ');
  const paid = rows.filter((row) => row.status !== 'pending');
  return [
    format(titles),
    ...cells.map(format),
    '',
    `${rows.length} order(s); ${paid.length} paid, $${dollars(paid.reduce((sum, row) => sum + row.totalCents, 0))} in all, ` +
      `$${dollars(paid.reduce((sum, row) => sum + row.refundedCents, 0))} refunded.`,
    '',
  ].join('\n');
}
