import { Link } from '@site/shared/router';
import styled from 'styled-components';
import { products } from '@site/shared/catalogue';
import { useSectionNavigation } from '@site/shared/navigation';
import { useReferralStore } from '@site/shared/referral';
import { PageMeta } from '@site/shared/seo';
import { Button, Container, Grid, Icon, IconBubble, PageHero, Section, SectionHeader } from '@site/shared/ui';
import { categories, productsIn } from './categories';
import { ProductGrid } from './ProductGrid';
import { useReferralLink } from './useReferralLink';
import { CoverFan } from '../../lib/ShopArt';
import { shopPaths } from '@site/paths/shop';

const CategoryLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  height: 100%;
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.foreground};
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition:
    box-shadow 0.15s ease,
    border-color 0.15s ease;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  h3 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
  span.more {
    margin-top: auto;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
    display: inline-flex;
    gap: ${({ theme }) => theme.space(1)};
    align-items: center;
  }
`;

/** Sits close under the referral note at every width. */
const CategoriesSection = styled(Section)`
  && {
    padding-top: 32px;
  }
`;

const CategoryList = styled(Grid)`
  list-style: none;
  padding: 0;
  margin: 0;
`;

/**
 * One line under the hero that is always there, so the referral message replaces the neutral text
 * after hydration without moving anything below it.
 */
const HeroNote = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 3rem;
  margin: ${({ theme }) => theme.space(6)} 0 0;
  font-weight: 600;
`;

const HelpBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  text-align: center;
  padding: ${({ theme }) => theme.space(8)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
  }
  p {
    margin: 0;
    max-width: 560px;
  }
`;

function ReferralNote() {
  const referred = useReferralStore((state) => state.code !== null);
  return (
    <HeroNote role="status" data-testid="referral-note">
      <Icon name={referred ? 'heart' : 'shield'} size={20} />
      {referred
        ? 'A friend referred you: 10% off your first purchase is applied in your cart.'
        : '30-day money-back guarantee on digital products and apps.'}
    </HeroNote>
  );
}

export function ShopPage() {
  const goToSection = useSectionNavigation();
  const { highlightedId } = useReferralLink();
  return (
    <>
      <PageMeta
        title="Shop AI Courses, Apps and Solutions"
        description="Courses, templates, business apps, memberships and complete AI solutions for business owners."
        path={shopPaths.shop}
      />
      <PageHero
        eyebrow="AI Shop"
        title="AI Products for Business Owners"
        art={<CoverFan productIds={['ai-prompt-mastery', 'chatbot-builder-app', 'lead-generation-ai']} />}
      >
        Courses, templates, apps, memberships and complete AI solutions, ready to use today.
      </PageHero>
      <Container>
        <ReferralNote />
      </Container>
      <CategoriesSection aria-labelledby="categories-title">
        <Container>
          <SectionHeader>
            <h2 id="categories-title">Shop by category</h2>
            <p>Five ways to put AI to work, from a $19 guide to a complete system.</p>
          </SectionHeader>
          <CategoryList $columns={5} as="ul">
            {categories.map((category) => {
              const count = productsIn(category)?.length;
              return (
                <li key={category.id}>
                  <CategoryLink to={category.path} data-testid="category-card">
                    <IconBubble aria-hidden="true">
                      <Icon name={category.icon} size={24} />
                    </IconBubble>
                    <h3>{category.name}</h3>
                    <p>{category.description}</p>
                    <span className="more">
                      {count === undefined ? 'See services' : `${count} ${count === 1 ? 'product' : 'products'}`}
                      <Icon name="arrowRight" size={16} />
                    </span>
                  </CategoryLink>
                </li>
              );
            })}
          </CategoryList>
        </Container>
      </CategoriesSection>
      <Section $tone="muted" aria-labelledby="products-title">
        <Container>
          <SectionHeader>
            <h2 id="products-title">All products</h2>
            <p>Every product comes with instant access and support by email.</p>
          </SectionHeader>
          <ProductGrid products={products} label="Filter products by category" highlightedId={highlightedId} />
        </Container>
      </Section>
      <Section aria-labelledby="help-title">
        <Container>
          <HelpBox>
            <h2 id="help-title">Need Help Choosing?</h2>
            <p>Tell me about your business on a free 30-minute call and I will point you to what pays off first.</p>
            <Button $size="lg" onClick={() => goToSection('contact')}>
              <Icon name="calendar" size={18} /> Need Help Choosing
            </Button>
          </HelpBox>
        </Container>
      </Section>
    </>
  );
}
