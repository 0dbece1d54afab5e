import styled from 'styled-components';
import { Icon } from './icons';

const Stars = styled.p`
  display: flex;
  gap: 2px;
  margin: 0;
  color: ${({ theme }) => theme.colors.star};
`;

/** A rating out of 5 as stars, read as "Rated N out of 5". */
export function StarRating({ rating }: { rating: number }) {
  return (
    <Stars role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: rating }, (_, i) => (
        <Icon key={i} name="star" size={16} fill="currentColor" />
      ))}
    </Stars>
  );
}
