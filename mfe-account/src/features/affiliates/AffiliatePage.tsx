import styled from 'styled-components';
import { formatMoney, formatPrice } from '@site/shared/cart';
import { siteConfig } from '@site/shared/config';
import { useHydrated } from '@site/shared/hydration';
import { PageMeta } from '@site/shared/seo';
import { Badge, Container, Grid, Icon, Section, type IconName } from '@site/shared/ui';
import { Tabs } from '@site/shared/tabs';
import { formatDate } from '../../lib/formatDate';
import { Meta, Note, Panel, PanelHeader, PlainList, Stat, StatGrid, TabHeading } from '../../lib/ui';
import { AFFILIATE_TERMS, referralLink, type AffiliateProduct } from './affiliateProgram';
import { AFFILIATE_PRODUCTS, SAMPLE_COMMISSIONS, SAMPLE_REFERRAL_CODE, SAMPLE_STATS } from './affiliateSample';
import { CopyField } from './CopyField';

const CATEGORY_LABEL: Record<string, string> = {
  courses: 'Course',
  apps: 'App',
  ai_solutions: 'AI Solution',
  memberships: 'Membership',
  templates: 'Templates',
  ebooks: 'Ebook',
};

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

const SubHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;

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

const Steps = styled.ol`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(8)};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Terms = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 4px;
    color: ${({ theme }) => theme.colors.success};
  }
`;

const Earn = styled.p`
  margin: 0;
  strong {
    color: ${({ theme }) => theme.colors.success};
  }
`;

/** Links point at the site the visitor is on; the prerendered page uses the public address. */
function useSiteOrigin(): string {
  const hydrated = useHydrated();
  return hydrated ? window.location.origin : siteConfig.siteUrl;
}

function ReferralLinksPanel({ products, origin }: { products: AffiliateProduct[]; origin: string }) {
  return (
    <>
      <TabHeading>Referral Links</TabHeading>
      <Meta style={{ marginBottom: 16 }}>
        Your referral code is <strong>{SAMPLE_REFERRAL_CODE}</strong>. Share a product&apos;s link: anyone who buys
        within {AFFILIATE_TERMS.cookieDays} days earns you {AFFILIATE_TERMS.commissionPercent}% and gets{' '}
        {AFFILIATE_TERMS.friendDiscountPercent}% off their first purchase.
      </Meta>
      <PlainList>
        {products.map((product) => (
          <Panel as="li" key={product.id} data-testid="referral-product">
            <PanelHeader>
              <div>
                <h3>{product.name}</h3>
                <Meta>
                  {formatPrice(product.price)} · {CATEGORY_LABEL[product.category] ?? product.category}
                </Meta>
              </div>
              <Earn>
                You earn <strong>{formatMoney(product.commissionAmount)}</strong> ({product.commission}%)
              </Earn>
            </PanelHeader>
            <CopyField
              value={referralLink(origin, SAMPLE_REFERRAL_CODE, product.id)}
              label={`Referral link for ${product.name}`}
              buttonLabel={`Copy referral link for ${product.name}`}
            />
          </Panel>
        ))}
      </PlainList>
    </>
  );
}

function EarningsPanel() {
  const paid = SAMPLE_COMMISSIONS.filter((c) => c.status === 'paid').reduce((sum, c) => sum + c.commission, 0);
  return (
    <>
      <TabHeading>Earnings</TabHeading>
      <StatGrid>
        <Stat icon="trendingUp" label="Total earnings" value={formatMoney(SAMPLE_STATS.totalEarnings)} />
        <Stat icon="clock" label="Pending" value={formatMoney(SAMPLE_STATS.pendingEarnings)} />
        <Stat icon="check" label="Paid (last 3)" value={formatMoney(paid)} />
        <Stat icon="calendar" label="Next payout" value={`On the ${AFFILIATE_TERMS.payoutDayOfMonth}th`} />
      </StatGrid>
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
      <Meta style={{ marginTop: 12 }}>
        Pending commissions are paid on the {AFFILIATE_TERMS.payoutDayOfMonth}th of the month once your balance reaches{' '}
        {formatPrice(AFFILIATE_TERMS.minimumPayout)}.
      </Meta>
    </>
  );
}

function MarketingPanel({ origin }: { origin: string }) {
  const link = referralLink(origin, SAMPLE_REFERRAL_CODE, 'ai-prompt-mastery');
  const email = `Subject: The AI course that finally made prompts click for me

Hi {first name},

I've been using ${siteConfig.expertName}'s AI Prompt Mastery Course to get real work out of ChatGPT and friends: clear prompts, reusable templates, and hours saved every week.

If you've been meaning to get serious about AI for your business, this is where I'd start. You'll get ${AFFILIATE_TERMS.friendDiscountPercent}% off your first purchase with my link:
${link}

Talk soon,
{your name}`;
  const social = `I've saved hours every week since learning how to prompt properly. ${siteConfig.expertName}'s AI Prompt Mastery Course is the most practical AI training I've found for business owners. ${AFFILIATE_TERMS.friendDiscountPercent}% off your first purchase with my link: ${link}`;
  const materials: { title: string; icon: IconName; text: string; hint: string }[] = [
    { title: 'Email to your list', icon: 'mail', text: email, hint: 'Replace the parts in braces before sending.' },
    {
      title: 'Social media post',
      icon: 'chat',
      text: social,
      hint: 'Fits LinkedIn, Facebook and X (under 400 characters).',
    },
  ];
  return (
    <>
      <TabHeading>Marketing Materials</TabHeading>
      <Grid $columns={2}>
        {materials.map((material) => (
          <Panel key={material.title}>
            <h3>
              <Icon name={material.icon} size={18} /> {material.title}
            </h3>
            <Meta>{material.hint}</Meta>
            <CopyField
              multiline
              value={material.text}
              label={material.title}
              buttonLabel={`Copy ${material.title.toLowerCase()}`}
              copiedMessage="Text copied to clipboard"
            />
          </Panel>
        ))}
      </Grid>
      <Panel>
        <h3>
          <Icon name="file" size={18} /> Banners and brand assets
        </h3>
        <Meta>
          Banner images in the usual ad sizes, logos and product screenshots are sent on request: email{' '}
          <a href={`mailto:${siteConfig.supportEmail}?subject=Affiliate%20banners`}>{siteConfig.supportEmail}</a> with
          your referral code.
        </Meta>
      </Panel>
    </>
  );
}

const STEPS = [
  { title: 'Share your link', text: 'Pick a product and share its referral link by email, social media or your site.' },
  {
    title: 'Your audience saves',
    text: `Friends you refer get ${AFFILIATE_TERMS.friendDiscountPercent}% off their first purchase.`,
  },
  {
    title: 'You earn',
    text: `${AFFILIATE_TERMS.commissionPercent}% of every sale made within ${AFFILIATE_TERMS.cookieDays} days of their click.`,
  },
] as const;

const TERMS = [
  `${AFFILIATE_TERMS.commissionPercent}% commission on all product types: courses, templates, ebooks, apps, memberships and AI solutions.`,
  `Commissions are paid monthly on the ${AFFILIATE_TERMS.payoutDayOfMonth}th through our payment service.`,
  `The minimum payout is ${formatPrice(AFFILIATE_TERMS.minimumPayout)}; a smaller balance carries over to the next month.`,
  `The referral cookie lasts ${AFFILIATE_TERMS.cookieDays} days from the click.`,
  'Self-referrals are not allowed: purchases through your own link earn no commission.',
  'Commissions on refunded orders are deducted from your balance.',
  `These terms may change with ${AFFILIATE_TERMS.termsNoticeDays} days notice by email.`,
  `Referred friends get ${AFFILIATE_TERMS.friendDiscountPercent}% off their first purchase.`,
];

function ProgramDetailsPanel() {
  return (
    <>
      <TabHeading>Program Details</TabHeading>
      <SubHeading as="h3">How it works</SubHeading>
      <Steps>
        {STEPS.map((step, index) => (
          <Panel as="li" key={step.title}>
            <Badge $tone="primary" style={{ alignSelf: 'flex-start' }}>
              Step {index + 1}
            </Badge>
            <h4>{step.title}</h4>
            <Meta>{step.text}</Meta>
          </Panel>
        ))}
      </Steps>
      <SubHeading as="h3">Program terms</SubHeading>
      <Panel>
        <Terms data-testid="program-terms">
          {TERMS.map((term) => (
            <li key={term}>
              <Icon name="check" size={16} />
              <span>{term}</span>
            </li>
          ))}
        </Terms>
      </Panel>
      <Meta>
        Questions about the program? Email{' '}
        <a href={`mailto:${siteConfig.supportEmail}?subject=Affiliate%20program`}>{siteConfig.supportEmail}</a>.
      </Meta>
    </>
  );
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
        <StatGrid>
          <Stat icon="trendingUp" label="Total earnings" value={formatMoney(SAMPLE_STATS.totalEarnings)} />
          <Stat icon="clock" label="Pending earnings" value={formatMoney(SAMPLE_STATS.pendingEarnings)} />
          <Stat icon="users" label="Total referrals" value={SAMPLE_STATS.totalReferrals} />
          <Stat icon="target" label="Conversion rate" value={`${SAMPLE_STATS.conversionRate}%`} />
        </StatGrid>
        <SubHeading>This month</SubHeading>
        <StatGrid $columns={3}>
          <Stat icon="trendingUp" label="Earnings" value={formatMoney(SAMPLE_STATS.thisMonth.earnings)} />
          <Stat icon="users" label="Referrals" value={SAMPLE_STATS.thisMonth.referrals} />
          <Stat icon="compass" label="Clicks" value={SAMPLE_STATS.thisMonth.clicks} />
        </StatGrid>
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
