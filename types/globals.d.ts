declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}

/**
 * The early-events script inline in every shell page (shell/src/early/earlyEvents.js): the app
 * tells it which regions of the page are live ('chrome', 'page', or a section's own name, see
 * HydrateWhenSeen), so that what the visitor did there before is replayed.
 */
interface SiteEarlyEvents {
  live: (region: string) => void;
  /** A part of a live region hydrated after it (a lazy part, a chrome slice): its kept values go back. */
  partLive: () => void;
  isLive: (region: string) => boolean;
  snapshot: () => void;
  pending: (region: string) => boolean;
  discard: (region: string) => void;
}

interface Window {
  __siteEarly?: SiteEarlyEvents;
}
