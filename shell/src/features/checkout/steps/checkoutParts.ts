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

/** A field of a Row: grows, wraps below `$basis`. */
export const RowItem = styled.div<{ $basis: string }>`
  flex: 1 1 ${({ $basis }) => $basis};
`;

/** A Row with its ends apart: a title and its badge. */
export const SpreadRow = styled(Row)`
  justify-content: space-between;
  align-items: center;
  h3 {
    margin: 0;
  }
`;

export const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
  margin: 0;
`;
