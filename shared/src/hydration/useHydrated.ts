import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the server renders the page and while the browser hydrates it, true afterwards.
 * Parts that depend on the visitor (query parameters, today's date, stored state) render their
 * neutral form until then, so the prerendered HTML and the first client render agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
