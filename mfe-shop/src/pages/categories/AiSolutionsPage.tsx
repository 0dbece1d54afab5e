import styled from 'styled-components';
import { PageMeta } from '@site/shared/seo';
import { Card, CardText, CardTitle, Grid, Guarantee, PageHero, TitledSection } from '@site/shared/ui';
import { categoryProducts } from '../../features/catalogue/categories';
import { ProductGrid } from '../../features/catalogue/ProductGrid';
import { solutionRoiCards } from '../../features/content/shopContent';
import { CoverFan } from '../../lib/ShopArt';
import { shopPaths } from '@site/paths/shop';

const RoiValue = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
  font-weight: 800;
  color: ${({ theme }) => theme.colors.success};
`;

const RoiCard = styled(Card)`
  text-align: center;
`;

const solutions = categoryProducts('ai-solutions');

export function AiSolutionsPage() {
  return (
    <>
      <PageMeta
        title="Complete AI Solutions for Customer Experience, Leads and Content"
        description="Done-for-you AI systems for customer experience, lead generation and content marketing, with a 60-day implementation guarantee."
        path={shopPaths.category('ai-solutions')}
      />
      <PageHero
        eyebrow="AI Solutions"
        title="Complete AI Systems, Implemented for You"
        art={<CoverFan productIds={['content-marketing-ai', 'lead-generation-ai', 'customer-experience-ai']} />}
      >
        Customer experience, lead generation and content engines, set up in your tools and handed over with training.
      </PageHero>
      <TitledSection
        tone="muted"
        id="solution-roi-title"
        title="What clients get back"
        intro="Typical first-year results from businesses like yours."
      >
        <Grid $columns={3}>
          {solutionRoiCards.map((card) => (
            <RoiCard key={card.title} data-testid="roi-card">
              <RoiValue>{card.value}</RoiValue>
              <CardTitle>{card.title}</CardTitle>
              <CardText>{card.text}</CardText>
            </RoiCard>
          ))}
        </Grid>
      </TitledSection>
      <TitledSection id="solutions-title" title="The solutions">
        <ProductGrid products={solutions} label="Filter AI solutions by category" />
      </TitledSection>
      <Guarantee title="60-day implementation guarantee">
        If your solution is not implemented and working within 60 days, we keep working at no cost until it is, or
        refund you in full.
      </Guarantee>
    </>
  );
}
