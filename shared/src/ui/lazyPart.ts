// A part of a page whose code waits until the part is shown (the shop's ROI calculators): a chunk
// of its own, fetched when the part first renders. Prerendering loads every such part first
// (preloadLazyParts), so the page's HTML has it; in the browser, hydration keeps that HTML in
// place until the chunk arrives, and a client-side visit shows the Suspense fallback meanwhile.
// Once hydrated, the part says so (PartLive): what the visitor typed in it before is put back.
import { createElement, Fragment, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { PartLive } from './PartLive';

type Loaded<P> = { default: ComponentType<P> };

const preloaders = new Set<() => Promise<unknown>>();

export function lazyPart<P extends object>(load: () => Promise<Loaded<P>>): LazyExoticComponent<ComponentType<P>> {
  let loaded: Loaded<P> | undefined;
  const preload = () =>
    load().then(({ default: Part }) => {
      const announced = (props: P) =>
        createElement(Fragment, null, createElement(Part, props), createElement(PartLive));
      announced.displayName = Part.displayName ?? Part.name;
      return (loaded = { default: announced });
    });
  preloaders.add(preload);
  // Once loaded, the part resolves at once (a thenable that calls back synchronously): a render
  // after preloadLazyParts, as in prerendering, does not suspend.
  return lazy(() => {
    const module = loaded;
    if (module) return { then: (resolve: (value: Loaded<P>) => void) => resolve(module) } as Promise<Loaded<P>>;
    return preload() as Promise<Loaded<P>>;
  });
}

/**
 * Loads every lazy part (the prerenderer calls it before rendering pages), and then those that the
 * loaded parts declare in turn (a lazy page's own lazy parts), until none is left.
 */
export async function preloadLazyParts(): Promise<void> {
  const loaded = new Set<() => Promise<unknown>>();
  for (;;) {
    const next = [...preloaders].filter((preload) => !loaded.has(preload));
    if (!next.length) return;
    next.forEach((preload) => loaded.add(preload));
    await Promise.all(next.map((preload) => preload()));
  }
}
