import styled, { css } from 'styled-components';
import { columnsUpTo } from './layout';

export interface StatGridProps {
  /**
   * card: bordered boxes on the page colour; soft: tinted boxes; outline: bordered, smaller
   * figures; tile: raised cards with an icon in the label (dashboards).
   */
  $variant?: 'card' | 'soft' | 'outline' | 'tile';
  /** At most this many columns (two on small screens); without it, as many as fit. */
  $columns?: number;
  /** How many figures the grid holds (StatRow gives it): without `$columns`, see columnsUpTo. */
  $count?: number;
  /** The breakpoint from which all $columns show. */
  $wideAt?: 'md' | 'lg';
  $align?: 'center' | 'start';
  $labelWeight?: 600;
  /** Space below the grid, in theme steps. */
  $spaceBelow?: 8 | 10;
}

/**
 * The figure (and its note) above the label, each in its row, the figure's as high as a line of it
 * (the body's line height, 1.6) before it arrives: a page painted between a label and its figure
 * moved the label down (docs/performance.md, "A page that holds still"). Not for tiles, where the
 * label leads. For a <dl> of such figures of its own too (the home page's hero).
 */
export const figureFirst = (size: string, below = '0px') => css`
  div {
    display: grid;
    align-content: start;
    grid-template-rows: minmax(calc(${size} * 1.6 + ${below}), auto);
  }
  dd {
    grid-row: 1;
  }
  dd + dd {
    grid-row: 2;
  }
  dt {
    grid-row: 3;
  }
`;

const boxes = {
  card: css`
    ${({ theme }) => figureFirst(theme.fontSizes['3xl'], theme.space(1))}
    div {
      padding: ${({ theme }) => theme.space(5)};
      border-radius: ${({ theme }) => theme.radii.lg};
      background: ${({ theme }) => theme.colors.background};
      border: 1px solid ${({ theme }) => theme.colors.border};
    }
    dt {
      color: ${({ theme }) => theme.colors.mutedForeground};
      font-weight: 600;
    }
    dd {
      margin: 0 0 ${({ theme }) => theme.space(1)};
      font-size: ${({ theme }) => theme.fontSizes['3xl']};
      color: ${({ theme }) => theme.colors.primary};
    }
  `,
  soft: css`
    ${({ theme }) => figureFirst(theme.fontSizes['3xl'])}
    div {
      padding: ${({ theme }) => theme.space(5)};
      border-radius: ${({ theme }) => theme.radii.lg};
      background: ${({ theme }) => theme.colors.primarySoft};
    }
    dd {
      font-size: ${({ theme }) => theme.fontSizes['3xl']};
      color: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  outline: css`
    ${({ theme }) => figureFirst(theme.fontSizes['2xl'])}
    div {
      padding: ${({ theme }) => theme.space(4)};
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.lg};
    }
    dd {
      font-size: ${({ theme }) => theme.fontSizes['2xl']};
    }
  `,
  tile: css`
    div {
      background: ${({ theme }) => theme.colors.background};
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.lg};
      box-shadow: ${({ theme }) => theme.shadows.sm};
      padding: ${({ theme }) => theme.space(4)};
      gap: ${({ theme }) => theme.space(1)};
      min-width: 0;
    }
    dt {
      display: flex;
      align-items: center;
      gap: ${({ theme }) => theme.space(2)};
      color: ${({ theme }) => theme.colors.mutedForeground};
      font-size: ${({ theme }) => theme.fontSizes.sm};
      font-weight: 600;
    }
    dd {
      order: 0;
      font-size: ${({ theme }) => theme.fontSizes['2xl']};
      overflow-wrap: anywhere;
    }
    dd + dd {
      font-size: ${({ theme }) => theme.fontSizes.sm};
      font-weight: 500;
    }
    svg {
      color: ${({ theme }) => theme.colors.primary};
      flex: none;
    }
  `,
};

/**
 * Figures in a grid (a <dl> of <div>s, each a <dt> label and a <dd> value). The value shows above
 * its label, except in tiles, where the label (with its icon) leads.
 */
export const StatGrid = styled.dl<StatGridProps>`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme, $spaceBelow }) => ($spaceBelow ? theme.space($spaceBelow) : '0')};
  grid-template-columns: ${({ $columns, $count, theme }) =>
    $columns
      ? `repeat(${Math.min($columns, 2)}, minmax(0, 1fr))`
      : $count
        ? columnsUpTo($count, '180px', theme.space(4))
        : 'repeat(auto-fit, minmax(180px, 1fr))'};
  ${({ $columns, $wideAt = 'md', theme }) =>
    $columns && $columns > 2
      ? css`
          ${theme.media[$wideAt]} {
            grid-template-columns: repeat(${$columns}, minmax(0, 1fr));
          }
        `
      : ''}
  ${({ $columns }) =>
    $columns === 2
      ? css`
          div:last-child:nth-child(odd) {
            grid-column: 1 / -1;
          }
        `
      : ''}
  div {
    display: flex;
    flex-direction: column;
    text-align: ${({ $align = 'center', $variant }) => ($variant === 'tile' ? 'start' : $align)};
  }
  dt {
    ${({ $labelWeight }) => ($labelWeight ? `font-weight: ${$labelWeight};` : '')}
  }
  dd {
    order: -1;
    margin: 0;
    font-weight: 800;
  }
  ${({ $variant = 'card' }) => boxes[$variant]}
`;
