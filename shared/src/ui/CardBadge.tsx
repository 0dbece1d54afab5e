import styled from 'styled-components';
import { Badge } from './layout';

/** A badge at the start of a card's column, sized to its text rather than stretched. */
export const CardBadge = styled(Badge)`
  align-self: flex-start;
`;
