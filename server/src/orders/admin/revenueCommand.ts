// `npm run orders -- revenue [--csv] [--out FILE]` (docs/orders.md, "Commissions and payouts"): the
// shop's revenue net of refunds, from the database the server uses or, while a running server holds
// the embedded one, from that server (GET /api/admin/revenue), as the other owner's commands do.
import { parseArgs } from 'node:util';
import type { ShopRevenue } from '@site/contract/shopConsole';
import { askServer, openCommandSite } from './commandSite';
import { writeOut } from './outFile';
import { revenue } from './ownerReads';
import { revenueCsv, revenueTable } from './revenueReport';

export const REVENUE_USAGE = `Usage: npm run orders -- revenue [--csv] [--out FILE]

Today's, the last 7 days' and the last 28 days' orders, paid, refunded and net revenue (UTC days).
--csv writes each of the last 90 days as CSV (date,orders,paid,refunded,net; to FILE with --out).`;

async function readRevenue(): Promise<{ figures: ShopRevenue; source: string }> {
  const site = await openCommandSite();
  try {
    if (site.kind === 'database') return { figures: await revenue(site.db, new Date()), source: site.source };
    const { status, body } = await askServer<ShopRevenue & { message?: string }>(site, '/api/admin/revenue');
    if (!body.daily)
      throw new Error(`The running server at ${site.url} answered ${status}: ${body.message ?? 'no revenue'}`);
    return { figures: body, source: site.source };
  } finally {
    await site.close();
  }
}

export async function runRevenueCommand(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      csv: { type: 'boolean', default: false },
      out: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(REVENUE_USAGE);
    return 0;
  }
  const { figures, source } = await readRevenue();
  const text = values.csv || values.out ? revenueCsv(figures) : revenueTable(figures);
  if (values.out) {
    writeOut(values.out, text);
    console.error(`Wrote ${figures.daily.length} days to ${values.out} (from ${source}).`);
  } else {
    process.stdout.write(text);
    if (!values.csv) console.error(`(from ${source})`);
  }
  return 0;
}
