import styled from 'styled-components';

/** A paragraph inside a card or a stack: the container's gap spaces it, not a margin. */
export const CardText = styled.p<{ $weight?: 600 }>`
  margin: 0;
  ${({ $weight }) => ($weight ? `font-weight: ${$weight};` : '')}
`;
