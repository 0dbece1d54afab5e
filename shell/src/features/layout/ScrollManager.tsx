import { useEffect } from 'react';
import { useLocation, useNavigationType } from '@site/shared/router';
import { scrollToSectionWhenReady, takePendingSectionScroll } from '@site/shared/navigation';

/** Scrolls to the hash target once it exists (pages come from remotes), else to the top on a new page. */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (hash.length > 1) {
      let id = hash.slice(1);
      try {
        id = decodeURIComponent(id);
      } catch {
        return;
      }
      return scrollToSectionWhenReady(id);
    }
    // A new page starts at the top, unless the visitor is on the way to one of its sections
    // (useSectionNavigation), whose scroll may already have started.
    if (navigationType === 'PUSH' && !takePendingSectionScroll()) window.scrollTo(0, 0);
    return undefined;
  }, [pathname, hash, navigationType]);
  return null;
}
