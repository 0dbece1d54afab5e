// Who may see the console (docs/console.md): a signed-out visitor is asked to sign in and comes
// back here; an account the server gives no role gets the site's not-found page, as it would for
// any page that does not exist; the data being out of reach says so, with a way to try again.
import type { ReactNode } from 'react';
import type { ConsoleMe } from '@site/contract/console';
import { useAuth } from '@site/shared/auth';
import { Link, useLocation } from '@site/shared/router';
import { PageMeta } from '@site/shared/seo';
import { Button, Container, NotFoundPage, PageLoading, Section, Spinner } from '@site/shared/ui';
import { accountPaths } from '@site/paths/account';
import { marketingPaths } from '@site/paths/marketing';
import { shopPaths } from '@site/paths/shop';
import { useConsoleQuery } from '../../lib/useConsoleQuery';

const notFound = <NotFoundPage links={{ home: marketingPaths.home, shop: shopPaths.shop }} />;

function Loading({ label }: { label: string }) {
  return (
    <PageLoading>
      <PageMeta title="Operations console" description="The site's releases, rollouts and health." />
      <Spinner label={label} size={32} />
    </PageLoading>
  );
}

/** The console for an account the server knows (its roles in `me`). */
function WithRoles({ children }: { children: (me: ConsoleMe) => ReactNode }) {
  const { state, reload } = useConsoleQuery<ConsoleMe>('/me');
  if ('status' in state && state.status === 'loading') return <Loading label="Checking your access" />;
  if (state.ok) return <>{children(state.data)}</>;
  if (state.status === 404) return notFound;
  return (
    <Section>
      <Container>
        <h1>Operations console</h1>
        <p role="alert">{state.message}</p>
        <Button onClick={reload}>Try again</Button>
      </Container>
    </Section>
  );
}

export function ConsoleGate({ children }: { children: (me: ConsoleMe) => ReactNode }) {
  const { user, loading } = useAuth();
  const { pathname } = useLocation();
  if (loading) return <Loading label="Reading your session" />;
  if (!user) {
    return (
      <Section>
        <PageMeta title="Sign in to the console" description="The operations console is for the site's team." />
        <Container>
          <h1>Operations console</h1>
          <p>Sign in with your site account to see the releases you run.</p>
          <Button as={Link} to={accountPaths.loginReturningTo(pathname)}>
            Sign In
          </Button>
        </Container>
      </Section>
    );
  }
  return <WithRoles key={user.id}>{children}</WithRoles>;
}
