import { useCallback } from 'react';
import { useLocation, useNavigate } from '@site/shared/router';

/** docs/product.md §9: from another page, go to / first and scroll after about 100 ms. */
export const ANCHOR_SCROLL_DELAY_MS = 100;
const WAIT_FOR_SECTION_MS = 5000;
const POLL_MS = 50;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** The longest a jump to a section keeps every section drawn when the browser does not say the scroll ended. */
export const DRAW_ALL_MAX_MS = 3000;

/**
 * Scrolls smoothly to the element with this id; returns whether it exists. Sections are drawn only
 * near the screen, in a guessed height until then (docs/architecture.md, "The first frame"), so a
 * jump past them would land where the guesses put the target, and they would grow on the way. The
 * page draws them all (`data-draw-all` on the root, the theme's global style) until the scroll
 * ends; each then keeps its real height when it is skipped again.
 */
export function scrollToSection(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const root = document.documentElement;
  root.dataset.drawAll = '';
  const done = () => {
    clearTimeout(timer);
    window.removeEventListener('scrollend', done);
    delete root.dataset.drawAll;
  };
  window.addEventListener('scrollend', done);
  const timer = setTimeout(done, DRAW_ALL_MAX_MS);
  element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  focusSectionIfLost(element);
  return true;
}

/**
 * A control that led to a section keeps focus (docs/design.md, "Keyboard, screen reader and voice
 * control"); one that went with its page (the trust test's next steps) left focus on the body, and
 * the next Tab would start at the top: focus goes to the section, as pageFocus does with a new
 * page's heading (out of the tab order, without a second scroll).
 */
function focusSectionIfLost(element: HTMLElement) {
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected) return;
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * Scrolls to a section once it exists. The home page comes from a remote, so on a first visit
 * the section may appear some time after navigation: keep looking for a few seconds.
 */
export function scrollToSectionWhenReady(id: string, timeoutMs = WAIT_FOR_SECTION_MS): () => void {
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    if (scrollToSection(id) || Date.now() - started > timeoutMs) return;
    timer = setTimeout(attempt, POLL_MS);
  };
  attempt();
  return () => clearTimeout(timer);
}

let pendingSection: string | null = null;

/**
 * For the shell's scroll restoration: whether the navigation that just landed is on its way to a
 * section (so it must not be sent back to the top of the page). Reading it clears it.
 */
export function takePendingSectionScroll(): boolean {
  const pending = pendingSection !== null;
  pendingSection = null;
  return pending;
}

/** Returns goToSection(id): scroll on /, or go to / and scroll after ANCHOR_SCROLL_DELAY_MS. */
export function useSectionNavigation(): (id: string) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (id: string) => {
      if (pathname === '/') {
        if (!scrollToSection(id)) scrollToSectionWhenReady(id);
        return;
      }
      pendingSection = id;
      navigate('/');
      setTimeout(() => scrollToSectionWhenReady(id), ANCHOR_SCROLL_DELAY_MS);
    },
    [navigate, pathname],
  );
}
