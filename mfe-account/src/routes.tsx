import { Route, Routes } from '@site/shared/router';
import { lazyPart, NotFoundPage } from '@site/shared/ui';
import { marketingPaths } from '@site/paths/marketing';
import { shopPaths } from '@site/paths/shop';
import { LoginPage } from './features/auth/LoginPage';
import { ForgotPasswordPage } from './features/auth/ForgotPasswordPage';
import { SignupPage } from './features/auth/SignupPage';
import { accountPaths } from '@site/paths/account';

// The dashboard and the affiliate page, with their tabs, are chunks of their own (lazyPart): a
// visitor who signs in does not download or run them before the form answers.
const AccountRoute = lazyPart(() =>
  import('./features/dashboard/AccountRoute').then((module) => ({ default: module.AccountRoute })),
);
// The pages a mailed link opens: only those who open one download them.
const ConfirmPage = lazyPart(() =>
  import('./features/auth/ConfirmPage').then((module) => ({ default: module.ConfirmPage })),
);
const ResetPasswordPage = lazyPart(() =>
  import('./features/auth/ResetPasswordPage').then((module) => ({ default: module.ResetPasswordPage })),
);
const AffiliatePage = lazyPart(() =>
  import('./features/affiliates/AffiliatePage').then((module) => ({ default: module.AffiliatePage })),
);

/** What the shell mounts for the account section's paths (manifest.ts). */
export default function AccountRoutes() {
  return (
    <Routes>
      <Route path={accountPaths.login} element={<LoginPage />} />
      <Route path={accountPaths.signup} element={<SignupPage />} />
      <Route path={accountPaths.account} element={<AccountRoute />} />
      <Route path={accountPaths.affiliates} element={<AffiliatePage />} />
      <Route path={accountPaths.confirm} element={<ConfirmPage />} />
      <Route path={accountPaths.forgotPassword} element={<ForgotPasswordPage />} />
      <Route path={accountPaths.resetPassword} element={<ResetPasswordPage />} />
      <Route path="*" element={<NotFoundPage links={{ home: marketingPaths.home, shop: shopPaths.shop }} />} />
    </Routes>
  );
}
