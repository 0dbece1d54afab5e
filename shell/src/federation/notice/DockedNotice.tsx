// The notice over a prerendered page whose remote failed (RemoteHydrationNotice): a chunk of the
// shell's own, fetched when the browser is idle or a remote fails, as no first visit needs it.
import { useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { Icon } from '@site/shared/ui';
import { RetryButton } from '../RemoteOutlet';

// The notice over a prerendered page whose remote failed comes after the page is on screen: fixed
// at the bottom of the screen (above the mobile bar), it moves nothing that is shown; the page gets
// its height as room at its end, so it covers nothing there (docs/performance.md, "A page that
// holds still"). It stays first in the page's content, where the keyboard reaches Retry at once.
const Dock = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.floating};
  padding: ${({ theme }) => theme.space(3)};
  pointer-events: none;
  ${({ theme }) => theme.media.belowMd} {
    bottom: ${({ theme }) => theme.layout.mobileBarHeight};
  }
`;

const DockedBox = styled.div`
  max-width: 560px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 8px 24px rgba(15, 23, 42, 0.16);
  pointer-events: auto;
  h2 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.warm};
  }
`;

/** The docked notice: what failed, what still works, and Retry. */
export default function DockedNotice({ label, onRetry }: { label: string; onRetry: () => void }) {
  const dock = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    // Room at the page's end (nothing shown moves), and what the keyboard reaches is scrolled into
    // view above the notice, not under it.
    if (!dock.current) return undefined;
    const { documentElement: root, body } = document;
    const room = `${window.innerHeight - dock.current.getBoundingClientRect().top}px`;
    body.style.paddingBottom = room;
    root.style.scrollPaddingBottom = room;
    return () => {
      body.style.paddingBottom = '';
      root.style.scrollPaddingBottom = '';
    };
  }, []);
  return (
    <Dock ref={dock}>
      <DockedBox role="alert">
        <h2>
          <Icon name="alert" size={24} />
          {label} could not be loaded
        </h2>
        <p>
          The page is shown as it was prepared, but some actions on it are unavailable until this section loads: its
          buttons and forms will not respond. The menu, your cart and the other pages still work.
        </p>
        <RetryButton onRetry={onRetry} />
      </DockedBox>
    </Dock>
  );
}
