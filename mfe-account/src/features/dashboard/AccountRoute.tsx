import { useState } from 'react';
import { Navigate, useLocation } from '@site/shared/router';
import { useAuth } from '@site/shared/auth';
import { PageMeta } from '@site/shared/seo';
import { PageLoading, Spinner } from '@site/shared/ui';
import { DashboardPage } from './DashboardPage';
import { accountPaths } from '@site/paths/account';

/** /account (docs/product.md §4): a spinner while the session is read, the dashboard for a signed-in user, else /login. */
export function AccountRoute() {
  const { user, loading } = useAuth();
  const { pathname, hash } = useLocation();
  // Whether this page has had a signed-in visitor: one who signs out here is not sent back.
  const [hadUser, setHadUser] = useState(false);
  if (user && !hadUser) setHadUser(true);
  if (loading) {
    return (
      <PageLoading>
        <PageMeta
          title="Your Dashboard"
          description="Your orders, subscriptions, upcoming events and account details."
        />
        <Spinner label="Loading your account" size={32} />
      </PageLoading>
    );
  }
  // Replace: Back from /login must not return to a page that sends the visitor away again. A tab
  // named in the address (/account#subscriptions) is where sign-in leads back to.
  if (!user) {
    const back = hash && !hadUser ? accountPaths.loginReturningTo(pathname + hash) : accountPaths.login;
    return <Navigate to={back} replace />;
  }
  return <DashboardPage user={user} />;
}
