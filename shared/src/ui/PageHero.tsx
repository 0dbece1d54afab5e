import type { ReactNode } from 'react';
import styled from 'styled-components';
import { HeroActions } from './HeroActions';
import { HeroWithArt } from './HeroWithArt';
import { Container, Section } from './layout';

const HeroInner = styled.div`
  max-width: 760px;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
    margin: ${({ theme }) => theme.space(3)} 0;
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes['5xl']};
    }
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: 0;
  }
`;

const HeroBadge = styled.span`
  display: inline-block;
  border: 1px solid rgba(255, 255, 255, 0.7);
  border-radius: ${({ theme }) => theme.radii.full};
  padding: 2px ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
`;

/**
 * A page's opening band: an outlined eyebrow, the h1, one sentence and optional actions, with the
 * page's illustration (`art`, decorative) in the right half on a wide screen.
 */
export function PageHero({
  eyebrow,
  title,
  children,
  actions,
  art,
}: {
  eyebrow: string;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  art?: ReactNode;
}) {
  const text = (
    <HeroInner>
      <HeroBadge>{eyebrow}</HeroBadge>
      <h1>{title}</h1>
      <p>{children}</p>
      {actions ? <HeroActions>{actions}</HeroActions> : null}
    </HeroInner>
  );
  return (
    <Section $tone="hero">
      <Container>{art ? <HeroWithArt art={art}>{text}</HeroWithArt> : text}</Container>
    </Section>
  );
}
