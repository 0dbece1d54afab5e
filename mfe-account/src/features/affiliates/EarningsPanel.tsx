import styled from 'styled-components';
import { formatMoney, formatPrice } from '@site/shared/cart';
import { Badge, Stat } from '@site/shared/ui';
import { formatDate } from '../../lib/formatDate';
import { Meta, StatTiles, TabHeading } from '../../lib/ui';
import { AFFILIATE_TERMS } from './affiliateProgram';
import { SAMPLE_COMMISSIONS, SAMPLE_STATS } from './affiliateSample';

const TableScroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.ring};
  }
`;

const Table = styled.table`
  width: 100%;
  min-width: 600px;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  caption {
    text-align: left;
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    font-weight: 700;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    text-align: left;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    background: ${({ theme }) => theme.colors.surface};
    font-weight: 600;
  }
  td.amount,
  th.amount {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

/** Earnings to date and the commission history, with the payout terms. */
export function EarningsPanel() {
  const paid = SAMPLE_COMMISSIONS.filter((c) => c.status === 'paid').reduce((sum, c) => sum + c.commission, 0);
  return (
    <>
      <TabHeading>Earnings</TabHeading>
      <StatTiles>
        <Stat icon="trendingUp" label="Total earnings" value={formatMoney(SAMPLE_STATS.totalEarnings)} />
        <Stat icon="clock" label="Pending" value={formatMoney(SAMPLE_STATS.pendingEarnings)} />
        <Stat icon="check" label="Paid (last 3)" value={formatMoney(paid)} />
        <Stat icon="calendar" label="Next payout" value={`On the ${AFFILIATE_TERMS.payoutDayOfMonth}th`} />
      </StatTiles>
      <TableScroll tabIndex={0} role="region" aria-label="Commission history (scrolls sideways on small screens)">
        <Table>
          <caption>Commission history</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Customer</th>
              <th scope="col">Product</th>
              <th scope="col" className="amount">
                Commission
              </th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {SAMPLE_COMMISSIONS.map((record) => (
              <tr key={record.id} data-testid="commission">
                <td>{formatDate(record.date)}</td>
                <td>{record.customerName}</td>
                <td>{record.product}</td>
                <td className="amount">{formatMoney(record.commission)}</td>
                <td>
                  <Badge $tone={record.status === 'paid' ? 'success' : 'muted'}>
                    {record.status === 'paid' ? 'Paid' : 'Pending'}
                  </Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      <Meta $above={3}>
        Pending commissions are paid on the {AFFILIATE_TERMS.payoutDayOfMonth}th of the month once your balance reaches{' '}
        {formatPrice(AFFILIATE_TERMS.minimumPayout)}.
      </Meta>
    </>
  );
}
