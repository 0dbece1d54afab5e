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
  pending: (region: string) => boolean;
  /** Gives the script what puts back what it kept (shell/src/early/earlyRestore.ts); once. */
  restoreWith: (make: (kept: EarlyKept) => () => (() => void) | null) => void;
}

/** A field's value kept by the early-events script (shell/src/early/earlyFields.js). */
interface EarlyFieldEntry {
  node: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  /** Its region, form, kind and name or label: it finds the field again once React replaced it. */
  key: string;
  /** Which of the fields with that key. */
  nth: number;
  /** Its text, 'true'/'false', the chosen options' indexes or 'file'. */
  value: string;
  tries: number;
}

/** A press or submit held until its region is live (shell/src/early/earlyEvents.js). */
interface EarlyAction {
  region: string;
  node: HTMLElement;
  submitter?: HTMLElement | null;
}

/** What the early-events script kept, and its helpers, as it gives them to restoreWith. */
interface EarlyKept {
  fields: {
    entries: EarlyFieldEntry[];
    remember: (node: Element) => void;
    keyOf: (node: Element) => string;
    known: (node: Element) => boolean;
    read: (node: Element) => string;
    checkable: (node: Element) => boolean;
    reactProps: (node: Element) => Record<string, unknown> | null;
    setNative: (node: Element, property: 'value' | 'checked', value: unknown) => void;
    putting: (on: boolean) => void;
  };
  queue: EarlyAction[];
  regionOf: (node: Element) => string;
  isLive: (region: string) => boolean;
}

interface Window {
  __siteEarly?: SiteEarlyEvents;
}
