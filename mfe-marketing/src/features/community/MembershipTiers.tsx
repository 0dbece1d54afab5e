import styled from 'styled-components';
import { siteConfig } from '@site/shared/config';
import { toast } from '@site/shared/toast';
import { Button, Card, CardBadge, CardTitle, CheckList, Grid, Icon, TitledSection } from '@site/shared/ui';
import { TIERS } from './communityContent';

const TierCard = styled(Card)<{ $popular: boolean }>`
  ${({ $popular }) => ($popular ? 'border-width: 2px;' : '')}
`;

const Price = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
  font-weight: 800;
  span {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
`;

const tierClicked = (tier: string) =>
  toast({
    title: `${tier} Coming Soon!`,
    description: `Membership enrollment will be available soon. Contact ${siteConfig.expertName} for early access.`,
  });

/** The two paid circles, side by side; joining is not open yet, so a press says so. */
export function MembershipTiers() {
  return (
    <TitledSection id="tiers-title" title="Choose your circle" intro="Monthly memberships, cancel any time.">
      <Grid $columns={2}>
        {TIERS.map((tier) => (
          <TierCard key={tier.name} $popular={tier.popular}>
            {tier.popular ? <CardBadge $tone="accent">Most popular</CardBadge> : null}
            <CardTitle>{tier.name}</CardTitle>
            <Price>
              ${tier.price}
              <span>/month</span>
            </Price>
            <CheckList>
              {tier.features.map((feature) => (
                <li key={feature}>
                  <Icon name="check" size={16} />
                  {feature}
                </li>
              ))}
            </CheckList>
            <Button $variant={tier.popular ? 'default' : 'outline'} $fullWidth onClick={() => tierClicked(tier.name)}>
              Join {tier.name}
            </Button>
          </TierCard>
        ))}
      </Grid>
    </TitledSection>
  );
}
