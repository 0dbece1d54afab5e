import styled from 'styled-components';
import { Link } from '../router';

/** The link above a hero's title back to the parent page, in the hero's own colour. */
export const HeroBackLink = styled(Link)`
  color: inherit;
`;
