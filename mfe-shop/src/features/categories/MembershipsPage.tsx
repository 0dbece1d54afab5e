import { Link } from '@site/shared/router';
import styled from 'styled-components';
import { products } from '@site/shared/catalogue';
import { PageMeta } from '@site/shared/seo';
import { Badge, Button, Card, Container, Grid, Icon, Section, SectionHeader } from '@site/shared/ui';
import { ProductGrid } from '../catalogue/ProductGrid';
import { PageHero, Stories, TileSection } from '../common/blocks';
import { membershipEvents, membershipFeatures, membershipStories } from '../content/shopContent';

const memberships = products.filter((product) => product.type === 'membership');

const DateBadge = styled.p`
  display: inline-flex;
  align-self: flex-start;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.accent};
`;

export function MembershipsPage() {
  return (
    <>
      <PageMeta
        title="AI Memberships: The Inner Circle"
        description="Monthly AI membership with live workshops, weekly Q&A, a growing template library and a private community of business owners."
        path="/shop/memberships"
      />
      <PageHero
        eyebrow="Memberships"
        title="Keep Learning With the Inner Circle"
        actions={
          <Button as={Link} to="/community" $variant="hero" $size="lg">
            Join the Inner Circle <Icon name="arrowRight" size={18} />
          </Button>
        }
      >
        Live workshops, weekly answers and a community of owners who use AI every day.
      </PageHero>
      <Section aria-labelledby="membership-products-title">
        <Container>
          <SectionHeader>
            <h2 id="membership-products-title">Membership plans</h2>
            <p>Billed monthly, cancel any time.</p>
          </SectionHeader>
          <ProductGrid products={memberships} label="Filter memberships by category" />
        </Container>
      </Section>
      <TileSection id="member-features-title" title="What members get" tiles={membershipFeatures} tone="muted" />
      <Section aria-labelledby="events-title">
        <Container>
          <SectionHeader>
            <h2 id="events-title">Upcoming member events</h2>
          </SectionHeader>
          <Grid $columns={3}>
            {membershipEvents.map((event) => (
              <Card key={event.date} data-testid="member-event">
                <DateBadge>
                  <Icon name="calendar" size={18} /> {event.date}
                </DateBadge>
                <h3 style={{ margin: 0 }}>{event.title}</h3>
                <Badge $tone="muted" style={{ alignSelf: 'flex-start' }}>
                  {event.time}
                </Badge>
                <p style={{ margin: 0 }}>{event.text}</p>
                <Button as={Link} to="/community" $variant="outline" style={{ marginTop: 'auto' }}>
                  Join to attend
                </Button>
              </Card>
            ))}
          </Grid>
        </Container>
      </Section>
      <Stories id="member-stories-title" title="What members say" stories={membershipStories} />
      <Section aria-labelledby="join-title">
        <Container style={{ textAlign: 'center' }}>
          <h2 id="join-title">Join the Inner Circle</h2>
          <p>From $97/month. Your first live workshop could be next week.</p>
          <Button as={Link} to="/community" $size="lg">
            Join Now <Icon name="arrowRight" size={18} />
          </Button>
        </Container>
      </Section>
    </>
  );
}
