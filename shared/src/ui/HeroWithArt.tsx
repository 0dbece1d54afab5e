import type { ReactNode } from 'react';
import styled from 'styled-components';

const Split = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  align-items: center;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 440px);
    gap: ${({ theme }) => theme.space(12)};
  }
`;

/**
 * The art's frame's id. The page's first frame waits until the frame is parsed (the prerenderer's
 * `<link rel="expect">`, shell/src/firstFrame/firstFrameWaits.ts): painted before the art arrived,
 * the text, centred beside it, moved down when it came (docs/performance.md, "A page that holds
 * still"). One hero a page.
 */
export const HERO_ART_ID = 'hero-art';

/**
 * The art's frame: the hero's right half from 1024 px, under the text and smaller on a tablet, and
 * not shown on a phone, where the text comes first and alone (docs/design.md, Art). It has the
 * drawings' shape (440 by 400) before the drawing arrives, so nothing moves when it appears.
 */
const ArtFrame = styled.div`
  display: none;
  ${({ theme }) => theme.media.md} {
    display: block;
    width: 100%;
    max-width: 360px;
    aspect-ratio: 11 / 10;
  }
  ${({ theme }) => theme.media.lg} {
    max-width: 440px;
    justify-self: end;
  }
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
`;

/** A hero's text beside its illustration, which is decorative: the text says everything. */
export function HeroWithArt({ art, children }: { art: ReactNode; children: ReactNode }) {
  return (
    <Split>
      <div>{children}</div>
      <ArtFrame id={HERO_ART_ID} aria-hidden="true">
        {art}
      </ArtFrame>
    </Split>
  );
}
