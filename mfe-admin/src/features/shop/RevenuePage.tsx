// The shop's revenue (docs/shop-console.md, "The shop"): today, the last 7 and 28 days, net of refunds,
// the daily chart of the last 90 days, and what sold over the period in the address (`?days=`).
import styled from 'styled-components';
import type { ShopRevenue } from '@site/contract/shopConsole';
import { useNavigate, useSearchParams } from '@site/shared/router';
import { PageMeta } from '@site/shared/seo';
import { adminPaths } from '@site/paths/admin';
import { QueryOutcome } from '../../lib/consoleParts';
import { useConsoleQuery } from '../../lib/useConsoleQuery';
import { DEFAULT_PERIOD, PERIODS, RevenueByProduct } from './RevenueByProduct';
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
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // A period the server does not offer, typed into the address, is the default one.
  const asked = PERIODS.find((days) => String(days) === params.get('days'));
  const chosen = asked ?? DEFAULT_PERIOD;
  const { state, reload } = useConsoleQuery<ShopRevenue>(`/shop/revenue${asked ? `?days=${asked}` : ''}`, {
    follow: true,
  });
  const choose = (days: number) => navigate(`${adminPaths.shop}?days=${days}`, { replace: true });
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
            <RevenueByProduct report={revenue.byProduct} chosen={chosen} onChoose={choose} />
          </>
        )}
      </QueryOutcome>
    </>
  );
}
