import { useEffect } from 'react';

/**
 * Goes inside a part of the page that hydrates after its region went live (a lazy part, a slice
 * of the chrome): once the part is hydrated, the early-events script puts back what the visitor
 * typed or chose there before (docs/performance.md, "The first seconds"). Renders nothing.
 */
export function PartLive() {
  useEffect(() => {
    window.__siteEarly?.partLive();
  }, []);
  return null;
}
