import { useEffect } from 'react';
import { useLocation } from '@site/shared/router';
import { preloadDialog, preloadToaster } from '@site/shared/ui';
import { preloadRemoteEntry } from './remoteLoader';
import { remoteFor } from './sections';
import { useSections } from './SectionsContext';

const START_AFTER_MS = 3000;

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Once the page has settled and the browser is idle, loads the other remotes' entries (run: the
 * federation runtime reads a remote's files from its entry; their routes modules only downloaded)
 * and the dialog and toast code, so that moving between sections starts from the cache. Skipped
 * on Save-Data and slow links.
 */
export function useIdlePreload(): void {
  const { pathname } = useLocation();
  const sections = useSections();
  useEffect(() => {
    if (!sections) return undefined;
    const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
    if (connection?.saveData || /(^|-)2g$|^3g$/.test(connection?.effectiveType ?? '')) return undefined;
    const current = remoteFor(sections, pathname);
    let idleHandle: number | undefined;
    // One download per idle period: started together, their scripts' insertion and the dialog's
    // code made one long task (npm run bench:trace) on a slow phone.
    const queue = [
      () => preloadDialog().catch(() => undefined),
      () => preloadToaster().catch(() => undefined),
      ...Object.keys(sections)
        .filter((remote) => remote !== current)
        .map((remote) => () => preloadRemoteEntry(remote).catch(() => undefined)),
    ];
    const next = () => {
      queue.shift()?.();
      if (queue.length) idleHandle = window.requestIdleCallback?.(next, { timeout: 5000 });
    };
    const timer = window.setTimeout(() => {
      if (!window.requestIdleCallback) while (queue.length) next();
      else idleHandle = window.requestIdleCallback(next, { timeout: 5000 });
    }, START_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
      if (idleHandle !== undefined) window.cancelIdleCallback?.(idleHandle);
    };
    // Once per page load (once its sections are known): later navigations find what is already
    // preloaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sections === null]);
}
