// A navigation to a page whose remote is still on its way is a transition: React keeps the old page
// on screen (and the router's location with it) until the new one can show, seconds on a slow
// network, up to the load time limit (docs/performance.md, "The first seconds"). Meanwhile the
// visitor is told that their tap was taken: a bar at the top of the screen at once, and a status
// once the page is late (docs/performance.md, "The first seconds").
import { useEffect, useState } from 'react';
import { useLocation } from '@site/shared/router';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '@site/shared/ui';

const appear = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const travel = keyframes`from { transform: translateX(-100%); } to { transform: translateX(250%); }`;

const Bar = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  height: 3px;
  overflow: hidden;
  z-index: ${({ theme }) => theme.zIndex.toast};
  pointer-events: none;
  /* A navigation that is over at once shows nothing. */
  animation: ${appear} 0.2s ease-out 0.15s both;
  &::after {
    content: '';
    display: block;
    width: 40%;
    height: 100%;
    background: ${({ theme }) => theme.colors.primary};
    animation: ${travel} 1.2s ease-in-out infinite;
  }
`;

const currentPath = () => window.location.pathname;

/**
 * How long a navigation may take before a screen reader is told the page is loading. Most pages
 * arrive sooner (a remote already loaded, or in the cache): announcing those said nothing useful.
 */
export const ANNOUNCE_LOADING_AFTER_MS = 500;

/**
 * Whether the address has moved on to a page that is not on screen yet. The address is read after
 * every press, a click or Enter on a link (the router has pushed the new one by then), going back
 * or forward, and every change
 * the Navigation API reports where there is one; the rendered location is the router's.
 */
function usePendingNavigation(): boolean {
  const { pathname } = useLocation();
  // Null until the effect reads it: the prerendered page and its hydration show no bar.
  const [address, setAddress] = useState<string | null>(null);
  useEffect(() => {
    const update = () => setAddress(currentPath());
    // A navigation without a press or a history event (where there is no Navigation API) is found
    // here, once the page it led to is on screen.
    update();
    const navigation = (window as { navigation?: EventTarget }).navigation;
    document.addEventListener('click', update);
    window.addEventListener('popstate', update);
    navigation?.addEventListener('currententrychange', update);
    return () => {
      document.removeEventListener('click', update);
      window.removeEventListener('popstate', update);
      navigation?.removeEventListener('currententrychange', update);
    };
  }, [pathname]);
  return address !== null && address !== pathname;
}

/** Mounted while a page is on its way: says so once it is late, so a fast page is not announced. */
function LateAnnouncement() {
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), ANNOUNCE_LOADING_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return late ? <VisuallyHidden>Loading the page…</VisuallyHidden> : null;
}

/** The bar (at once) and the status (once late) shown while a page is on its way. */
export function NavigationProgress() {
  const pending = usePendingNavigation();
  return (
    <>
      {pending ? <Bar data-testid="navigation-progress" /> : null}
      <div role="status">{pending ? <LateAnnouncement /> : null}</div>
    </>
  );
}
