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
 * it never forces a synchronous re-render once hydrated (docs/performance.md, "The first seconds").
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

/** What useStoreAfterHydration needs of a store (zustand's StoreApi has it). */
export interface ReadableStore<S> {
  getState: () => S;
  getInitialState: () => S;
  subscribe: (listener: () => void) => () => void;
}

/**
 * A store's selected value, as zustand's hook gives it, but hydrated without a synchronous
 * re-render. The prerendered HTML shows the store's initial state; when the store has changed
 * since (the session read, the stored cart), React's own subscription hydrates with the initial
 * state and then re-renders the part at once, in one long task, before the page answers input
 * (docs/architecture.md, "Stores after hydration"). Here the part hydrates with the initial state
 * and catches up in a transition, in slices that yield to input. A part whose value did not change
 * is not rendered again; after hydration every change shows at once, as with zustand's hook.
 * Without a selector, the whole state.
 */
export function useStoreAfterHydration<S, T = S>(store: ReadableStore<S>, selector?: (state: S) => T): T {
  const select = (state: S) => (selector ? selector(state) : (state as unknown as T));
  const hydrating = useHydrating();
  const [caughtUp, setCaughtUp] = useState(
    () => !hydrating || Object.is(select(store.getInitialState()), select(store.getState())),
  );
  useEffect(() => {
    if (!caughtUp) startTransition(() => setCaughtUp(true));
  }, [caughtUp]);
  const read = caughtUp ? store.getState : store.getInitialState;
  return useSyncExternalStore(
    store.subscribe,
    () => select(read()),
    () => select(store.getInitialState()),
  );
}
