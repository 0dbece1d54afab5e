// An affiliate's row of the Payouts page, with what its payout is made of behind a disclosure
// (docs/shop-console.md, "A payout's breakdown"): the server's breakdown, the items `npm run payouts --
// --orders` prints, which add up to the amount in the row.
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { PayoutItem } from '@site/contract/payoutBreakdown';
import type { PayoutLineView } from '@site/contract/shopConsole';
import { Link } from '@site/shared/router';
import { Button, VisuallyHidden } from '@site/shared/ui';
import { adminPaths } from '@site/paths/admin';
import { DataTable } from '../../lib/consoleParts';
import { day, money } from './shopFormat';

// Under the amount, so the amount lines up with the row's other figures.
const Toggle = styled.div`
  margin-top: ${({ theme }) => theme.space(1)};
`;

/** What an item is, in the owner's words. */
const what = (item: PayoutItem) =>
  item.kind === 'order'
    ? 'Commission'
    : item.kind === 'refund'
      ? 'Refund taken off'
      : `Owed: refunded after the payout of ${item.paidOutIn}`;

function BreakdownTable({ line, month, who }: { line: PayoutLineView; month: string; who: string }) {
  return (
    <DataTable>
      <caption>
        Breakdown of {who}&apos;s payout of {month}
      </caption>
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">What</th>
          <th scope="col">Date</th>
          <th scope="col">Order amount</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {line.breakdown.map((item) => (
          <tr key={item.kind === 'order' ? item.orderId : item.refundId}>
            <th scope="row">
              <Link to={adminPaths.shopOrder(item.orderId)}>{item.orderId}</Link>
            </th>
            <td>{what(item)}</td>
            <td>{day(item.at)}</td>
            <td>{item.kind === 'order' ? money(item.orderCents) : ''}</td>
            <td>{money(item.amountCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={4}>
            Payout
          </th>
          <td>{money(line.totalCents)}</td>
        </tr>
      </tfoot>
    </DataTable>
  );
}

/** The affiliate's row and, once its Breakdown is opened, a row under it with the breakdown. */
export function PayoutRows({ line, month, status }: { line: PayoutLineView; month: string; status: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const who = line.email || line.affiliate;
  return (
    <>
      <tr>
        <th scope="row">{who}</th>
        <td>{line.commissions}</td>
        <td>{money(line.deductedCents)}</td>
        <td>
          {money(line.totalCents)}
          {line.breakdown.length > 0 ? (
            <Toggle>
              <Button
                type="button"
                $size="sm"
                $variant="ghost"
                aria-expanded={open}
                aria-controls={open ? id : undefined}
                onClick={() => setOpen(!open)}
              >
                Breakdown<VisuallyHidden> of {who}&apos;s payout</VisuallyHidden>
              </Button>
            </Toggle>
          ) : null}
        </td>
        <td>{status}</td>
      </tr>
      {open ? (
        <tr>
          <td colSpan={5}>
            <div id={id}>
              <BreakdownTable line={line} month={month} who={who} />
            </div>
          </td>
        </tr>
      ) : null}
    </>
  );
}
