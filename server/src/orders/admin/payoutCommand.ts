// `npm run payouts -- [--month 2026-11] [--csv] [--orders] [--mark-paid]` (docs/orders.md, "Commissions and payouts"): what is
// due to each affiliate on the month's 15th (at least $50; less rolls over), as a table or as the
// CSV a payment service's bulk upload takes. --mark-paid records the payouts once per affiliate and
// month (running it again records nothing new) and their commissions become paid.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { payoutCsv, payoutTable } from '../payouts/payoutReport';
import { nextPayoutMonth, parseMonth } from '../payouts/payoutRules';
import type { PayoutLine } from '../stores/payoutStore';
import { askServer, openCommandSite } from './commandSite';

const USAGE = `Usage: npm run payouts -- [--month 2026-11] [--csv] [--orders] [--mark-paid]

Lists each affiliate's payout of the month (paid on its 15th; default: the next payout day's month).
--csv prints the bulk-payout CSV (recipient_email,amount,currency,reference,note).
--orders lists under each affiliate what its payout is made of: each order it pays (its commission),
the refunds of it taken off, and refunds of commissions paid out before (owed); they add up.
--mark-paid records the due payouts as paid, once (idempotent per affiliate and month).`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      month: { type: 'string' },
      csv: { type: 'boolean', default: false },
      orders: { type: 'boolean', default: false },
      'mark-paid': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const month = values.month ? parseMonth(values.month) : nextPayoutMonth(new Date());
  const markPaid = values['mark-paid'];
  const actor = `${os.userInfo().username}@${os.hostname()} (command line)`;
  const site = await openCommandSite();
  let lines: PayoutLine[];
  let recorded: number;
  try {
    if (site.kind === 'server') {
      const { status, body } = await askServer<{ payouts?: PayoutLine[]; recorded?: string[]; message?: string }>(
        site,
        `/api/admin/payouts/${month}`,
        { method: 'POST', body: { actor, markPaid } },
      );
      if (!body.payouts) throw new Error(`The running server answered ${status}: ${body.message ?? 'no payouts'}`);
      lines = body.payouts;
      recorded = body.recorded?.length ?? 0;
    } else {
      recorded = markPaid ? (await site.data.payouts.markPaid(month, actor)).length : 0;
      lines = await site.data.payouts.ofMonth(month);
    }
  } finally {
    await site.close();
  }
  process.stdout.write(values.csv ? payoutCsv(lines) : payoutTable(lines, month, { orders: values.orders }));
  if (markPaid) console.error(`Recorded ${recorded} new payout(s) as paid (from ${site.source}).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  console.error(`\n${USAGE}`);
  process.exit(1);
});
