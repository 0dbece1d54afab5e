import type { ReactNode } from 'react';
import type { AffiliateView } from '@site/shared/orders';
import { Link } from '@site/shared/router';
import { Icon, Spinner } from '@site/shared/ui';
import { LoadFailure } from '../../lib/LoadFailure';
import { Note } from '../../lib/ui';
import type { AffiliateState } from './useAffiliate';
import { accountPaths } from '@site/paths/account';

/** A referrer's own part of the page: once signed in and loaded; otherwise what to do. */
export function AffiliateGate({
  state,
  reload,
  children,
}: {
  state: AffiliateState;
  reload: () => void;
  children: (affiliate: AffiliateView) => ReactNode;
}) {
  if (state.status === 'ready') return <>{children(state.affiliate)}</>;
  if (state.status === 'loading') return <Spinner label="Loading your referral code" />;
  if (state.status === 'signed-out') {
    return (
      <Note>
        <Icon name="users" size={16} />
        <span>
          Sign in to get your referral link and see your earnings.{' '}
          <Link to={accountPaths.loginReturningTo(accountPaths.affiliates)}>Sign in</Link>
        </span>
      </Note>
    );
  }
  return <LoadFailure failure={state.failure} retry={reload} />;
}
