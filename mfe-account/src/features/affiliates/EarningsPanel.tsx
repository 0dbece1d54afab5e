import styled from 'styled-components';
import { formatMoney, formatPrice } from '@site/shared/cart';
import { Badge, Stat } from '@site/shared/ui';
import { formatDate } from '../../lib/formatDate';
import { Meta, StatTiles, TabHeading } from '../../lib/ui';
import { AFFILIATE_TERMS } from './affiliateProgram';
import type { AffiliateView } from '@site/shared/orders';

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

const dollars = (cents: number) => formatMoney(cents / 100);

type CommissionStatus = AffiliateView['commissions'][number]['status'];

/** A commission's state (docs/orders.md, "Commissions and payouts") as the affiliate reads it. */
const STATUS: Record<CommissionStatus, { label: string; tone: 'muted' | 'primary' | 'success' | 'destructive' }> = {
  pending: { label: 'Pending', tone: 'muted' },
  payable: { label: 'Payable', tone: 'primary' },
  paid: { label: 'Paid', tone: 'success' },
  reversed: { label: 'Reversed', tone: 'destructive' },
};

/** The referrer's own earnings and commission history (first paid orders of referred buyers). */
export function EarningsPanel({ affiliate }: { affiliate: AffiliateView }) {
  const { stats, commissions, nextPayout } = affiliate;
  return (
    <>
      <TabHeading>Earnings</TabHeading>
      <StatTiles $columns={3}>
        <Stat icon="trendingUp" label="Total earnings" value={dollars(stats.totalCents)} />
        <Stat
          icon="clock"
          label="Pending"
          value={dollars(stats.pendingCents)}
          note="In the orders' 30-day refund window"
        />
        <Stat
          icon="check"
          label="Payable"
          value={dollars(stats.payableCents ?? 0)}
          note="Paid on the next payout day"
        />
        <Stat icon="check" label="Paid" value={dollars(stats.paidCents)} />
        <Stat
          icon="trendingUp"
          label="Reversed"
          value={dollars(stats.reversedCents ?? 0)}
          note="Taken back by refunds"
        />
        <Stat
          icon="calendar"
          label="Next payout"
          value={nextPayout ? formatDate(nextPayout.date) : `On the ${AFFILIATE_TERMS.payoutDayOfMonth}th`}
        />
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
            {commissions.length === 0 ? (
              <tr>
                <td colSpan={5}>No referred orders yet: share a link from Referral Links.</td>
              </tr>
            ) : null}
            {commissions.map((record) => (
              <tr key={record.id} data-testid="commission">
                <td>{formatDate(record.date.slice(0, 10))}</td>
                <td>{record.customerName}</td>
                <td>{record.product}</td>
                <td className="amount">
                  {dollars(record.commissionCents)}
                  {record.reversedCents ? ` (${dollars(record.reversedCents)} reversed)` : ''}
                </td>
                <td>
                  <Badge $tone={STATUS[record.status].tone}>{STATUS[record.status].label}</Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      <Meta $above={3}>
        A commission is pending while its order can be refunded (30 days), then payable: payable commissions are paid on
        the {AFFILIATE_TERMS.payoutDayOfMonth}th of the month once they reach{' '}
        {formatPrice(AFFILIATE_TERMS.minimumPayout)} (less rolls over). A refunded order&apos;s commission is reversed.
      </Meta>
    </>
  );
}
