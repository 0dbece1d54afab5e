import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@site/shared/router';
import { scrollToSectionWhenReady, takePendingSectionScroll } from '@site/shared/navigation';
import { VisuallyHidden } from '@site/shared/ui';
import { focusNewPage } from './pageFocus';

/**
 * Scrolls to the hash target once it exists (pages come from remotes), else to the top on a new
 * page. A new page also takes focus to its main heading and has its title announced; a link to a
 * section keeps focus where it is (the visitor goes to the section) and only hears the title.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef(pathname);
  const announcer = useRef<HTMLParagraphElement>(null);
  // Whether the address is the one the page was opened at (the router names it 'default'), not one
  // the app went to. Kept up to date before the next effect reads it (effects run in order), which
  // runs on a new page or hash only.
  const openedHere = useRef(key === 'default');
  useEffect(() => {
    openedHere.current = key === 'default';
  });

  useEffect(() => {
    const pageChanged = previousPath.current !== pathname;
    previousPath.current = pathname;
    const announce = (title: string) => {
      const region = announcer.current;
      if (!region) return;
      // Cleared first, so that the same title said twice is still announced.
      region.textContent = '';
      requestAnimationFrame(() => {
        region.textContent = title;
      });
    };

    if (hash.length > 1) {
      let id = hash.slice(1);
      try {
        id = decodeURIComponent(id);
      } catch {
        return;
      }
      // When the app starts on a page whose HTML holds the target, the browser has scrolled to it
      // already (on load, or on a link followed before the scripts came), and the visitor may
      // have scrolled on since: a second jump would pull them away from what they are pressing.
      const stopScroll = openedHere.current && document.getElementById(id) ? () => {} : scrollToSectionWhenReady(id);
      const stopFocus = pageChanged ? focusNewPage(announce, { moveFocus: false }) : undefined;
      return () => {
        stopScroll();
        stopFocus?.();
      };
    }
    // A new page starts at the top, unless the visitor is on the way to one of its sections
    // (useSectionNavigation), whose scroll may already have started.
    const toSection = navigationType === 'PUSH' && takePendingSectionScroll();
    if (navigationType === 'PUSH' && !toSection) window.scrollTo(0, 0);
    return pageChanged ? focusNewPage(announce, { moveFocus: !toSection }) : undefined;
  }, [pathname, hash, navigationType]);

  return <VisuallyHidden as="p" ref={announcer} role="status" aria-live="polite" data-testid="page-announcer" />;
}
