// The shop's revenue (docs/console.md, "The shop"): today, the last 7 and 28 days, net of refunds,
// and the daily chart of the last 90 days.
import styled from 'styled-components';
import type { ShopRevenue } from '@site/contract/shopConsole';
import { PageMeta } from '@site/shared/seo';
import { QueryOutcome } from '../../lib/consoleParts';
import { useConsoleQuery } from '../../lib/useConsoleQuery';
import { RevenueChart } from './RevenueChart';
import { money } from './shopFormat';

const Figures = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  div {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    padding: ${({ theme }) => theme.space(4)};
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
  dd:first-of-type {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: 700;
  }
`;

export function RevenuePage() {
  const { state, reload } = useConsoleQuery<ShopRevenue>('/shop/revenue', { follow: true });
  return (
    <>
      <PageMeta title="Revenue" description="The shop's revenue, net of refunds." />
      <h1>Revenue</h1>
      <QueryOutcome state={state} reload={reload} what="the revenue">
        {(revenue) => (
          <>
            <Figures>
              {(
                [
                  ['Today', revenue.today],
                  ['Last 7 days', revenue.last7Days],
                  ['Last 28 days', revenue.last28Days],
                ] as const
              ).map(([label, figure]) => (
                <div key={label}>
                  <dt>{label} (net)</dt>
                  <dd>{money(figure.netCents)}</dd>
                  <dd>
                    {figure.orders} paid order{figure.orders === 1 ? '' : 's'}, {money(figure.grossCents)} paid,{' '}
                    {money(figure.refundedCents)} refunded
                  </dd>
                </div>
              ))}
            </Figures>
            <RevenueChart days={revenue.daily} />
          </>
        )}
      </QueryOutcome>
    </>
  );
}
