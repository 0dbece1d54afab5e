import { products } from '@site/shared/catalogue';
import { PageMeta } from '@site/shared/seo';
import { Container, Grid, Section, SectionHeader } from '@site/shared/ui';
import { ProductCard } from './ProductCard';

export function ShopPage() {
  return (
    <>
      <PageMeta
        title="Shop AI Courses, Apps and Solutions"
        description="Courses, templates, business apps, memberships and complete AI solutions for business owners."
        path="/shop"
      />
      <Section $tone="hero">
        <Container>
          <h1>AI Products for Business Owners</h1>
          <p>Courses, templates, apps, memberships and complete AI solutions, ready to use today.</p>
        </Container>
      </Section>
      <Section>
        <Container>
          <SectionHeader>
            <h2>All products</h2>
          </SectionHeader>
          <Grid $columns={3}>
            {products.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </Grid>
        </Container>
      </Section>
    </>
  );
}
