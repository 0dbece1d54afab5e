import styled from 'styled-components';

/** A card's heading: the card's gap spaces it, so it carries no margin of its own. */
export const CardTitle = styled.h3`
  margin: 0;
`;
