// Small layout pieces the account remote's pages share (stat tiles, panels, lists).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Icon, type IconName } from '@site/shared/ui';

export const StatGrid = styled.dl<{ $columns?: 3 | 4 }>`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  margin: 0 0 ${({ theme }) => theme.space(8)};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(${({ $columns = 4 }) => $columns}, minmax(0, 1fr));
  }
`;

const StatCard = styled(Card)`
  padding: ${({ theme }) => theme.space(4)};
  gap: ${({ theme }) => theme.space(1)};
  dt {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.mutedForeground};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: 800;
    overflow-wrap: anywhere;
  }
  svg {
    color: ${({ theme }) => theme.colors.primary};
    flex: none;
  }
`;

/** One figure with its label: a tile of a <dl> grid. */
export function Stat({ label, value, icon, note }: { label: string; value: ReactNode; icon: IconName; note?: string }) {
  return (
    <StatCard as="div">
      <dt>
        <Icon name={icon} size={18} />
        {label}
      </dt>
      <dd>{value}</dd>
      {note ? <dd style={{ fontSize: '0.875rem', fontWeight: 500 }}>{note}</dd> : null}
    </StatCard>
  );
}

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

export const Meta = styled.p`
  margin: 0;
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
