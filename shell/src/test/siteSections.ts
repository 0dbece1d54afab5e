// The sections the remotes' sources declare now (their src/manifest.ts, through the registry's
// reader), as the server gives them to the page: what the shell's tests render with.
import { sectionsOf } from '../../../webpack/registry/siteRegistry';
import type { Sections } from '../federation/sections';

export const siteSections: Sections = sectionsOf();
