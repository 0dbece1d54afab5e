// Building blocks the shop's pages share: hero, icon tiles, statistics, guarantee and testimonials.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Badge, Card, Container, Grid, Icon, Section, SectionHeader, type IconName, IconBubble } from '@site/shared/ui';

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

export const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(8)};
`;

export function PageHero({
  eyebrow,
  title,
  children,
  actions,
}: {
  eyebrow: string;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Section $tone="hero">
      <Container>
        <HeroInner>
          <HeroBadge>{eyebrow}</HeroBadge>
          <h1>{title}</h1>
          <p>{children}</p>
          {actions ? <HeroActions>{actions}</HeroActions> : null}
        </HeroInner>
      </Container>
    </Section>
  );
}

export interface Tile {
  icon: IconName;
  title: string;
  text: string;
}

/** A section of icon tiles under a heading. */
export function TileSection({
  id,
  title,
  intro,
  tiles,
  columns = 4,
  tone,
}: {
  id: string;
  title: string;
  intro?: string;
  tiles: readonly Tile[];
  columns?: number;
  tone?: 'muted';
}) {
  return (
    <Section $tone={tone} aria-labelledby={id}>
      <Container>
        <SectionHeader>
          <h2 id={id}>{title}</h2>
          {intro ? <p>{intro}</p> : null}
        </SectionHeader>
        <Grid $columns={columns}>
          {tiles.map((tile) => (
            <Card key={tile.title}>
              <IconBubble aria-hidden="true">
                <Icon name={tile.icon} size={24} />
              </IconBubble>
              <h3 style={{ margin: 0 }}>{tile.title}</h3>
              <p style={{ margin: 0 }}>{tile.text}</p>
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}

const StatList = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  div {
    display: flex;
    flex-direction: column-reverse;
    text-align: center;
    padding: ${({ theme }) => theme.space(5)};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.background};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  dt {
    color: ${({ theme }) => theme.colors.mutedForeground};
    font-weight: 600;
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: 800;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface Stat {
  value: string;
  label: string;
}

/** Figures shown large: the value (dd) is drawn above its label (dt). */
export function StatRow({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <StatList aria-label={label}>
      {stats.map((stat) => (
        <div key={stat.label} data-testid="stat">
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </StatList>
  );
}

const GuaranteeBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
  text-align: center;
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(8)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 2px solid ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.successSoft};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  p {
    margin: 0;
  }
  svg {
    color: ${({ theme }) => theme.colors.success};
  }
`;

/** The money-back or implementation guarantee of SPEC §9. */
export function Guarantee({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section aria-labelledby="guarantee-title">
      <Container>
        <GuaranteeBox data-testid="guarantee">
          <Icon name="shield" size={40} />
          <h2 id="guarantee-title">{title}</h2>
          <p>{children}</p>
        </GuaranteeBox>
      </Container>
    </Section>
  );
}

const Stars = styled.p`
  display: flex;
  gap: 2px;
  margin: 0;
  color: ${({ theme }) => theme.colors.star};
`;

const Avatar = styled.span`
  display: inline-flex;
  width: 40px;
  height: 40px;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentForeground};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Person = styled.figcaption`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface Story {
  name: string;
  role: string;
  company: string;
  quote: string;
  result?: string;
  rating?: number;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** Testimonials or success stories, each a figure with the person and, when known, the result. */
export function Stories({
  id,
  title,
  intro,
  stories,
  tone = 'muted',
}: {
  id: string;
  title: string;
  intro?: string;
  stories: readonly Story[];
  tone?: 'muted';
}) {
  return (
    <Section $tone={tone} aria-labelledby={id}>
      <Container>
        <SectionHeader>
          <h2 id={id}>{title}</h2>
          {intro ? <p>{intro}</p> : null}
        </SectionHeader>
        <Grid $columns={stories.length % 3 === 0 ? 3 : 2}>
          {stories.map((story) => (
            <Card as="figure" key={story.name} style={{ margin: 0 }} data-testid="story">
              {story.rating ? (
                <Stars role="img" aria-label={`Rated ${story.rating} out of 5`}>
                  {Array.from({ length: story.rating }, (_, i) => (
                    <Icon key={i} name="star" size={16} fill="currentColor" />
                  ))}
                </Stars>
              ) : null}
              <blockquote style={{ margin: 0 }}>“{story.quote}”</blockquote>
              {story.result ? (
                <Badge $tone="success" style={{ alignSelf: 'flex-start' }}>
                  {story.result}
                </Badge>
              ) : null}
              <Person>
                <Avatar aria-hidden="true">{initials(story.name)}</Avatar>
                <span>
                  <strong>{story.name}</strong>
                  <br />
                  {story.role}, {story.company}
                </span>
              </Person>
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
