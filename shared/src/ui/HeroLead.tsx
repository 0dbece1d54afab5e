import styled from 'styled-components';

/** The sentence under a hero's title, set large and kept to a readable measure. */
export const HeroLead = styled.p<{ $maxWidth: number }>`
  max-width: ${({ $maxWidth }) => $maxWidth}px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
