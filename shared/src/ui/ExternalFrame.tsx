// An embedded external page in a box of fixed height (docs/design.md, "External embeds"). Until it
// is wanted (`active`: near the screen, or opened) it is the empty box and the note below it; then
// its code is fetched (ExternalFrameImpl, a chunk of its own: no first visit grows with it).
import { useState } from 'react';
import { EmbedFrame } from './EmbedFrame';
import type { ExternalFrameProps } from './ExternalFrameImpl';
import { LazyPart, retryableLazy } from './LoadBoundary';

const frameImpl = retryableLazy(() => import('./ExternalFrameImpl'));

export function ExternalFrame({ active, ...props }: ExternalFrameProps & { active: boolean }) {
  const { frameRef, height, maxHeight, note } = props;
  // Its code did not arrive: the box stays, and the note beside it says what to do instead.
  const [codeMissing, setCodeMissing] = useState(false);
  const box = (
    <>
      <EmbedFrame ref={frameRef} $height={height} $maxHeight={maxHeight} data-reach="waiting" />
      {note}
    </>
  );
  if (!active || codeMissing) return box;
  return <LazyPart part={frameImpl} props={props} fallback={box} onError={() => setCodeMissing(true)} />;
}
