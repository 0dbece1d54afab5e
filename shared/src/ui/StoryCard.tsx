import styled from 'styled-components';
import { CardBadge } from './CardBadge';
import { QuoteCard } from './QuoteCard';
import { StarRating } from './StarRating';

export interface Story {
  name: string;
  role: string;
  company: string;
  quote: string;
  result?: string;
  rating?: number;
}

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

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** A testimonial or success story: the quote, the person and, when known, the rating and the result. */
export function StoryCard({ story }: { story: Story }) {
  return (
    <QuoteCard data-testid="story">
      {story.rating ? <StarRating rating={story.rating} /> : null}
      <blockquote>“{story.quote}”</blockquote>
      {story.result ? <CardBadge $tone="success">{story.result}</CardBadge> : null}
      <Person>
        <Avatar aria-hidden="true">{initials(story.name)}</Avatar>
        <span>
          <strong>{story.name}</strong>
          <br />
          {story.role}, {story.company}
        </span>
      </Person>
    </QuoteCard>
  );
}
