import type { MouseEvent } from 'react';
import { Link } from '@site/shared/router';
import styled from 'styled-components';
import { siteConfig } from '@site/shared/config';
import { useSectionNavigation } from '@site/shared/navigation';
import { Button, Container, figureFirst, HeroWithArt } from '@site/shared/ui';
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

/** The hero's figures: each part in its row, the figure's a line high before it arrives (figureFirst). */
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
    font-size: ${({ theme }) => theme.fontSizes.sm};
    opacity: 0.95;
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: 800;
  }
  ${({ theme }) => figureFirst(theme.fontSizes['3xl'])}
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
