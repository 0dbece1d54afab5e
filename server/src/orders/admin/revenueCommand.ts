// `npm run orders -- revenue [--by-product [--days 7|28|90]] [--csv] [--out FILE]` (docs/orders.md,
// "Commissions and payouts"): the shop's revenue net of refunds, or what sold, from the database the
// server uses or, while a running server holds the embedded one, from that server
// (GET /api/admin/revenue), as the other owner's commands do.
import { parseArgs } from 'node:util';
import {
  DEFAULT_REVENUE_PERIOD,
  REVENUE_PERIODS,
  revenuePeriodOf,
  type RevenuePeriod,
} from '@site/contract/revenueByProduct';
import type { ShopRevenue } from '@site/contract/shopConsole';
import { askServer, openCommandSite } from './commandSite';
import { writeOut } from './outFile';
import { revenue } from './ownerReads';
import { byProductCsv, byProductTable, revenueCsv, revenueTable } from './revenueReport';

const PERIODS = `${REVENUE_PERIODS.slice(0, -1).join(', ')} or ${REVENUE_PERIODS.at(-1)}`;

export const REVENUE_USAGE = `Usage: npm run orders -- revenue [--csv] [--out FILE]
       npm run orders -- revenue --by-product [--days ${REVENUE_PERIODS.join('|')}] [--csv] [--out FILE]

Today's, the last 7 days' and the last 28 days' orders, paid, refunded and net revenue (UTC days).
--csv writes each of the last 90 days as CSV (date,orders,paid,refunded,net; to FILE with --out).
--by-product: what sold over the last --days days (default ${DEFAULT_REVENUE_PERIOD}, today included): each product's
units, paid (its lines' share of their orders' totals, after discount, with tax), refunded and net,
highest net first, then refunds off whole orders and the total; --csv as
product_id,product,units,paid,refunded,net.`;

/** The command's options, checked before anything is read; throws a sentence that says what is wrong. */
export function revenueCommandOptions(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      'by-product': { type: 'boolean', default: false },
      days: { type: 'string' },
      csv: { type: 'boolean', default: false },
      out: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  let days: RevenuePeriod = DEFAULT_REVENUE_PERIOD;
  if (values.days !== undefined) {
    if (!values['by-product'])
      throw new Error('--days goes with --by-product: the figures by product over those days.');
    const period = revenuePeriodOf(values.days);
    if (period === undefined) throw new Error(`--days must be ${PERIODS} (got ${values.days}).`);
    days = period;
  }
  return { byProduct: values['by-product'], days, csv: values.csv, out: values.out, help: values.help };
}

async function readRevenue(days: RevenuePeriod): Promise<{ figures: ShopRevenue; source: string }> {
  const site = await openCommandSite();
  try {
    if (site.kind === 'database') return { figures: await revenue(site.db, new Date(), days), source: site.source };
    const { status, body } = await askServer<ShopRevenue & { message?: string }>(
      site,
      `/api/admin/revenue?days=${days}`,
    );
    if (!body.daily)
      throw new Error(`The running server at ${site.url} answered ${status}: ${body.message ?? 'no revenue'}`);
    return { figures: body, source: site.source };
  } finally {
    await site.close();
  }
}

export async function runRevenueCommand(args: string[]): Promise<number> {
  const options = revenueCommandOptions(args);
  if (options.help) {
    console.log(REVENUE_USAGE);
    return 0;
  }
  const { figures, source } = await readRevenue(options.days);
  const asCsv = options.csv || options.out;
  const text = options.byProduct
    ? asCsv
      ? byProductCsv(figures)
      : byProductTable(figures)
    : asCsv
      ? revenueCsv(figures)
      : revenueTable(figures);
  if (options.out) {
    writeOut(options.out, text);
    const what = options.byProduct ? `${figures.byProduct.products.length} product(s)` : `${figures.daily.length} days`;
    console.error(`Wrote ${what} to ${options.out} (from ${source}).`);
  } else {
    process.stdout.write(text);
    if (!options.csv) console.error(`(from ${source})`);
  }
  return 0;
}
