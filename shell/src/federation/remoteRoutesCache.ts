// One promise per remote for its routes module, readable with React's use(): once a remote has
// loaded (or was prefetched on hover), navigating to it renders at once, without a fallback.
import { loadRemoteRoutes, resetRemote, type RemoteRoutesModule } from './remoteLoader';
import type { RemoteName } from './remoteNames';

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

/** The routes module of a remote; a failure stays cached until forgetRemoteRoutes (Retry). */
export function remoteRoutesPromise(remote: RemoteName): Promise<RemoteRoutesModule> {
  let promise = cache.get(remote);
  if (!promise) {
    promise = track(loadRemoteRoutes(remote));
    cache.set(remote, promise);
  }
  return promise;
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
