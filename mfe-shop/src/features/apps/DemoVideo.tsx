import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { Product } from '@site/shared/types';
import { ProductCover } from '@site/shared/covers';
import { Button, Icon } from '@site/shared/ui';

const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.gradients.hero};
  color: ${({ theme }) => theme.colors.heroForeground};
  video,
  svg[data-cover] {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  text-align: center;
  background: rgba(15, 23, 42, 0.55);
  p {
    margin: 0;
    max-width: 36ch;
  }
`;

const Figure = styled.figure`
  margin: 0;
`;

const Caption = styled.figcaption`
  margin-top: ${({ theme }) => theme.space(2)};
  font-weight: 600;
`;

type State = 'poster' | 'playing' | 'failed';

/**
 * An app's demo: a poster with a play button, and the video only once asked for (nothing heavy on
 * the page before that). The poster is drawn from the app's cover design (docs/design.md), so it
 * never fails; the video plays over it. A video that cannot load leaves a clear message, not a hole.
 */
export function DemoVideo({ product }: { product: Product }) {
  const [state, setState] = useState<State>('poster');
  const title = `Demo of ${product.name}`;
  const messageId = useId();
  const video = useRef<HTMLVideoElement>(null);
  const retry = useRef<HTMLButtonElement>(null);
  // The button pressed goes with the poster, and the video with its failure: focus follows to what
  // replaced it (the video, then Try again, described by the message) rather than to the body.
  const pressed = useRef(false);
  useEffect(() => {
    if (!pressed.current) return;
    if (state === 'playing') video.current?.focus();
    else if (state === 'failed') {
      const active = document.activeElement;
      if (!active || active === document.body || !active.isConnected) retry.current?.focus();
    }
  }, [state]);
  const play = () => {
    pressed.current = true;
    setState('playing');
  };

  if (!product.videoUrl) return null;
  return (
    <Figure data-testid="demo-video">
      <Frame>
        <ProductCover product={product} variant="poster" />
        {state === 'playing' ? (
          // The demos are hosted elsewhere and come without caption files; the page describes each
          // app in text. A <track> goes here once the host provides captions.
          // eslint-disable-next-line jsx-a11y/media-has-caption
          <video
            ref={video}
            // Focusable with its controls in every browser, so that focus can follow the press.
            tabIndex={0}
            src={product.videoUrl}
            controls
            autoPlay
            playsInline
            aria-label={title}
            onError={() => setState('failed')}
          />
        ) : (
          <Overlay>
            {state === 'failed' ? (
              <>
                <Icon name="alert" size={32} />
                <p role="status" id={messageId}>
                  The demo video could not be loaded right now. Check your connection and try again.
                </p>
                <Button ref={retry} $variant="secondary" $size="sm" aria-describedby={messageId} onClick={play}>
                  <Icon name="refresh" size={16} /> Try again
                </Button>
              </>
            ) : (
              <Button $variant="secondary" onClick={play} aria-label={`Watch demo: ${product.name}`}>
                <Icon name="play" size={20} /> Watch demo
              </Button>
            )}
          </Overlay>
        )}
      </Frame>
      <Caption>{product.name}</Caption>
    </Figure>
  );
}
