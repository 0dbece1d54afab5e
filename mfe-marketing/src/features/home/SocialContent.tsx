import styled from 'styled-components';
import { siteConfig } from '@site/shared/config';
import {
  Card,
  CardBadge,
  CardMedia,
  CardText,
  CardTitle,
  Grid,
  Icon,
  StatRow,
  TitledSection,
  VisuallyHidden,
} from '@site/shared/ui';
import { featuredContent, followerStats } from './homeData';

const followers = followerStats.map((stat) => ({ label: `${stat.platform} ${stat.label}`, value: stat.value }));

const VideoTitle = styled(CardTitle)`
  font-size: 1.05rem;
`;

const VideoText = styled(CardText)<{ $small?: boolean }>`
  font-size: ${({ $small }) => ($small ? '0.875rem' : '0.9rem')};
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
    <TitledSection
      sectionId="content"
      id="content-title"
      title="Free AI lessons, every week"
      intro="Short, practical videos on using AI in a real business. Join the people already learning."
    >
      <StatRow stats={followers} label="Audience" $variant="outline" $columns={4} $spaceBelow={10} />
      <Grid $columns={4}>
        {featuredContent.map((item) => (
          <Card key={item.title}>
            <CardMedia aria-hidden="true">
              <Icon name="play" size={40} />
            </CardMedia>
            <CardBadge $tone="muted">{item.platform}</CardBadge>
            <VideoTitle>{item.title}</VideoTitle>
            <VideoText>{item.description}</VideoText>
            <VideoText $small>
              {item.views} views · {item.likes} likes
            </VideoText>
            <VideoLink href={siteConfig.external.socialProfileUrl} target="_blank" rel="noopener noreferrer">
              Watch on {item.platform}
              <Icon name="external" size={16} />
              <VisuallyHidden>: {item.title} (opens in a new tab)</VisuallyHidden>
            </VideoLink>
          </Card>
        ))}
      </Grid>
    </TitledSection>
  );
}
