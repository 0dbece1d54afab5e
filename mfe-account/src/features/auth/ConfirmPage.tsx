import { Link, useLocation } from '@site/shared/router';
import { PageMeta } from '@site/shared/seo';
import { Spinner } from '@site/shared/ui';
import { accountPaths, returnPathOf } from '@site/paths/account';
import { LINK_USED_TITLE, LinkPageFrame, ServiceWords } from './LinkPageFrame';
import { ResendLinkForm } from './ResendLinkForm';
import { useLinkSession } from './useLinkSession';

/**
 * /auth/confirm, where a confirmation link leads (a new account, or a new address): the visitor is
 * signed in and told so, or told the link cannot be used and offered a new one.
 */
export function ConfirmPage() {
  const state = useLinkSession();
  // A sign-up that began on its way to a page (/login?next=...) continues there (SignupPage).
  const next = returnPathOf(useLocation().search);
  const meta = (
    <PageMeta title="Confirm your email" description="Confirm the email of your account." path={accountPaths.confirm} />
  );

  if (state.status === 'reading') {
    return (
      <LinkPageFrame title="Checking your link">
        {meta}
        <Spinner label="Checking your link" />
      </LinkPageFrame>
    );
  }
  if (state.status === 'signed-in') {
    const newAddress = state.type === 'email_change';
    return (
      <LinkPageFrame title={newAddress ? 'Your new email is confirmed' : 'Your email is confirmed'}>
        {meta}
        <p>
          {newAddress ? 'Your account now uses ' : 'You are signed in as '}
          <strong>{state.email}</strong>.
        </p>
        <p>
          {next === accountPaths.account ? (
            <Link to={next}>Go to your dashboard</Link>
          ) : (
            <Link to={next}>Continue</Link>
          )}
        </p>
      </LinkPageFrame>
    );
  }
  if (state.status === 'message') {
    return (
      <LinkPageFrame title="One more step">
        {meta}
        <ServiceWords>{state.text}</ServiceWords>
      </LinkPageFrame>
    );
  }
  if (state.status === 'failed') {
    return (
      <LinkPageFrame title={LINK_USED_TITLE}>
        {meta}
        <p>
          A confirmation link works once, for 24 hours. If you already opened it, your email is confirmed:{' '}
          <Link to={accountPaths.login}>sign in</Link>. Otherwise, ask for a new link.
        </p>
        {state.description ? <ServiceWords>The service said: {state.description}</ServiceWords> : null}
        <ResendLinkForm />
      </LinkPageFrame>
    );
  }
  return (
    <LinkPageFrame title="Confirm your email">
      {meta}
      <p>Open the link in the email we sent you to confirm your address. No email after a few minutes?</p>
      <ResendLinkForm />
    </LinkPageFrame>
  );
}
