import styled from 'styled-components';

/** A list whose items each lead with a check icon (the caller's <Icon name="check" />). */
export const CheckList = styled.ul<{ $loose?: boolean }>`
  list-style: none;
  padding: 0;
  margin: 0;
  li {
    display: flex;
    gap: ${({ theme, $loose }) => theme.space($loose ? 3 : 2)};
    padding: ${({ theme, $loose }) => ($loose ? `${theme.space(2)} 0` : '3px 0')};
  }
  svg {
    flex-shrink: 0;
    margin-top: 4px;
    color: ${({ theme }) => theme.colors.success};
  }
`;
