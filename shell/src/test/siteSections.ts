// The sections the remotes' sources declare now (their src/manifest.ts, through the registry's
// reader), as the server gives them to the page: what the shell's tests render with.
import { manifestOf, remoteNames } from '../../../webpack/siteRegistry';
import type { Sections } from '../federation/sections';

export const siteSections: Sections = Object.fromEntries(
  remoteNames.map((name) => {
    const { label, routes, menu, footer } = manifestOf(name);
    return [name, { label, routes: [...routes], menu: menu && [...menu], footer: footer && [...footer] }];
  }),
);
