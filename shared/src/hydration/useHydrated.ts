import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribeNothing = () => () => undefined;
const same = () => 0;
// How many times React asked for the server snapshot: a render that asked sees it change.
let serverSnapshots = 0;
const serverSnapshot = () => {
  serverSnapshots += 1;
  return 0;
};

/**
 * True when this render mounts a part of prerendered HTML that React is hydrating (or renders on
 * the server), false on a client render and on every later render. React asks a store for its
 * server snapshot only then; both snapshots are the same, so unlike a store whose snapshots differ
 * it never forces a synchronous re-render once hydrated (README, "The first seconds").
 */
export function useHydrating(): boolean {
  const before = serverSnapshots;
  useSyncExternalStore(subscribeNothing, same, serverSnapshot);
  return serverSnapshots !== before;
}

/**
 * False while the server renders the page and while the browser hydrates it, true afterwards.
 * Parts that depend on the visitor (query parameters, today's date, stored state) render their
 * neutral form until then, so the prerendered HTML and the first client render agree. The switch
 * after hydration is a transition: rendered in short slices that yield to input, not in one task.
 * A part rendered on the client (a navigation) is true at once.
 */
export function useHydrated(): boolean {
  const hydrating = useHydrating();
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
