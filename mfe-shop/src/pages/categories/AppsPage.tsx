import { Suspense } from 'react';
import styled from 'styled-components';
import { formatPrice } from '@site/shared/cart';
import { toast } from '@site/shared/toast';
import { PageMeta } from '@site/shared/seo';
import type { Product } from '@site/shared/types';
import {
  Button,
  Card,
  CardBadge,
  CardText,
  CardTitle,
  Grid,
  Guarantee,
  Icon,
  lazyPart,
  Muted,
  PageHero,
  StatRow,
  Stories,
  TitledSection,
  type Story,
} from '@site/shared/ui';
import { DemoVideo } from '../../features/apps/DemoVideo';
import { categoryProducts } from '../../features/catalogue/categories';
import { ProductGrid } from '../../features/catalogue/ProductGrid';
import { appPlans, appStats, type Plan } from '../../features/content/shopContent';
import { CoverFan } from '../../lib/ShopArt';
import { shopPaths } from '@site/paths/shop';

/** docs/product.md §9: the ROI section shows at most 4 apps. */
export const ROI_APPS_SHOWN = 4;

const apps = categoryProducts('apps');
const withRoi = apps.filter((app): app is Product & { roiData: NonNullable<Product['roiData']> } => !!app.roiData);

/** The calculators below the fold load with their section, not with the shop (see lazyPart). */
const RoiCalculator = lazyPart(() =>
  import('../../features/roi/RoiCalculator').then((module) => ({ default: module.RoiCalculator })),
);

/** Holds a calculator's place while its code arrives on a client-side visit. */
const RoiPlaceholder = styled(Card)`
  min-height: 360px;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const appStories: Story[] = apps.flatMap((app) =>
  app.testimonial
    ? [
        {
          name: app.testimonial.name,
          role: app.testimonial.role,
          company: app.testimonial.company,
          quote: app.testimonial.testimonial,
          result: `${app.testimonial.result} · saves ${app.testimonial.savings}`,
          rating: app.testimonial.rating,
        },
      ]
    : [],
);

const PlanCard = styled(Card)<{ $popular: boolean }>`
  position: relative;
  ${({ $popular, theme }) => ($popular ? `border: 2px solid ${theme.colors.accent}; box-shadow: ${theme.shadows.lg};` : '')}
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(2)};
  }
  li {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
  }
  li svg {
    color: ${({ theme }) => theme.colors.success};
    flex-shrink: 0;
    margin-top: 3px;
  }
  > button {
    margin-top: auto;
  }
`;

const PlansNote = styled(Muted)`
  text-align: center;
  margin-top: 24px;
`;

const PlanPrice = styled.p`
  margin: 0;
  strong {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
  }
`;

function choosePlan(plan: Plan) {
  // docs/product.md §2: plan buttons take no order yet. Say so, and offer the way that works today.
  toast({
    title: `${plan.name} plan: sign-up opens soon`,
    description:
      'Monthly plans cannot be bought online yet. Add an app to your cart or book a free call to start today.',
  });
}

function Plans() {
  return (
    <TitledSection
      id="plans-title"
      title="Monthly plans"
      intro="Prefer a subscription? Pick the apps you need each month."
    >
      <Grid $columns={3}>
        {appPlans.map((plan) => (
          <PlanCard key={plan.name} $popular={!!plan.popular} aria-labelledby={`plan-${plan.name}`} data-testid="plan">
            {plan.popular ? <CardBadge $tone="accent">Most Popular</CardBadge> : null}
            <CardTitle id={`plan-${plan.name}`}>{plan.name}</CardTitle>
            <PlanPrice>
              <strong>{formatPrice(plan.price)}</strong>/mo
            </PlanPrice>
            <CardText>{plan.blurb}</CardText>
            <ul>
              {plan.features.map((feature) => (
                <li key={feature}>
                  <Icon name="check" size={16} />
                  {feature}
                </li>
              ))}
            </ul>
            <Button
              $variant={plan.popular ? 'accent' : 'outline'}
              $fullWidth
              onClick={() => choosePlan(plan)}
              aria-describedby="plans-note"
            >
              Choose Plan
            </Button>
          </PlanCard>
        ))}
      </Grid>
      <PlansNote id="plans-note">Plan sign-up opens soon: choosing a plan tells you how to start today.</PlansNote>
    </TitledSection>
  );
}

export function AppsPage() {
  return (
    <>
      <PageMeta
        title="AI Apps for Small Business: Demos and ROI Calculators"
        description="Ready-made AI business apps with demo videos, an ROI calculator for each, monthly plans from $29 and a 30-day guarantee."
        path={shopPaths.category('apps')}
      />
      <PageHero
        eyebrow="AI Apps"
        title="AI Apps That Pay for Themselves"
        art={<CoverFan productIds={['invoice-automation-app', 'social-scheduler-app', 'ai-sales-assistant-app']} />}
      >
        Starter solutions you can switch on today: chatbots, lead tracking, sales and back-office automation.
      </PageHero>
      <TitledSection tone="muted" id="app-stats-title" title="Starter solutions, ready in minutes">
        <StatRow stats={appStats} label="Starter solutions at a glance" />
      </TitledSection>
      <TitledSection id="apps-title" title="The apps">
        <ProductGrid products={apps} label="Filter apps by category" />
      </TitledSection>
      <TitledSection
        tone="muted"
        id="demos-title"
        title="See them in action"
        intro="Two-minute demos of each app doing real work."
      >
        <Grid $columns={3}>
          {apps.map((app) => (
            <DemoVideo key={app.id} product={app} />
          ))}
        </Grid>
      </TitledSection>
      <TitledSection
        id="roi-title"
        title="Calculate your return"
        intro="Enter what an hour of your time is worth and see when each app pays for itself."
      >
        <Grid $columns={ROI_APPS_SHOWN} $min="240px">
          {withRoi.slice(0, ROI_APPS_SHOWN).map((app) => (
            <Suspense key={app.id} fallback={<RoiPlaceholder aria-busy="true">Loading the calculator…</RoiPlaceholder>}>
              <RoiCalculator product={app} />
            </Suspense>
          ))}
        </Grid>
      </TitledSection>
      <Stories id="app-stories-title" title="What app users say" stories={appStories} />
      <Plans />
      <Guarantee title="30-day money-back guarantee">
        Use any app for 30 days. If it does not save you time, tell us and you get a full refund.
      </Guarantee>
    </>
  );
}
