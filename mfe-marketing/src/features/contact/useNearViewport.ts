import { useEffect, useState, type RefObject } from 'react';
import { useHydrated } from '@site/shared/hydration';

/** True once the element comes within `margin` of the viewport (then stays true). */
export function useNearViewport(ref: RefObject<Element | null>, margin = '400px'): boolean {
  const [near, setNear] = useState(false);
  // Without an observer to ask (an old browser, a test), near as soon as the page is live.
  const unobservable = useHydrated() && typeof IntersectionObserver === 'undefined';
  useEffect(() => {
    const element = ref.current;
    if (!element || near || unobservable) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near, unobservable]);
  return near || unobservable;
}
