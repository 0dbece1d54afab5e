import styled from 'styled-components';
import { Link } from '../router';

/** The link that closes a card: pushed to the card's foot, bold, with room for a trailing icon. */
export const CardLink = styled(Link)`
  font-weight: 700;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: auto;
`;
