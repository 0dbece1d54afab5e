import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useHydrated } from '@site/shared/hydration';
import { ensureRemotesRegistered } from './remoteLoader';
import { pageSections, type Sections } from './sections';

/** The page's sections (null until known: a development server's page waits for /remotes.json). */
export const SectionsContext = createContext<Sections | null>(null);

export function useSections(): Sections | null {
  return useContext(SectionsContext);
}

/**
 * The sections of the live releases this browser gets, for the chrome and the route table. A page
 * hydrates with those its HTML was rendered with, then takes the live ones (a release that added
 * a link shows it at once, without a hydration mismatch); a page that carries none (development)
 * waits for /remotes.json. They stay for the life of the page (docs/releases.md, "No visitor is
 * broken by a release").
 */
export function LiveSections({ children }: { children: ReactNode }) {
  const fromPage = pageSections();
  const hydrated = useHydrated();
  const [fetched, setFetched] = useState<Sections | null>(null);
  useEffect(() => {
    if (fromPage) return undefined;
    let current = true;
    ensureRemotesRegistered().then(
      (config) => {
        if (current) setFetched(config.sections ?? {});
      },
      (error: unknown) => console.error('[shell] sections:', error),
    );
    return () => {
      current = false;
    };
  }, [fromPage]);
  const sections = fromPage ? (hydrated ? fromPage.live : fromPage.rendered) : fetched;
  return <SectionsContext.Provider value={sections}>{children}</SectionsContext.Provider>;
}
