import { useEffect } from 'react';
import { useLocation } from '@site/shared/router';
import { preloadDialog, preloadToaster } from '@site/shared/ui';
import { prefetchRemoteFiles } from './remoteLoader';
import { remoteFor, type RemoteName, type Sections } from './sections';
import { useSections } from './SectionsContext';

const START_AFTER_MS = 3000;

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Once the page has settled and the browser is idle, downloads the other remotes' entries and
 * routes modules without running them (prefetchRemoteFiles), and loads the dialog and toast code
 * the page itself uses and the shell's parts that wait for their first use (`shellParts`: the
 * cart's steps), so that moving between sections starts from the cache and the cart opens at
 * once. Skipped on Save-Data and slow links.
 */
export function useIdlePreload(shellParts: readonly (() => Promise<unknown>)[] = []): void {
  const { pathname } = useLocation();
  const sections = useSections();
  useEffect(() => {
    if (!sections) return undefined;
    const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
    if (connection?.saveData || /(^|-)2g$|^3g$/.test(connection?.effectiveType ?? '')) return undefined;
    let idleHandle: number | undefined;
    // One step per idle period: started together, their scripts' insertion and the dialog's code
    // made one long task (npm run bench:trace) on a slow phone.
    let queue: (() => void)[] = [];
    const next = () => {
      queue.shift()?.();
      if (queue.length) idleHandle = window.requestIdleCallback?.(next, { timeout: 5000 });
    };
    const timer = window.setTimeout(() => {
      queue = [
        () => preloadDialog().catch(() => undefined),
        () => preloadToaster().catch(() => undefined),
        ...shellParts.map((preload) => () => void preload().catch(() => undefined)),
        ...linkedRemotes(sections, remoteFor(sections, pathname)).map(
          (remote) => () => prefetchRemoteFiles(remote).catch(() => undefined),
        ),
      ];
      if (!window.requestIdleCallback) while (queue.length) next();
      else idleHandle = window.requestIdleCallback(next, { timeout: 5000 });
    }, START_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
      if (idleHandle !== undefined) window.cancelIdleCallback?.(idleHandle);
    };
    // Once per page load (once its sections are known): later navigations find what is already
    // fetched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sections === null]);
}

/**
 * The remotes whose pages this page links to, other than its own: where the visitor may go next
 * (the console's remote, linked from no visitor's page, is not fetched for every visitor).
 */
export function linkedRemotes(sections: Sections, current: RemoteName | null, doc: Document = document): RemoteName[] {
  const found = new Set<RemoteName>();
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (link.origin !== doc.location.origin) continue;
    const remote = remoteFor(sections, link.pathname);
    if (remote && remote !== current) found.add(remote);
  }
  return [...found];
}
