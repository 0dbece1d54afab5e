import styled from 'styled-components';
import { siteConfig } from '@site/shared/config';
import { Badge, Card, Container, Grid, Icon, Section, SectionHeader } from '@site/shared/ui';
import { featuredContent, followerStats } from './homeData';

const Followers = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(10)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  div {
    display: flex;
    flex-direction: column;
    text-align: center;
    padding: ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
  }
  dd {
    order: -1;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: 800;
  }
`;

const Thumb = styled.div`
  aspect-ratio: 16 / 9;
  margin: -${({ theme }) => theme.space(6)} -${({ theme }) => theme.space(6)} 0;
  border-radius: ${({ theme }) => theme.radii.lg} ${({ theme }) => theme.radii.lg} 0 0;
  background: ${({ theme }) => theme.gradients.hero};
  color: ${({ theme }) => theme.colors.heroForeground};
  display: flex;
  align-items: center;
  justify-content: center;
`;

const VideoLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 700;
  margin-top: auto;
`;

export function SocialContent() {
  return (
    <Section id="content" aria-labelledby="content-title">
      <Container>
        <SectionHeader>
          <h2 id="content-title">Free AI lessons, every week</h2>
          <p>Short, practical videos on using AI in a real business. Join the people already learning.</p>
        </SectionHeader>
        <Followers aria-label="Audience">
          {followerStats.map((stat) => (
            <div key={stat.platform}>
              <dt>
                {stat.platform} {stat.label}
              </dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </Followers>
        <Grid $columns={4}>
          {featuredContent.map((item) => (
            <Card key={item.title}>
              <Thumb aria-hidden="true">
                <Icon name="play" size={40} />
              </Thumb>
              <Badge $tone="muted" style={{ alignSelf: 'flex-start' }}>
                {item.platform}
              </Badge>
              <h3 style={{ margin: 0, fontSize: '1.05rem' }}>{item.title}</h3>
              <p style={{ margin: 0, fontSize: '0.9rem' }}>{item.description}</p>
              <p style={{ margin: 0, fontSize: '0.875rem' }}>
                {item.views} views · {item.likes} likes
              </p>
              <VideoLink href={siteConfig.external.socialProfileUrl} target="_blank" rel="noopener noreferrer">
                Watch on {item.platform}
                <Icon name="external" size={16} />
                <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                  : {item.title} (opens in a new tab)
                </span>
              </VideoLink>
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
