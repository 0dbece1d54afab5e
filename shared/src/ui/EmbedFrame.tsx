import styled from 'styled-components';

/** A bordered box of a fixed height that an embedded page (iframe) fills. */
export const EmbedFrame = styled.div<{ $height: number; $maxHeight?: string }>`
  height: ${({ $height }) => $height}px;
  ${({ $maxHeight }) => ($maxHeight ? `max-height: ${$maxHeight};` : '')}
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  iframe {
    width: 100%;
    height: 100%;
    border: 0;
  }
`;
