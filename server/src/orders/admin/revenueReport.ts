// The shop's revenue for its owner at the terminal (`npm run orders -- revenue`, docs/orders.md,
// "Commissions and payouts"): the figures the console's Revenue page shows (ownerReads.ts
// `revenue`), as a table, or each of the last 90 days as CSV; and with --by-product, what sold.
// Days are UTC; amounts in dollars.
import type { ShopRevenue } from '@site/contract/shopConsole';
import { csvCell, dollars } from './orderReport';

const money = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Rows aligned for a terminal: the first column to the left, the figures to the right. */
function aligned(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  return rows.map((row) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!)))
      .join('  ')
      .trimEnd(),
  );
}

const asOfText = (revenue: ShopRevenue) => `${revenue.asOf.slice(0, 16).replace('T', ' ')} UTC`;

/** Today, the last 7 and the last 28 days: orders, paid, refunded and net, aligned for a terminal. */
export function revenueTable(revenue: ShopRevenue): string {
  const rows = [
    ['', 'orders', 'paid', 'refunded', 'net'],
    ...(
      [
        ['today', revenue.today],
        ['last 7 days', revenue.last7Days],
        ['last 28 days', revenue.last28Days],
      ] as const
    ).map(([label, f]) => [label, String(f.orders), money(f.grossCents), money(f.refundedCents), money(f.netCents)]),
  ];
  return `Revenue as of ${asOfText(revenue)} (paid by the day it was paid, refunds by the day they went through)\n${aligned(rows).join('\n')}\n`;
}

export const WHOLE_ORDER_REFUNDS = 'Refunds off whole orders (no product)';

/** Each product sold or refunded in the period, highest net first, then the whole-order refunds and the total. */
export function byProductTable(revenue: ShopRevenue): string {
  const { byProduct: report } = revenue;
  const title = `Revenue by product, last ${report.days} days (${report.from} to ${report.to} UTC), as of ${asOfText(revenue)}`;
  if (report.products.length === 0 && report.total.refundedCents === 0) {
    return `${title}\nNo product was paid for or refunded in the last ${report.days} days.\n`;
  }
  const { total } = report;
  const rows = [
    ['product', 'units', 'paid', 'refunded', 'net'],
    ...report.products.map((p) => [
      p.name,
      String(p.units),
      money(p.grossCents),
      money(p.refundedCents),
      money(p.netCents),
    ]),
    ...(report.wholeOrderRefundedCents > 0
      ? [[WHOLE_ORDER_REFUNDS, '', '', money(report.wholeOrderRefundedCents), money(-report.wholeOrderRefundedCents)]]
      : []),
    [
      `Total (${total.orders} order${total.orders === 1 ? '' : 's'})`,
      String(total.units),
      money(total.grossCents),
      money(total.refundedCents),
      money(total.netCents),
    ],
  ];
  return `${title}\n${aligned(rows).join('\n')}\n`;
}

/** The same rows as CSV: product_id,product,units,paid,refunded,net (dollars), the total last. */
export function byProductCsv(revenue: ShopRevenue): string {
  const { byProduct: report } = revenue;
  const figures = (f: { grossCents: number; refundedCents: number; netCents: number }) =>
    [dollars(f.grossCents), dollars(f.refundedCents), dollars(f.netCents)].join(',');
  const rows = [
    'product_id,product,units,paid,refunded,net',
    ...report.products.map((p) => `${csvCell(p.productId)},${csvCell(p.name)},${p.units},${figures(p)}`),
    ...(report.wholeOrderRefundedCents > 0
      ? [
          `,${WHOLE_ORDER_REFUNDS},,${figures({ grossCents: 0, refundedCents: report.wholeOrderRefundedCents, netCents: -report.wholeOrderRefundedCents })}`,
        ]
      : []),
    `,Total,${report.total.units},${figures(report.total)}`,
  ];
  return `${rows.join('\r\n')}\r\n`;
}

/** Each of the last 90 days, oldest first: date,orders,paid,refunded,net (dollars). */
export function revenueCsv(revenue: ShopRevenue): string {
  const rows = revenue.daily.map((day) =>
    [day.date, day.orders, dollars(day.grossCents), dollars(day.refundedCents), dollars(day.netCents)].join(','),
  );
  return `${['date,orders,paid,refunded,net', ...rows].join('\r\n')}\r\n`;
}
