import styled from 'styled-components';
import { formatPrice } from '@site/shared/cart';
import { siteConfig } from '@site/shared/config';
import { CardBadge, Icon } from '@site/shared/ui';
import { Meta, Panel, SubHeading, TabHeading } from '../../lib/ui';
import { AFFILIATE_TERMS } from './affiliateProgram';

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

const STEPS = [
  { title: 'Share your link', text: 'Pick a product and share its referral link by email, social media or your site.' },
  {
    title: 'Your audience saves',
    text: `Friends you refer get ${AFFILIATE_TERMS.friendDiscountPercent}% off their first purchase.`,
  },
  {
    title: 'You earn',
    text: `${AFFILIATE_TERMS.commissionPercent}% of what they pay for that first purchase (after their discount, before tax), made within ${AFFILIATE_TERMS.cookieDays} days of their click.`,
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

/** How the programme works and its terms. */
export function ProgramDetailsPanel() {
  return (
    <>
      <TabHeading>Program Details</TabHeading>
      <SubHeading as="h3">How it works</SubHeading>
      <Steps>
        {STEPS.map((step, index) => (
          <Panel as="li" key={step.title}>
            <CardBadge $tone="primary">Step {index + 1}</CardBadge>
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
