import { useRef, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation } from '@site/shared/router';
import styled from 'styled-components';
import { authDisabledMessage, useAuth } from '@site/shared/auth';
import { Button, Card, Container, FirstScreenEnd, Icon, Muted, Section, Spinner } from '@site/shared/ui';
import { marketingPaths } from '@site/paths/marketing';
import { accountPaths, returnPathOf } from '@site/paths/account';

const Narrow = styled(Container)`
  max-width: 480px;
`;

const Panel = styled(Card)`
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(6)};
  gap: 0;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 44px;
  margin-bottom: ${({ theme }) => theme.space(2)};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Notice = styled.p<{ $tone: 'warning' | 'info' }>`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.warningSoft : theme.colors.primarySoft)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg {
    flex: none;
    margin-top: 2px;
  }
`;

const SpinnerBox = styled.span`
  display: inline-flex;
`;

const Footer = styled.p`
  margin: ${({ theme }) => theme.space(6)} 0 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Fields = styled.fieldset`
  border: 0;
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
  min-width: 0;
`;

export interface AuthCardProps {
  title: string;
  intro: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onSubmit: () => void;
  footer: ReactNode;
  children: ReactNode;
  /** What the last submit led to (a status the page keeps in view), below the form. */
  after?: ReactNode;
  /** Why the visitor is here, when it was not their own doing, above the form. */
  notice?: string | null;
}

/**
 * The frame of the sign-in and sign-up pages: back link, heading, the form whose fields are
 * disabled with a spinner on the button while the request runs, and what the visitor should know
 * about the session (already signed in, or sign-in unavailable on this site). The button itself is
 * only marked disabled (aria-disabled) and takes focus on submit: a disabled control drops focus
 * to the body, and the visitor would start again from the top of the page.
 */
export function AuthCard({
  title,
  intro,
  submitLabel,
  busyLabel,
  busy,
  onSubmit,
  footer,
  children,
  after,
  notice,
}: AuthCardProps) {
  // What the card says of the session, once read: for a signed-out visitor the same as before it
  // was read, so the card is not rendered again then.
  const disabled = useAuth((state) => !state.loading && !state.enabled);
  const user = useAuth((state) => (state.loading ? null : state.user));
  // Where the sign-in was to lead (?next=): a visitor already signed in goes on from here.
  const next = returnPathOf(useLocation().search);
  const submitButton = useRef<HTMLButtonElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    submitButton.current?.focus();
    onSubmit();
  };
  return (
    <Section $tone="muted">
      <Narrow>
        <BackLink to={marketingPaths.home}>
          <Icon name="arrowLeft" size={16} /> Back to home
        </BackLink>
        <Panel as="div">
          <h1>{title}</h1>
          <Muted>{intro}</Muted>
          {disabled ? (
            <Notice $tone="warning" role="note">
              <Icon name="alert" size={16} /> {authDisabledMessage()}
            </Notice>
          ) : null}
          {notice && !user ? (
            <Notice $tone="warning" role="note">
              <Icon name="alert" size={16} /> {notice}
            </Notice>
          ) : null}
          {user ? (
            <Notice $tone="info" role="note">
              <Icon name="user" size={16} />
              <span>
                You are signed in as <strong>{user.email}</strong>.{' '}
                {next === accountPaths.account ? (
                  <Link to={next}>Go to your dashboard</Link>
                ) : (
                  <Link to={next}>Continue</Link>
                )}
              </span>
            </Notice>
          ) : null}
          <form noValidate onSubmit={submit} aria-busy={busy}>
            <Fields disabled={busy}>{children}</Fields>
            <Button ref={submitButton} type="submit" $size="lg" $fullWidth aria-disabled={busy || undefined}>
              {busy ? (
                <>
                  <SpinnerBox aria-hidden="true">
                    <Spinner size={16} />
                  </SpinnerBox>
                  {busyLabel}
                </>
              ) : (
                submitLabel
              )}
            </Button>
          </form>
          {after}
          <Footer>{footer}</Footer>
        </Panel>
        <FirstScreenEnd />
      </Narrow>
    </Section>
  );
}
