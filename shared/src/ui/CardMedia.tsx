import styled from 'styled-components';

/** The 16:9 picture band at the top of a card, bleeding to the card's edges over its padding. */
export const CardMedia = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  margin: -${({ theme }) => theme.space(6)} -${({ theme }) => theme.space(6)} 0;
  border-radius: ${({ theme }) => theme.radii.lg} ${({ theme }) => theme.radii.lg} 0 0;
  background: ${({ theme }) => theme.gradients.hero};
  color: ${({ theme }) => theme.colors.heroForeground};
  display: flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
`;
