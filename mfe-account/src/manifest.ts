// What the account section declares of itself (docs/releases.md): its routes, its pages and their
// social card. The dashboard is behind sign-in, and the pages of the mailed links read the URL's
// fragment: rendered in the browser only. Its links in the
// navbar (sign in, dashboard) are the shell's account buttons, which follow the session.
import type { RemoteManifest } from '@site/shared/types';
import { accountPaths as paths } from '@site/paths/account';

export const manifest = {
  name: 'account',
  label: 'Your account area',
  routes: [
    paths.login,
    paths.signup,
    paths.account,
    paths.affiliates,
    paths.confirm,
    paths.forgotPassword,
    paths.resetPassword,
  ],
  pages: [
    { path: paths.login },
    { path: paths.signup },
    { path: paths.affiliates },
    { path: paths.forgotPassword, sitemap: false },
  ],
  // The pages a mailed link opens read its session from the URL: rendered in the browser only.
  protected: [paths.account, paths.confirm, paths.resetPassword],
  card: { art: 'padlock', eyebrow: 'Your account' },
} satisfies RemoteManifest;
