import styled from 'styled-components';
import { products } from '@site/shared/catalogue';
import { PageMeta } from '@site/shared/seo';
import { Card, Container, Grid, Section, SectionHeader } from '@site/shared/ui';
import { ProductGrid } from '../catalogue/ProductGrid';
import { Guarantee, PageHero } from '../common/blocks';
import { solutionRoiCards } from '../content/shopContent';

const RoiValue = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
  font-weight: 800;
  color: ${({ theme }) => theme.colors.success};
`;

const solutions = products.filter((product) => product.category === 'ai_solutions');

export function AiSolutionsPage() {
  return (
    <>
      <PageMeta
        title="Complete AI Solutions for Customer Experience, Leads and Content"
        description="Done-for-you AI systems for customer experience, lead generation and content marketing, with a 60-day implementation guarantee."
        path="/shop/ai-solutions"
      />
      <PageHero eyebrow="AI Solutions" title="Complete AI Systems, Implemented for You">
        Customer experience, lead generation and content engines, set up in your tools and handed over with training.
      </PageHero>
      <Section $tone="muted" aria-labelledby="solution-roi-title">
        <Container>
          <SectionHeader>
            <h2 id="solution-roi-title">What clients get back</h2>
            <p>Typical first-year results from businesses like yours.</p>
          </SectionHeader>
          <Grid $columns={3}>
            {solutionRoiCards.map((card) => (
              <Card key={card.title} style={{ textAlign: 'center' }} data-testid="roi-card">
                <RoiValue>{card.value}</RoiValue>
                <h3 style={{ margin: 0 }}>{card.title}</h3>
                <p style={{ margin: 0 }}>{card.text}</p>
              </Card>
            ))}
          </Grid>
        </Container>
      </Section>
      <Section aria-labelledby="solutions-title">
        <Container>
          <SectionHeader>
            <h2 id="solutions-title">The solutions</h2>
          </SectionHeader>
          <ProductGrid products={solutions} label="Filter AI solutions by category" />
        </Container>
      </Section>
      <Guarantee title="60-day implementation guarantee">
        If your solution is not implemented and working within 60 days, we keep working at no cost until it is, or
        refund you in full.
      </Guarantee>
    </>
  );
}
