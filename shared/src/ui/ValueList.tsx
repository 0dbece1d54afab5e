import styled from 'styled-components';

/** Label and figure pairs in two columns (a <dl>): labels muted on the left, figures right-aligned. */
export const ValueList = styled.dl<{ $rowGap: 1 | 2 }>`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme, $rowGap }) => theme.space($rowGap)} ${({ theme }) => theme.space(4)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;
