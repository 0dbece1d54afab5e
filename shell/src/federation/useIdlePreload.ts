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
 * Once the page has settled and the browser is idle, downloads the other remotes' entries (not
 * run) and the dialog and toast code, so that moving between sections starts from the cache. Skipped on Save-Data and slow links.
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
    const timer = window.setTimeout(() => {
      const run = () => {
        // The dialog, cart sheet and toast code, so the first open or message is instant.
        preloadDialog().catch(() => undefined);
        preloadToaster().catch(() => undefined);
        for (const remote of Object.keys(sections)) {
          if (remote !== current) preloadRemoteEntry(remote).catch(() => undefined);
        }
      };
      idleHandle = window.requestIdleCallback ? window.requestIdleCallback(run, { timeout: 5000 }) : undefined;
      if (idleHandle === undefined) run();
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
