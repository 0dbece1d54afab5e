// `npm run orders [-- --from 2026-11-01 --to 2026-11-30 --status paid --csv [--out sales.csv]]`
// (and `-- refund`, refundCommand.ts; `-- revenue`, revenueCommand.ts):
// the shop's orders for its owner (docs/orders.md), from the database the server uses, found by the
// same settings (DATABASE_URL, DATA_DIR). With the embedded database held by a running server, it
// asks that server (PGlite allows one process per data folder); otherwise it opens the data itself.
import { parseArgs } from 'node:util';
import { askServer, openCommandSite } from './commandSite';
import { failureText, writeOut } from './outFile';
import { listOrders, parseReportFilters, toCsv, toTable, type ReportFilters, type ReportRow } from './orderReport';
import { REFUND_USAGE, runRefundCommand } from './refundCommand';
import { REVENUE_USAGE, runRevenueCommand } from './revenueCommand';

const USAGE = `Usage: npm run orders -- [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--status paid|pending|partly_refunded|refunded] [--search TEXT] [--limit N] [--csv] [--out FILE]
       npm run orders -- refund <order> [--amount 12.50] [--line <product-id>] [--reason "..."] [--exception]
       npm run orders -- revenue [--csv] [--out FILE]
       npm run orders -- revenue --by-product [--days 7|28|90] [--csv] [--out FILE]

Lists the shop's orders, newest first, each status as the console reads it (a paid order refunds gave
back in part or in full is partly_refunded or refunded). --search finds any part of an order's
number, email or name, as the console's search does. --csv writes CSV (to FILE with --out, else
to the terminal).
Reads DATABASE_URL, or the embedded database in DATA_DIR (default ./data), as the server does.`;

/** `npm run orders -- refund ...` and `-- revenue ...`: each its own arguments and usage. */
const SUBCOMMANDS: Record<string, { run: (args: string[]) => Promise<number>; usage: string }> = {
  refund: { run: runRefundCommand, usage: REFUND_USAGE },
  revenue: { run: runRevenueCommand, usage: REVENUE_USAGE },
};

async function loadRows(filters: ReportFilters): Promise<{ rows: ReportRow[]; source: string }> {
  const site = await openCommandSite();
  try {
    if (site.kind === 'database') return { rows: await listOrders(site.db, filters), source: site.source };
    const query = new URLSearchParams(
      Object.entries(filters).map(([key, value]) => [key, String(value)] as [string, string]),
    ).toString();
    const { status, body } = await askServer<{ rows?: ReportRow[]; message?: string }>(
      site,
      `/api/admin/orders?${query}`,
    );
    if (!body.rows)
      throw new Error(`The running server at ${site.url} answered ${status}: ${body.message ?? 'no orders'}`);
    return { rows: body.rows, source: site.source };
  } finally {
    await site.close();
  }
}

async function main(): Promise<void> {
  const subcommand = SUBCOMMANDS[process.argv[2] ?? ''];
  if (subcommand) {
    process.exitCode = await subcommand.run(process.argv.slice(3)).catch((error: unknown) => {
      console.error(failureText(error, subcommand.usage));
      return 1;
    });
    return;
  }
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      status: { type: 'string' },
      search: { type: 'string' },
      limit: { type: 'string' },
      csv: { type: 'boolean', default: false },
      out: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const filters = parseReportFilters(values);
  const { rows, source } = await loadRows(filters);
  const text = values.csv || values.out ? toCsv(rows) : toTable(rows);
  if (values.out) {
    writeOut(values.out, text);
    console.error(`Wrote ${rows.length} order(s) to ${values.out} (from ${source}).`);
  } else {
    process.stdout.write(text);
    if (!values.csv) console.error(`(from ${source})`);
  }
}

main().catch((error: unknown) => {
  console.error(failureText(error, USAGE));
  process.exit(1);
});
