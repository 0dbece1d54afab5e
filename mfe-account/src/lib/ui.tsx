// Small layout pieces the account remote's pages share (stat tiles, panels, lists).
import styled from 'styled-components';
import { Card, StatGrid, type StatGridProps } from '@site/shared/ui';

/** Dashboard figures: raised tiles, two to a row, all $columns (default 4) on large screens. */
export const StatTiles = styled(StatGrid).attrs<StatGridProps>(({ $columns = 4 }) => ({
  $variant: 'tile',
  $wideAt: 'lg',
  $spaceBelow: 8,
  $columns,
}))``;

export const Panel = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space(4)};
  h3,
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export const PanelHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

/** A muted line; $above and $below space it from its neighbours, in theme steps. */
export const Meta = styled.p<{ $above?: 1 | 3; $below?: 4 }>`
  margin: ${({ theme, $above, $below }) => `${$above ? theme.space($above) : 0} 0 ${$below ? theme.space($below) : 0}`};
  color: ${({ theme }) => theme.colors.mutedForeground};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const PlainList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const Note = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg {
    flex: none;
    margin-top: 3px;
  }
`;

export const TabHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** A heading inside a page or tab, under its TabHeading. */
export const SubHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;
