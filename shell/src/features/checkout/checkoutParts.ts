// Layout parts the checkout steps share.
import styled from 'styled-components';

/** A step's column. */
export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  flex: 1;
`;

/** A bordered group within a step (contact details, card details). */
export const Box = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space(4)};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

export const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
  margin: 0;
`;
