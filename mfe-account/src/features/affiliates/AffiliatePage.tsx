import styled from 'styled-components';
import { formatMoney } from '@site/shared/cart';
import { siteConfig } from '@site/shared/config';
import { useHydrated } from '@site/shared/hydration';
import { PageMeta } from '@site/shared/seo';
import { Badge, Container, Icon, Section, Stat } from '@site/shared/ui';
import { Tabs } from '@site/shared/tabs';
import { Note, StatTiles, SubHeading } from '../../lib/ui';
import { AFFILIATE_TERMS } from './affiliateProgram';
import { AFFILIATE_PRODUCTS, SAMPLE_STATS } from './affiliateSample';
import { EarningsPanel } from './EarningsPanel';
import { MarketingPanel } from './MarketingPanel';
import { ProgramDetailsPanel } from './ProgramDetailsPanel';
import { ReferralLinksPanel } from './ReferralLinksPanel';

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

/** /affiliates (SPEC §2, §9): the referrer view, with sample figures. */
export function AffiliatePage() {
  const origin = useSiteOrigin();
  return (
    <Section $tone="muted">
      <PageMeta
        title="Affiliate Program"
        description={`Earn ${AFFILIATE_TERMS.commissionPercent}% commission recommending ${siteConfig.expertName}'s AI courses, apps and memberships: referral links, earnings, marketing materials and program terms.`}
        path="/affiliates"
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
        <Note role="note">
          <Icon name="alert" size={16} />
          <span>
            This is a preview of the referrer view with sample figures. To join the program, email{' '}
            <a href={`mailto:${siteConfig.supportEmail}?subject=Join%20the%20affiliate%20program`}>
              {siteConfig.supportEmail}
            </a>
            .
          </span>
        </Note>
        <StatTiles>
          <Stat icon="trendingUp" label="Total earnings" value={formatMoney(SAMPLE_STATS.totalEarnings)} />
          <Stat icon="clock" label="Pending earnings" value={formatMoney(SAMPLE_STATS.pendingEarnings)} />
          <Stat icon="users" label="Total referrals" value={SAMPLE_STATS.totalReferrals} />
          <Stat icon="target" label="Conversion rate" value={`${SAMPLE_STATS.conversionRate}%`} />
        </StatTiles>
        <SubHeading>This month</SubHeading>
        <StatTiles $columns={3}>
          <Stat icon="trendingUp" label="Earnings" value={formatMoney(SAMPLE_STATS.thisMonth.earnings)} />
          <Stat icon="users" label="Referrals" value={SAMPLE_STATS.thisMonth.referrals} />
          <Stat icon="compass" label="Clicks" value={SAMPLE_STATS.thisMonth.clicks} />
        </StatTiles>
        <Tabs
          label="Affiliate program sections"
          items={[
            {
              value: 'links',
              label: 'Referral Links',
              content: <ReferralLinksPanel products={AFFILIATE_PRODUCTS} origin={origin} />,
            },
            { value: 'earnings', label: 'Earnings', content: <EarningsPanel /> },
            { value: 'materials', label: 'Marketing Materials', content: <MarketingPanel origin={origin} /> },
            { value: 'details', label: 'Program Details', content: <ProgramDetailsPanel /> },
          ]}
        />
      </Container>
    </Section>
  );
}
