import styled, { css } from 'styled-components';

export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.md} {
    padding: 0 ${({ theme }) => theme.space(6)};
  }
`;

/**
 * Laid out and painted only once near the screen (docs/architecture.md, "The first frame"), in the
 * room of its last size, or `height`, until then.
 */
export const drawnNearScreen = (height: string) => css`
  content-visibility: auto;
  contain-intrinsic-size: auto ${height};
`;

/**
 * Grid columns for `count` items known before they arrive: as many as fit, at most `count`, each at
 * least `min` wide. A row that grew to fit its items (auto-fit, flex) showed its first items wide
 * on a page painted while it arrived, then narrower as the others came (docs/performance.md, "A
 * page that holds still").
 */
export const columnsUpTo = (count: number, min: string, gap: string) =>
  `repeat(auto-fill, minmax(max(${min}, (100% - ${count - 1} * ${gap}) / ${count}), 1fr))`;

export const Section = styled.section<{ $tone?: 'plain' | 'muted' | 'hero' }>`
  padding: ${({ theme }) => theme.space(16)} 0;
  ${({ $tone, theme }) =>
    $tone === 'muted' &&
    css`
      background: ${theme.colors.surface};
    `}
  ${({ $tone, theme }) =>
    $tone === 'hero' &&
    css`
      background: ${theme.gradients.hero};
      color: ${theme.colors.heroForeground};
    `}
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(20)} 0;
  }
  /* A page's hero is drawn at once. */
  ${({ $tone }) => $tone !== 'hero' && drawnNearScreen('720px')}
`;

export const SectionHeader = styled.header`
  text-align: center;
  max-width: 720px;
  margin: 0 auto ${({ theme }) => theme.space(10)};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes['4xl']};
    }
  }
  p {
    color: ${({ theme }) => theme.colors.mutedForeground};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export const Grid = styled.div<{ $columns?: number; $min?: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(${({ $columns = 3 }) => Math.min($columns, 2)}, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(${({ $columns = 3 }) => $columns}, minmax(0, 1fr));
  }
`;

export const Card = styled.article`
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  padding: ${({ theme }) => theme.space(6)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

export const Badge = styled.span<{ $tone?: 'primary' | 'accent' | 'success' | 'warm' | 'muted' | 'destructive' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radii.full};
  padding: 2px ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  line-height: 1.6;
  ${({ $tone = 'primary', theme }) => {
    const tones = {
      primary: [theme.colors.primarySoft, theme.colors.primaryHover],
      accent: [theme.colors.accent, theme.colors.accentForeground],
      success: [theme.colors.successSoft, theme.colors.success],
      warm: [theme.colors.warm, theme.colors.warmForeground],
      muted: [theme.colors.muted, theme.colors.mutedForeground],
      destructive: [theme.colors.destructive, theme.colors.destructiveForeground],
    } as const;
    const [bg, fg] = tones[$tone];
    return css`
      background: ${bg};
      color: ${fg};
    `;
  }}
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

/** A rounded, tinted square holding a card's icon. */
export const IconBubble = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  width: 48px;
  height: 48px;
  align-items: center;
  justify-content: center;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryHover};
`;
