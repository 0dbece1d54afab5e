// The app's side of the early-events script (earlyEvents.js, inline in the page head): it tells
// the script when a region of the page is live, so that what the visitor did before is replayed
// there. Where the script is absent (a test, a remote's own page) the page is marked hydrated the
// same way.
import { attachEarlyRestore, snapshotEarlyFields } from './earlyRestore';

export type EarlyRegion = 'chrome' | 'page';

/** The attribute that marks the page region (whose content hydrates with its remote). */
export const PAGE_REGION_ATTRIBUTE = { 'data-early-region': 'page' } as const;

const liveWithoutScript = new Set<EarlyRegion>();
const listeners = new Set<() => void>();

export function markLive(region: EarlyRegion): void {
  attachEarlyRestore();
  const early = window.__siteEarly;
  if (early) early.live(region);
  else {
    liveWithoutScript.add(region);
    if (liveWithoutScript.size === 2) document.documentElement.dataset.hydrated = 'true';
  }
  for (const listener of listeners) listener();
}

export function isLive(region: EarlyRegion): boolean {
  return window.__siteEarly ? window.__siteEarly.isLive(region) : liveWithoutScript.has(region);
}

/** For useSyncExternalStore: called whenever a region becomes live. */
export function subscribeLive(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Records the fields the visitor filled in before hydration may reset them. */
export function snapshotFields(): void {
  attachEarlyRestore();
  snapshotEarlyFields();
}
