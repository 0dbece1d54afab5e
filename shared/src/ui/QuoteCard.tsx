import styled from 'styled-components';
import { Card } from './layout';

/** A card holding a quotation: a <figure> whose <blockquote> and caption sit flush in the card's gap. */
export const QuoteCard = styled(Card).attrs({ as: 'figure' })`
  margin: 0;
  blockquote {
    margin: 0;
  }
`;
