import { Link } from '@site/shared/router';
import styled from 'styled-components';
import { PageMeta } from '@site/shared/seo';
import {
  Button,
  Card,
  CardBadge,
  CardText,
  CardTitle,
  Container,
  Grid,
  Icon,
  PageHero,
  Section,
  Stories,
  TileSection,
  TitledSection,
} from '@site/shared/ui';
import { marketingPaths } from '@site/paths/marketing';
import { categoryProducts } from '../../features/catalogue/categories';
import { ProductGrid } from '../../features/catalogue/ProductGrid';
import { membershipEvents, membershipFeatures, membershipStories } from '../../features/content/shopContent';
import { WorkshopArt } from '../../lib/ShopArt';
import { shopPaths } from '@site/paths/shop';

const memberships = categoryProducts('memberships');

const DateBadge = styled.p`
  display: inline-flex;
  align-self: flex-start;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.accent};
`;

const EventCard = styled(Card)`
  > a {
    margin-top: auto;
  }
`;

const JoinBand = styled(Container)`
  text-align: center;
`;

/** The closing call to join, from the page's lowest price. */
function JoinCta() {
  return (
    <Section aria-labelledby="join-title">
      <JoinBand>
        <h2 id="join-title">Join the Inner Circle</h2>
        <p>From $97/month. Your first live workshop could be next week.</p>
        <Button as={Link} to={marketingPaths.community} $size="lg">
          Join Now <Icon name="arrowRight" size={18} />
        </Button>
      </JoinBand>
    </Section>
  );
}

export function MembershipsPage() {
  return (
    <>
      <PageMeta
        title="AI Memberships: The Inner Circle"
        description="Monthly AI membership with live workshops, weekly Q&A, a growing template library and a private community of business owners."
        path={shopPaths.category('memberships')}
      />
      <PageHero
        eyebrow="Memberships"
        title="Keep Learning With the Inner Circle"
        art={<WorkshopArt />}
        actions={
          <Button as={Link} to={marketingPaths.community} $variant="hero" $size="lg">
            Join the Inner Circle <Icon name="arrowRight" size={18} />
          </Button>
        }
      >
        Live workshops, weekly answers and a community of owners who use AI every day.
      </PageHero>
      <TitledSection id="membership-products-title" title="Membership plans" intro="Billed monthly, cancel any time.">
        <ProductGrid products={memberships} label="Filter memberships by category" />
      </TitledSection>
      <TileSection id="member-features-title" title="What members get" tiles={membershipFeatures} tone="muted" />
      <TitledSection id="events-title" title="Upcoming member events">
        <Grid $columns={3}>
          {membershipEvents.map((event) => (
            <EventCard key={event.date} data-testid="member-event">
              <DateBadge>
                <Icon name="calendar" size={18} /> {event.date}
              </DateBadge>
              <CardTitle>{event.title}</CardTitle>
              <CardBadge $tone="muted">{event.time}</CardBadge>
              <CardText>{event.text}</CardText>
              <Button as={Link} to={marketingPaths.community} $variant="outline">
                Join to attend
              </Button>
            </EventCard>
          ))}
        </Grid>
      </TitledSection>
      <Stories id="member-stories-title" title="What members say" stories={membershipStories} />
      <JoinCta />
    </>
  );
}
