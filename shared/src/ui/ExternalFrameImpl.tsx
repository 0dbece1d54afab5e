// The embedded page itself, with its host asked first (docs/design.md, "External embeds"): loaded
// by ExternalFrame once the frame is wanted, so no first visit carries it.
import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { EmbedFrame } from './EmbedFrame';
import { Spinner } from './Spinner';
import { useEmbedReach } from './useEmbedReach';

const Notice = styled.div`
  height: 100%;
  padding: ${({ theme }) => theme.space(6)};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  text-align: center;
`;

export interface ExternalFrameProps {
  src: string;
  /** The frame's accessible name ('Contact form'). */
  title: string;
  /** What is loading, for the spinner ('Loading the contact form'). */
  loadingLabel: string;
  height: number;
  maxHeight?: string;
  frameRef?: Ref<HTMLDivElement>;
  /** Below the frame: what to do if it does not show (open it in a new tab, email). */
  note: ReactNode;
  /** Shown in the frame's place, above the note, when its host cannot be reached: what happened. */
  children: ReactNode;
}

/**
 * A spinner while the host is asked, the page once it answered (loading meanwhile, out of sight),
 * and in its place, when it cannot be reached, the children with the note: what to do is in
 * sight, not below a tall empty box. Never the browser's error page.
 */
export default function ExternalFrameImpl(props: ExternalFrameProps) {
  const { src, title, loadingLabel, height, maxHeight, frameRef, note, children } = props;
  const reach = useEmbedReach(src);
  return (
    <>
      <EmbedFrame ref={frameRef} $height={height} $maxHeight={maxHeight} data-reach={reach}>
        {reach === 'unreachable' ? null : (
          <iframe src={src} title={title} height={height} hidden={reach !== 'reachable'} />
        )}
        {reach === 'checking' ? (
          <Notice>
            <Spinner label={loadingLabel} size={28} />
          </Notice>
        ) : null}
        {reach === 'unreachable' ? (
          <Notice role="status">
            {children}
            {note}
          </Notice>
        ) : null}
      </EmbedFrame>
      {reach === 'unreachable' ? null : note}
    </>
  );
}
