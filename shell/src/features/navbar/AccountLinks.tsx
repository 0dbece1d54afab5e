import type { MouseEvent } from 'react';
import { Link } from '@site/shared/router';
import styled from 'styled-components';
import { useAuth } from '@site/shared/auth';
import { toast } from '@site/shared/toast';
import { Button } from '@site/shared/ui';
import { accountPaths } from '@site/paths/account';

/**
 * Reserves the width of Sign In while the session is being read (most visitors are signed out): a
 * fixed width moved the navbar's links sideways when Sign In came (docs/performance.md, "A page
 * that holds still").
 */
const AccountPlaceholder = styled.span`
  display: inline-flex;
  visibility: hidden;
`;

interface AccountLinksProps {
  /** In the mobile menu: full width, one under the other. */
  stacked?: boolean;
  onBook: (event: MouseEvent<HTMLElement>) => void;
  /** Dashboard or Sign In was followed (the mobile menu closes at once). */
  onPageClick?: () => void;
}

/**
 * docs/product.md §2: signed-in visitors see Dashboard and Sign Out; signed-out visitors see Sign In and
 * Book Strategy Call (also shown while the session is read: most visitors are signed out).
 */
export function AccountLinks({ stacked, onBook, onPageClick }: AccountLinksProps) {
  const { user, loading, signOut } = useAuth();
  // The session stays when the service cannot be reached: say so rather than seem to do nothing.
  const signOutWithNotice = async () => {
    const { error } = await signOut();
    if (error) toast({ title: 'Sign out failed', description: error.message, variant: 'destructive' });
  };
  const book = (
    <Button $size={stacked ? 'md' : 'sm'} $fullWidth={stacked} onClick={onBook}>
      Book Strategy Call
    </Button>
  );
  if (loading) {
    return (
      <>
        <AccountPlaceholder aria-hidden="true">
          <Button as="span" $variant="ghost" $size="sm" $fullWidth={stacked}>
            Sign In
          </Button>
        </AccountPlaceholder>
        {book}
      </>
    );
  }
  if (user) {
    return (
      <>
        <Button
          as={Link}
          to={accountPaths.account}
          onClick={onPageClick}
          $variant="ghost"
          $size="sm"
          $fullWidth={stacked}
        >
          Dashboard
        </Button>
        <Button $variant="outline" $size="sm" $fullWidth={stacked} onClick={() => void signOutWithNotice()}>
          Sign Out
        </Button>
      </>
    );
  }
  return (
    <>
      <Button as={Link} to={accountPaths.login} onClick={onPageClick} $variant="ghost" $size="sm" $fullWidth={stacked}>
        Sign In
      </Button>
      {book}
    </>
  );
}
