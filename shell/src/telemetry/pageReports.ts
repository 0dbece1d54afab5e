// What the page's reporter needs from the first moment (docs/release-health.md), before
// its own chunk arrives after the first paint: the errors caught so far (uncaught errors, unhandled
// rejections, a remote's error boundary, a remote that failed to load) and the remotes loaded. Kept
// tiny: it is on every first visit.
export type CaughtKind = 'error' | 'rejection' | 'boundary' | 'load';

export interface CaughtError {
  kind: CaughtKind;
  /** The thrown value (an Error, usually), or the message of an error event without one. */
  error: unknown;
  /** The remote whose boundary or loading caught it; null: find it from the stack. */
  remote: string | null;
  /** An error event's script, line and column (a cross-origin script's error has no stack). */
  source?: string;
}

type Listener = { error: (caught: CaughtError) => void; loaded: (remote: string) => void };

const waiting: CaughtError[] = [];
const loaded = new Set<string>();
let listener: Listener | null = null;

/** Records an error for the reporter (kept until it starts, 50 at most). */
export function reportError(kind: CaughtKind, error: unknown, remote: string | null = null, source?: string): void {
  const caught = { kind, error, remote, ...(source ? { source } : {}) };
  if (listener) listener.error(caught);
  else if (waiting.length < 50) waiting.push(caught);
}

/** Records that a remote's routes module arrived: the page view is a session of its release. */
export function reportLoaded(remote: string): void {
  if (listener) listener.loaded(remote);
  else loaded.add(remote);
}

/** The reporter takes over: what was recorded so far, then everything as it comes. */
export function listenToReports(next: Listener): void {
  listener = next;
  loaded.forEach(next.loaded);
  waiting.splice(0).forEach(next.error);
}

/** Uncaught errors and unhandled rejections of the whole page, from the start. */
export function catchPageErrors(): void {
  window.addEventListener('error', (event) => {
    const source = event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : undefined;
    reportError('error', event.error ?? event.message, null, source);
  });
  window.addEventListener('unhandledrejection', (event) => reportError('rejection', event.reason));
}
