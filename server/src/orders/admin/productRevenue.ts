// What sells (docs/shop-console.md, "Revenue by product"): each product's units, paid, refunded and net
// over the last 7, 28 or 90 UTC days, counted as the revenue's figures are (paid by the day the
// order was paid, refunds by the day they went through), so that the rows add up to them.
import { products } from '@site/contract/products';
import type { ProductRevenue, RevenueByProduct, RevenuePeriod } from '@site/contract/revenueByProduct';
import type { Queryable } from '../../db';
import type { PricedLine } from '../orderRules';
import { lineShareCents, type RefundableOrder } from '../refunds/refundRules';

const DAY_MS = 86_400_000;

type Line = Pick<PricedLine, 'productId' | 'name' | 'type' | 'quantity' | 'lineTotalCents'>;
interface SoldOrder extends RefundableOrder {
  paidInPeriod: boolean;
  lines: Line[];
}
interface SettledRefund {
  orderId: string;
  amountCents: number;
  productIds: string[];
  inPeriod: boolean;
}

/**
 * `cents` of an order over some of its lines: each line its share of the order's total (what a
 * refund of it gives back), the last line what is left, as the refund that empties an order takes
 * all that is left (docs/orders.md, "Refunds").
 */
function splitOverLines(order: RefundableOrder, lines: readonly Line[], cents: number): [Line, number][] {
  let left = cents;
  return lines.map((line, i) => {
    const part = i === lines.length - 1 ? left : Math.min(left, lineShareCents(order, line.productId));
    left -= part;
    return [line, part];
  });
}

/**
 * The lines each refund of one order gave back, in the order they were asked: the lines it names,
 * or, for one that emptied the order, every line not named before; an amount off the order that
 * left some of it paid is no line's (an empty list).
 */
function refundedLines(order: SoldOrder, refunds: readonly SettledRefund[]): [SettledRefund, [Line, number][]][] {
  const named = new Set<string>();
  let refunded = 0;
  return refunds.map((refund) => {
    refunded += refund.amountCents;
    const lines =
      refund.productIds.length > 0
        ? order.lines.filter((line) => refund.productIds.includes(line.productId))
        : refunded >= order.totalCents
          ? order.lines.filter((line) => !named.has(line.productId))
          : [];
    refund.productIds.forEach((id) => named.add(id));
    return [refund, splitOverLines(order, lines, refund.amountCents)];
  });
}

const nameOf = (line: Line) => products.find((product) => product.id === line.productId)?.name ?? line.name;

async function readPeriod(db: Queryable, since: Date) {
  const refundedInPeriod = `SELECT order_id FROM refunds WHERE status = 'succeeded' AND settled_at >= $1`;
  const { rows: lineRows } = await db.query<{
    id: string;
    subtotal_cents: number | string;
    total_cents: number | string;
    paid_in_period: boolean;
    product_id: string;
    product_name: string;
    product_type: Line['type'];
    quantity: number | string;
    line_total_cents: number | string;
  }>(
    `SELECT o.id, o.subtotal_cents, o.total_cents, o.paid_at >= $1 AS paid_in_period,
            l.product_id, l.product_name, l.product_type, l.quantity, l.line_total_cents
       FROM orders o JOIN order_lines l ON l.order_id = o.id
      WHERE o.status = 'paid' AND (o.paid_at >= $1 OR o.id IN (${refundedInPeriod}))
      ORDER BY o.id, l.line_no`,
    [since],
  );
  const orders = new Map<string, SoldOrder>();
  for (const row of lineRows) {
    const order = orders.get(row.id) ?? {
      status: 'paid' as const,
      paidAt: null,
      subtotalCents: Number(row.subtotal_cents),
      totalCents: Number(row.total_cents),
      paidInPeriod: row.paid_in_period,
      lines: [],
    };
    order.lines.push({
      productId: row.product_id,
      name: row.product_name,
      type: row.product_type,
      quantity: Number(row.quantity),
      lineTotalCents: Number(row.line_total_cents),
    });
    orders.set(row.id, order);
  }
  // Every refund of those orders, those before the period too: they say which lines are refunded.
  const { rows: refundRows } = await db.query<{
    order_id: string;
    amount_cents: number | string;
    product_ids: string[] | null;
    in_period: boolean;
  }>(
    `SELECT order_id, amount_cents, product_ids, settled_at >= $1 AS in_period FROM refunds
      WHERE status = 'succeeded' AND order_id IN (${refundedInPeriod})
      ORDER BY order_id, created_at, id`,
    [since],
  );
  const refunds = new Map<string, SettledRefund[]>();
  for (const row of refundRows) {
    const list = refunds.get(row.order_id) ?? [];
    list.push({
      orderId: row.order_id,
      amountCents: Number(row.amount_cents),
      productIds: row.product_ids ?? [],
      inPeriod: row.in_period,
    });
    refunds.set(row.order_id, list);
  }
  return { orders, refunds };
}

/** Each product's figures over the last `days` UTC days, today included, highest net first. */
export async function revenueByProduct(db: Queryable, now: Date, days: RevenuePeriod): Promise<RevenueByProduct> {
  const today = new Date(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  const since = new Date(today.getTime() - (days - 1) * DAY_MS);
  const { orders, refunds } = await readPeriod(db, since);
  const rows = new Map<string, ProductRevenue>();
  const rowOf = (line: Line) => {
    const row = rows.get(line.productId) ?? {
      productId: line.productId,
      name: nameOf(line),
      units: 0,
      grossCents: 0,
      refundedCents: 0,
      netCents: 0,
    };
    rows.set(line.productId, row);
    return row;
  };
  let paidOrders = 0;
  let wholeOrderRefundedCents = 0;
  for (const [id, order] of orders) {
    if (order.paidInPeriod) {
      paidOrders += 1;
      for (const [line, cents] of splitOverLines(order, order.lines, order.totalCents)) {
        const row = rowOf(line);
        row.units += line.quantity;
        row.grossCents += cents;
      }
    }
    for (const [refund, lines] of refundedLines(order, refunds.get(id) ?? [])) {
      if (!refund.inPeriod) continue;
      if (lines.length === 0) wholeOrderRefundedCents += refund.amountCents;
      for (const [line, cents] of lines) rowOf(line).refundedCents += cents;
    }
  }
  // A refund of an order without lines (none is placed so): still the period's, no product's.
  for (const [id, list] of refunds) {
    if (!orders.has(id)) wholeOrderRefundedCents += list.reduce((t, r) => t + (r.inPeriod ? r.amountCents : 0), 0);
  }
  const list = [...rows.values()].map((row) => ({ ...row, netCents: row.grossCents - row.refundedCents }));
  list.sort((a, b) => b.netCents - a.netCents || a.name.localeCompare(b.name));
  const sum = (key: 'units' | 'grossCents' | 'refundedCents') => list.reduce((total, row) => total + row[key], 0);
  const refundedCents = sum('refundedCents') + wholeOrderRefundedCents;
  return {
    days,
    from: since.toISOString().slice(0, 10),
    to: today.toISOString().slice(0, 10),
    products: list,
    wholeOrderRefundedCents,
    total: {
      units: sum('units'),
      orders: paidOrders,
      grossCents: sum('grossCents'),
      refundedCents,
      netCents: sum('grossCents') - refundedCents,
    },
  };
}
