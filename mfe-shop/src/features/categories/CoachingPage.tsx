import { Link } from '@site/shared/router';
import styled from 'styled-components';
import { useSectionNavigation } from '@site/shared/navigation';
import { PageMeta } from '@site/shared/seo';
import { Button, Card, Container, Grid, Icon, Section, SectionHeader, IconBubble } from '@site/shared/ui';
import { PageHero, Stories, TileSection } from '../common/blocks';
import { coachingAreas, coachingReasons, coachingSteps, coachingStories } from '../content/shopContent';

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: 1fr;
  counter-reset: step;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  li {
    counter-increment: step;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(2)};
  }
  li::before {
    content: counter(step);
    display: inline-flex;
    width: 44px;
    height: 44px;
    align-items: center;
    justify-content: center;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryForeground};
    font-weight: 800;
  }
  h3,
  p {
    margin: 0;
  }
`;

const Cta = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  text-align: center;
  h2,
  p {
    margin: 0;
  }
`;

export function CoachingPage() {
  const goToSection = useSectionNavigation();
  return (
    <>
      <PageMeta
        title="AI Coaching and Consulting Services"
        description="One-to-one AI strategy consulting, business automation, team training and implementation support for business owners."
        path="/shop/coaching"
      />
      <PageHero eyebrow="Coaching & Services" title="Work With Me, One to One">
        Strategy, automation, training and hands-on implementation, shaped around your business and your team.
      </PageHero>
      <TileSection id="why-title" title="Why business owners choose this" tiles={coachingReasons} />
      <Section $tone="muted" aria-labelledby="areas-title">
        <Container>
          <SectionHeader>
            <h2 id="areas-title">Four ways I can help</h2>
          </SectionHeader>
          <Grid $columns={4}>
            {coachingAreas.map((area) => (
              <Card key={area.title} data-testid="service-area">
                <IconBubble aria-hidden="true">
                  <Icon name={area.icon} size={24} />
                </IconBubble>
                <h3 style={{ margin: 0 }}>{area.title}</h3>
                <p style={{ margin: 0 }}>{area.text}</p>
                <Link to={`/services#${area.anchor}`} style={{ marginTop: 'auto', fontWeight: 700 }}>
                  About {area.title}
                </Link>
              </Card>
            ))}
          </Grid>
        </Container>
      </Section>
      <Section aria-labelledby="how-title">
        <Container>
          <SectionHeader>
            <h2 id="how-title">How it works</h2>
          </SectionHeader>
          <Steps>
            {coachingSteps.map((step) => (
              <li key={step.title} data-testid="how-step">
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </Steps>
        </Container>
      </Section>
      <Stories id="stories-title" title="Success stories" stories={coachingStories} />
      <Section aria-labelledby="coaching-cta-title">
        <Container>
          <Cta>
            <h2 id="coaching-cta-title">Ready to put AI to work?</h2>
            <p>See the four services in detail, with timelines and what you get.</p>
            <Button $variant="hero" $size="lg" onClick={() => goToSection('services')}>
              Explore the services <Icon name="arrowRight" size={18} />
            </Button>
          </Cta>
        </Container>
      </Section>
    </>
  );
}
