import { Route, Routes } from '@site/shared/router';
import { lazyPart, NotFoundPage } from '@site/shared/ui';
import { marketingPaths } from 'mfe-marketing/paths';
import { shopPaths } from 'mfe-shop/paths';
import { LoginPage } from './features/auth/LoginPage';
import { SignupPage } from './features/auth/SignupPage';
import { accountPaths } from './paths';

// The dashboard and the affiliate page, with their tabs, are chunks of their own (lazyPart): a
// visitor who signs in does not download or run them before the form answers.
const AccountRoute = lazyPart(() =>
  import('./features/dashboard/AccountRoute').then((module) => ({ default: module.AccountRoute })),
);
const AffiliatePage = lazyPart(() =>
  import('./features/affiliates/AffiliatePage').then((module) => ({ default: module.AffiliatePage })),
);

/** What the shell mounts for /login, /signup, /account and /affiliates. */
export default function AccountRoutes() {
  return (
    <Routes>
      <Route path={accountPaths.login} element={<LoginPage />} />
      <Route path={accountPaths.signup} element={<SignupPage />} />
      <Route path={accountPaths.account} element={<AccountRoute />} />
      <Route path={accountPaths.affiliates} element={<AffiliatePage />} />
      <Route path="*" element={<NotFoundPage links={{ home: marketingPaths.home, shop: shopPaths.shop }} />} />
    </Routes>
  );
}
