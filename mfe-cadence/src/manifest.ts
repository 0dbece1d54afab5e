// What the Cadence section declares of itself (docs/releases.md): its routes, pages (and their social
// cards) and menu link.
import type { RemoteManifest, SocialCard } from '@site/shared/types';
import { cadencePaths as paths } from '@site/paths/cadence';

const conciergeCard: SocialCard = { art: 'service-bell', eyebrow: 'Cadence Concierge' };

export const manifest = {
  name: 'cadence',
  label: 'The Cadence section',
  routes: [`${paths.overview}/*`, `${paths.concierge}/*`],
  pages: [
    { path: paths.overview },
    { path: paths.businessOperations },
    { path: paths.technologyConsulting },
    { path: paths.customerExperience },
    { path: paths.concierge, card: conciergeCard },
    { path: paths.intake, card: conciergeCard },
  ],
  card: { art: 'pulse-rings', eyebrow: 'Cadence' },
  menu: [{ to: paths.overview, label: 'Cadence', order: 80 }],
} satisfies RemoteManifest;
