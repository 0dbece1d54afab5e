// What the account section declares of itself (docs/releases.md): its routes and pages. The
// dashboard is behind sign-in: rendered in the browser only. Its links in the navbar (sign in,
// dashboard) are the shell's account buttons, which follow the session.
import type { RemoteManifest } from '@site/shared/types';
import { accountPaths as paths } from './paths';

export const manifest = {
  name: 'account',
  label: 'Your account area',
  routes: [paths.login, paths.signup, paths.account, paths.affiliates],
  pages: [{ path: paths.login }, { path: paths.signup }, { path: paths.affiliates }],
  protected: [paths.account],
} satisfies RemoteManifest;
