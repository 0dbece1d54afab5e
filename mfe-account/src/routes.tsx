import { Route, Routes } from '@site/shared/router';
import { NotFoundPage } from '@site/shared/ui';
import { AffiliatePage } from './features/affiliates/AffiliatePage';
import { LoginPage } from './features/auth/LoginPage';
import { SignupPage } from './features/auth/SignupPage';
import { AccountRoute } from './features/dashboard/AccountRoute';

/** What the shell mounts for /login, /signup, /account and /affiliates. */
export default function AccountRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/signup" element={<SignupPage />} />
      <Route path="/account" element={<AccountRoute />} />
      <Route path="/affiliates" element={<AffiliatePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
