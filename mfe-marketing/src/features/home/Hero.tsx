import type { MouseEvent } from 'react';
import { Link } from '@site/shared/router';
import styled from 'styled-components';
import { siteConfig } from '@site/shared/config';
import { useSectionNavigation } from '@site/shared/navigation';
import { Button, Container, HeroWithArt } from '@site/shared/ui';
import { quizPaths } from '@site/paths/quiz';
import { HeroArt } from './HeroArt';
import { heroStats } from './homeData';
import { marketingPaths } from '@site/paths/marketing';

const Wrapper = styled.section`
  background: ${({ theme }) => theme.gradients.hero};
  color: ${({ theme }) => theme.colors.heroForeground};
  padding: ${({ theme }) => theme.space(16)} 0 ${({ theme }) => theme.space(14)};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(24)} 0 ${({ theme }) => theme.space(20)};
  }
`;

const Eyebrow = styled.p`
  text-transform: uppercase;
  letter-spacing: 0.08em;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  opacity: 0.9;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
  max-width: 820px;
  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes['5xl']};
  }
`;

const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  max-width: 680px;
  opacity: 0.95;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(12)};
`;

/**
 * The figures' line height, the page's own. Each figure's row has its height before the figure
 * arrives: a page painted between a label and its figure, shown above it, moved the label down
 * 48 px (docs/performance.md, "A page that holds still").
 */
const FIGURE_LINE_HEIGHT = 1.6;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  max-width: 640px;
  margin: 0;
  div {
    border-left: 3px solid rgba(255, 255, 255, 0.5);
    padding-left: ${({ theme }) => theme.space(3)};
  }
  dt {
    grid-row: 2;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    opacity: 0.95;
  }
  dd {
    grid-row: 1;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    line-height: ${FIGURE_LINE_HEIGHT};
    font-weight: 800;
  }
  div {
    display: grid;
    grid-template-rows: calc(${({ theme }) => theme.fontSizes['3xl']} * ${FIGURE_LINE_HEIGHT}) auto;
  }
`;

const OutlineOnDark = styled(Button)`
  background: transparent;
  color: ${({ theme }) => theme.colors.heroForeground};
  border-color: rgba(255, 255, 255, 0.8);
  &:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.12);
  }
`;

export function Hero() {
  const goToSection = useSectionNavigation();
  return (
    <Wrapper aria-labelledby="hero-title">
      <Container>
        <HeroWithArt art={<HeroArt />}>
          <Eyebrow>AI strategy, automation and training</Eyebrow>
          <Title id="hero-title">Put AI to work in your business, safely and profitably</Title>
          <Lead>
            I’m {siteConfig.expertName}. I help entrepreneurs and business owners cut through the hype, automate the
            busywork and train their teams, with results you can measure in weeks, not years.
          </Lead>
          <Actions>
            <Button as={Link} to={quizPaths.trustTest} $variant="hero" $size="lg">
              Take the trust test
            </Button>
            <OutlineOnDark
              as="a"
              href={marketingPaths.section('contact')}
              $size="lg"
              onClick={(event: MouseEvent) => {
                event.preventDefault();
                goToSection('contact');
              }}
            >
              Book call
            </OutlineOnDark>
          </Actions>
          <Stats aria-label="Results so far">
            {heroStats.map((stat) => (
              <div key={stat.label}>
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </Stats>
        </HeroWithArt>
      </Container>
    </Wrapper>
  );
}
