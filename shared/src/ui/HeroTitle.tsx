import styled from 'styled-components';

/** A hero's h1 under a badge ($space 4) or a link back to its parent page ($space 3). */
export const HeroTitle = styled.h1<{ $space: 3 | 4 }>`
  margin-top: ${({ theme, $space }) => theme.space($space)};
`;
