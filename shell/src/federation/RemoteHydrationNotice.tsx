import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from '@site/shared/router';
import { LazyPart, retryableLazy } from '@site/shared/ui';
import { remoteFor } from './sections';
import { useRouteSections } from './SectionsContext';
import { discardEarlyActions } from '../early/earlyRestore';
import { useSayWhyPressesWait } from './useSayWhyPressesWait';
import { isLive, subscribeLive } from '../early/liveRegions';
import { forgetFirstHydration, hydratingPath } from './firstHydration';
import {
  forgetRemoteRoutes,
  remoteFailed,
  remoteRoutesWhenAvailable,
  subscribeRemoteStatus,
} from './remoteRoutesCache';
import { useRemoteLabel } from './RemoteOutlet';

// The docked view is fetched when the browser is idle (preloadRemoteNotice) or when it is needed:
// from the shell's own origin, which answers when a remote's does not.
const loadNotice = () => import('./notice/DockedNotice');
const dockedNotice = retryableLazy(loadNotice);

export const preloadRemoteNotice = (): Promise<unknown> => loadNotice();

/**
 * While a prerendered page waits for its remote, says so when the remote fails or does not
 * answer in time: the page stays readable, its own buttons and forms wait, and Retry tries again.
 * Rendered outside the page's Suspense boundary, with its own state, so that showing it does not
 * disturb the HTML still waiting to be hydrated.
 */
export function RemoteHydrationNotice() {
  const { pathname } = useLocation();
  const sections = useRouteSections(pathname);
  const remote = sections && remoteFor(sections, pathname);
  // As the chrome hydrates, the page is not live yet: the same answer as the HTML's, so React has
  // no reason to render the notice again at once (docs/architecture.md, "Stores after hydration").
  const pageLive = useSyncExternalStore(
    subscribeLive,
    () => isLive('page'),
    () => false,
  );
  const failed = useSyncExternalStore(
    subscribeRemoteStatus,
    () => !!remote && remoteFailed(remote),
    () => false,
  );
  const show = !!remote && failed && !pageLive && hydratingPath() === pathname;
  const label = useRemoteLabel(remote || null);
  const retry = () => {
    if (remote) void forgetRemoteRoutes(remote).finally(() => remoteRoutesWhenAvailable(remote));
  };
  useEffect(() => forgetFirstHydration(pathname), [pathname]);
  // Before the held actions are dropped: a press on the page, held or new, is told why it waits.
  useSayWhyPressesWait(show, label, retry);
  useEffect(() => {
    // What the visitor did on the page will not be replayed: it is reported unavailable.
    if (show) discardEarlyActions('page');
  }, [show]);
  if (!show || !remote) return null;
  return <LazyPart part={dockedNotice} props={{ label, onRetry: retry }} />;
}
