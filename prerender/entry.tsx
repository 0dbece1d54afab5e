// Node bundle of the prerenderer: the shell's page renderer plus each remote's exposed routes
// module (`./routes` -> src/routes.tsx in every remote's webpack config), the very modules the
// federated builds expose; which remotes, the registry says (webpack/config/remoteRoutes.ts).
import type { ComponentType } from 'react';
import { preloadLazyParts } from '@site/shared/ui';
import remoteRoutes, { sections } from '../webpack/config/remoteRoutes';
import type { RemoteName } from '../topology';
import { renderPage } from '../shell/src/ssr/renderPage';

const remotes = {} as Record<RemoteName, ComponentType>;

/** Renders a page with the sections the remotes' sources declare (the page carries them: `sections`). */
export function render(url: string, contentFiles: Readonly<Record<string, unknown>>) {
  return renderPage(url, remotes, sections, contentFiles);
}

export { sections };

/** Loads every remote's routes and the parts of pages whose code is split off (lazyPart), so that every page renders whole. */
export async function ready(): Promise<unknown> {
  await Promise.all(
    (Object.keys(remoteRoutes) as RemoteName[]).map(async (name) => {
      remotes[name] = (await remoteRoutes[name]()).default;
    }),
  );
  return preloadLazyParts();
}

// What the build's pictures are drawn with (social cards, icons: webpack/brand/brandImages.js).
export { theme } from '@site/shared/theme';
export { siteConfig } from '@site/shared/config';
