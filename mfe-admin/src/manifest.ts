// What the operations console declares of itself (docs/releases.md, docs/console.md): everything
// under /admin, behind sign-in and a role, so nothing is prerendered, in the sitemap, the menu or
// the footer. The server answers its paths with the shell's page (marked noindex), and the console
// shows the not-found page to anyone without a role.
import type { RemoteManifest } from '@site/shared/types';
import { adminPaths as paths } from '@site/paths/admin';

export const manifest = {
  name: 'admin',
  label: 'The operations console',
  routes: [`${paths.console}/*`],
  pages: [],
  protected: [`${paths.console}/*`],
  card: { art: 'rising-chart', eyebrow: 'Operations console' },
} satisfies RemoteManifest;
