import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatMoney } from '@site/shared/cart';
import type { AffiliateView } from '@site/shared/orders';
import { siteConfig } from '@site/shared/config';
import { useHydrated } from '@site/shared/hydration';
import { PageMeta } from '@site/shared/seo';
import { Badge, Container, Section, Stat } from '@site/shared/ui';
import { Tabs } from '@site/shared/tabs';
import { StatTiles } from '../../lib/ui';
import { AffiliateGate } from './AffiliateGate';
import { AFFILIATE_PRODUCTS, AFFILIATE_TERMS } from './affiliateProgram';
import { useAffiliate } from './useAffiliate';
import { EarningsPanel } from './EarningsPanel';
import { MarketingPanel } from './MarketingPanel';
import { ProgramDetailsPanel } from './ProgramDetailsPanel';
import { ReferralLinksPanel } from './ReferralLinksPanel';
import { accountPaths } from '@site/paths/account';

const Hero = styled.header`
  max-width: 760px;
  margin-bottom: ${({ theme }) => theme.space(8)};
  h1 {
    margin-top: ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes['5xl']};
    }
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
`;

/** Links point at the site the visitor is on; the prerendered page uses the public address. */
function useSiteOrigin(): string {
  const hydrated = useHydrated();
  return hydrated ? window.location.origin : siteConfig.siteUrl;
}

function AffiliateStats({ affiliate }: { affiliate: AffiliateView }) {
  return (
    <StatTiles>
      <Stat icon="trendingUp" label="Total earnings" value={formatMoney(affiliate.stats.totalCents / 100)} />
      <Stat icon="clock" label="Pending earnings" value={formatMoney(affiliate.stats.pendingCents / 100)} />
      <Stat icon="check" label="Paid out" value={formatMoney(affiliate.stats.paidCents / 100)} />
      <Stat icon="users" label="Referred orders" value={affiliate.stats.totalReferrals} />
    </StatTiles>
  );
}

/** /affiliates (docs/product.md §2, §9): the programme for anyone; the signed-in referrer's own code and figures. */
export function AffiliatePage() {
  const origin = useSiteOrigin();
  const { state, reload } = useAffiliate();
  const mine = (render: (affiliate: AffiliateView) => ReactNode) => (
    <AffiliateGate state={state} reload={reload}>
      {render}
    </AffiliateGate>
  );
  return (
    <Section $tone="muted">
      <PageMeta
        title="Affiliate Program"
        description={`Earn ${AFFILIATE_TERMS.commissionPercent}% commission recommending ${siteConfig.expertName}'s AI courses, apps and memberships: referral links, earnings, marketing materials and program terms.`}
        path={accountPaths.affiliates}
      />
      <Container>
        <Hero>
          <Badge $tone="accent">Partner program</Badge>
          <h1>Affiliate Program</h1>
          <p>
            Earn {AFFILIATE_TERMS.commissionPercent}% on every sale you refer, and give your audience{' '}
            {AFFILIATE_TERMS.friendDiscountPercent}% off their first purchase.
          </p>
        </Hero>
        {state.status === 'ready' ? <AffiliateStats affiliate={state.affiliate} /> : null}
        <Tabs
          label="Affiliate program sections"
          items={[
            {
              value: 'links',
              label: 'Referral Links',
              content: mine((affiliate) => (
                <ReferralLinksPanel products={AFFILIATE_PRODUCTS} origin={origin} code={affiliate.code} />
              )),
            },
            {
              value: 'earnings',
              label: 'Earnings',
              content: mine((affiliate) => <EarningsPanel affiliate={affiliate} />),
            },
            {
              value: 'materials',
              label: 'Marketing Materials',
              content: mine((affiliate) => <MarketingPanel origin={origin} code={affiliate.code} />),
            },
            { value: 'details', label: 'Program Details', content: <ProgramDetailsPanel /> },
          ]}
        />
      </Container>
    </Section>
  );
}
