import styled from 'styled-components';
import { PageMeta } from '@site/shared/seo';
import { CardLink, Grid, IconTile, PageHero, Stories, TileSection, TitledSection } from '@site/shared/ui';
import { marketingPaths } from '@site/paths/marketing';
import { CoachingCta } from './CoachingCta';
import { coachingAreas, coachingReasons, coachingSteps, coachingStories } from '../../features/content/shopContent';
import { RoadmapArt } from '../../lib/ShopArt';
import { shopPaths } from '@site/paths/shop';

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

export function CoachingPage() {
  return (
    <>
      <PageMeta
        title="AI Coaching and Consulting Services"
        description="One-to-one AI strategy consulting, business automation, team training and implementation support for business owners."
        path={shopPaths.category('coaching')}
      />
      <PageHero eyebrow="Coaching & Services" title="Work With Me, One to One" art={<RoadmapArt />}>
        Strategy, automation, training and hands-on implementation, shaped around your business and your team.
      </PageHero>
      <TileSection id="why-title" title="Why business owners choose this" tiles={coachingReasons} />
      <TitledSection tone="muted" id="areas-title" title="Four ways I can help">
        <Grid $columns={4}>
          {coachingAreas.map((area) => (
            <IconTile key={area.title} icon={area.icon} title={area.title} text={area.text} data-testid="service-area">
              <CardLink to={`${marketingPaths.services}#${area.anchor}`}>About {area.title}</CardLink>
            </IconTile>
          ))}
        </Grid>
      </TitledSection>
      <TitledSection id="how-title" title="How it works">
        <Steps>
          {coachingSteps.map((step) => (
            <li key={step.title} data-testid="how-step">
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </Steps>
      </TitledSection>
      <Stories id="stories-title" title="Success stories" stories={coachingStories} />
      <CoachingCta />
    </>
  );
}
