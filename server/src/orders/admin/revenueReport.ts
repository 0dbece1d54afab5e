// The shop's revenue for its owner at the terminal (`npm run orders -- revenue`, docs/orders.md,
// "Commissions and payouts"): the figures the console's Revenue page shows (ownerReads.ts
// `revenue`), as a table, or each of the last 90 days as CSV. Days are UTC; amounts in dollars.
import type { ShopRevenue } from '@site/contract/shopConsole';
import { dollars } from './orderReport';

const money = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

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
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const lines = rows.map((row) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!))).join('  '),
  );
  const asOf = revenue.asOf.slice(0, 16).replace('T', ' ');
  return `Revenue as of ${asOf} UTC (paid by the day it was paid, refunds by the day they went through)\n${lines.join('\n')}\n`;
}

/** Each of the last 90 days, oldest first: date,orders,paid,refunded,net (dollars). */
export function revenueCsv(revenue: ShopRevenue): string {
  const rows = revenue.daily.map((day) =>
    [day.date, day.orders, dollars(day.grossCents), dollars(day.refundedCents), dollars(day.netCents)].join(','),
  );
  return `${['date,orders,paid,refunded,net', ...rows].join('\r\n')}\r\n`;
}
