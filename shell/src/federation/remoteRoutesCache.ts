// One promise per remote for its routes module, readable with React's use(): once a remote has
// loaded (or was prefetched on hover), navigating to it renders at once, without a fallback.
import { loadRemoteRoutes, resetRemote, type RemoteRoutesModule } from './remoteLoader';
import type { RemoteName } from './sections';
import { reportError, reportLoaded } from '../telemetry/pageReports';

type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

const cache = new Map<RemoteName, Tracked<RemoteRoutesModule>>();

function track<T>(promise: Promise<T>): Tracked<T> {
  // The status is set only once settled: React instruments a pending thenable itself, and reads a
  // settled one synchronously (no fallback when a prefetched remote is already here).
  const tracked = promise as Tracked<T>;
  tracked.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}

function fulfilled<T>(value: T): Tracked<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

// --- What the page knows of each remote: failed or not, and when it first arrived. ---

const failed = new Set<RemoteName>();
const statusListeners = new Set<() => void>();
const notifyStatus = () => statusListeners.forEach((listener) => listener());

/** Whether the last attempt to load the remote failed (timed out or errored). */
export function remoteFailed(remote: RemoteName): boolean {
  return failed.has(remote);
}

/** For useSyncExternalStore: called when a remote fails or arrives. */
export function subscribeRemoteStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

interface Deferred {
  promise: Tracked<RemoteRoutesModule>;
  resolve: (module: RemoteRoutesModule) => void;
}
const availability = new Map<RemoteName, Deferred>();

function availabilityOf(remote: RemoteName): Deferred {
  let deferred = availability.get(remote);
  if (!deferred) {
    let resolve: (module: RemoteRoutesModule) => void = () => undefined;
    const promise = track(new Promise<RemoteRoutesModule>((r) => (resolve = r)));
    deferred = { promise, resolve };
    availability.set(remote, deferred);
  }
  return deferred;
}

function arrived(remote: RemoteName, module: RemoteRoutesModule, late: boolean) {
  reportLoaded(remote);
  if (late) cache.set(remote, fulfilled(module));
  availabilityOf(remote).resolve(module);
  if (failed.delete(remote)) notifyStatus();
}

/** The routes module of a remote; a failure stays cached until forgetRemoteRoutes (Retry). */
export function remoteRoutesPromise(remote: RemoteName): Promise<RemoteRoutesModule> {
  let promise = cache.get(remote);
  if (!promise) {
    if (failed.delete(remote)) notifyStatus();
    // A remote that arrives after its time limit still takes over (see remoteRoutesWhenAvailable
    // and RemoteOutlet): its module replaces the failure in the cache.
    promise = track(loadRemoteRoutes(remote, { onLateArrival: (module) => arrived(remote, module, true) }));
    promise.then(
      (module) => arrived(remote, module, false),
      (reason: unknown) => {
        reportError('load', reason, remote);
        failed.add(remote);
        notifyStatus();
      },
    );
    cache.set(remote, promise);
  }
  return promise;
}

/**
 * The routes module of a remote once any attempt has loaded it: never rejects. A prerendered
 * page hydrates its content with this, so that a remote that fails or hangs leaves the page's
 * readable HTML in place (the shell says what is unavailable, with Retry) instead of an error.
 */
export function remoteRoutesWhenAvailable(remote: RemoteName): Promise<RemoteRoutesModule> {
  remoteRoutesPromise(remote).catch(() => undefined);
  return availabilityOf(remote).promise;
}

/** Drops what is known of a remote so that the next render loads it afresh. */
export async function forgetRemoteRoutes(remote: RemoteName): Promise<void> {
  cache.delete(remote);
  await resetRemote(remote);
}

/** Starts loading a remote's routes early (link hover or focus); errors surface on navigation. */
export function prefetchRemoteRoutes(remote: RemoteName): void {
  const promise = cache.get(remote);
  if (promise?.status === 'rejected') return;
  remoteRoutesPromise(remote).catch(() => undefined);
}
