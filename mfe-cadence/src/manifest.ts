// What the Cadence section declares of itself (docs/releases.md): its routes, pages and menu link.
import type { RemoteManifest } from '@site/shared/types';
import { cadencePaths as paths } from './paths';

export const manifest = {
  name: 'cadence',
  label: 'The Cadence section',
  routes: [`${paths.overview}/*`, `${paths.concierge}/*`],
  pages: [
    { path: paths.overview },
    { path: paths.businessOperations },
    { path: paths.technologyConsulting },
    { path: paths.customerExperience },
    { path: paths.concierge },
    { path: paths.intake },
  ],
  menu: [{ to: paths.overview, label: 'Cadence', order: 80 }],
} satisfies RemoteManifest;
