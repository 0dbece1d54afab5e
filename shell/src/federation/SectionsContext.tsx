import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useHydrated } from '@site/shared/hydration';
import { hydratingPath } from './firstHydration';
import { ensureRemotesRegistered } from './remoteLoader';
import { pageSections, type PageSections, type Sections } from './sections';

/**
 * The page's sections: those its HTML was rendered with and the live ones of this browser's
 * releases (null until known: a development server's page waits for /remotes.json). The value
 * never changes while the page is open (docs/rollouts.md, "A visitor during a release"):
 * a change at the root would make React render afresh the parts of the page still waiting to
 * hydrate, losing what the visitor did there. Each consumer picks what it needs instead.
 */
export const SectionsContext = createContext<PageSections | null>(null);

/** The live sections of this browser's releases. */
export function useSections(): Sections | null {
  return useContext(SectionsContext)?.live ?? null;
}

/**
 * For a part of the chrome (menu, footer): the sections its HTML was rendered with while it
 * hydrates, the live ones after (a release that added a link shows it once that part is live).
 */
export function useChromeSections(): Sections | null {
  const sections = useContext(SectionsContext);
  const hydrated = useHydrated();
  return (hydrated ? sections?.live : sections?.rendered) ?? null;
}

/**
 * For the route table at `pathname`: while the prerendered page at that path hydrates, the
 * sections it was rendered with; the live ones for every other render (a navigation).
 */
export function useRouteSections(pathname: string): Sections | null {
  const sections = useContext(SectionsContext);
  if (!sections) return null;
  return hydratingPath() === pathname ? sections.rendered : sections.live;
}

/** The sections of the page (or, where it carries none, of /remotes.json) for everything below. */
export function LiveSections({ children }: { children: ReactNode }) {
  const fromPage = pageSections();
  if (!fromPage) return <FetchedSections>{children}</FetchedSections>;
  return <SectionsContext.Provider value={fromPage}>{children}</SectionsContext.Provider>;
}

/** A page that carries no sections (a development server's) waits for /remotes.json. */
function FetchedSections({ children }: { children: ReactNode }) {
  const [fetched, setFetched] = useState<PageSections | null>(null);
  useEffect(() => {
    let current = true;
    ensureRemotesRegistered().then(
      (config) => {
        const sections = config.sections ?? {};
        if (current) setFetched({ rendered: sections, live: sections });
      },
      (error: unknown) => console.error('[shell] sections:', error),
    );
    return () => {
      current = false;
    };
  }, []);
  return <SectionsContext.Provider value={fetched}>{children}</SectionsContext.Provider>;
}
