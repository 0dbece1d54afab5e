import { useState } from 'react';
import styled from 'styled-components';
import { Link, useLocation, useNavigate } from '@site/shared/router';
import { useAuth } from '@site/shared/auth';
import { PageMeta } from '@site/shared/seo';
import { toast } from '@site/shared/toast';
import { TextField } from '@site/shared/ui';
import { AuthCard } from './AuthCard';
import { validateLogin } from './authValidation';
import { ResendLinkForm } from './ResendLinkForm';
import { useAuthForm } from './useAuthForm';
import { clearSessionEnded, sessionEndedElsewhere } from '../../lib/sessionEnded';
import { accountPaths, keepingReturn, returnPathOf } from '@site/paths/account';

/** Said above the form when the session ended on another device (sessionEnded.ts). */
export const ENDED_ELSEWHERE =
  'You were signed out: on another device, this account was signed out of every device or its password was changed. Sign in again to go on.';

/** The service's words when the address has not been confirmed yet (the hosted service's too). */
const NOT_CONFIRMED = 'Email not confirmed';

const ForgotLink = styled(Link)`
  display: inline-block;
  margin: ${({ theme }) => theme.space(0)} 0 ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Unconfirmed = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

/** /login: email and password; success goes to /account, or back to the page that sent the visitor here (docs/product.md §2, §8). */
export function LoginPage() {
  const signIn = useAuth((state) => state.signIn);
  const navigate = useNavigate();
  const { search, state } = useLocation();
  // The email of the sign-up that led here, if any (SignupPage).
  const given: unknown = (state as { email?: unknown } | null)?.email;
  const form = useAuthForm({ email: typeof given === 'string' ? given : '', password: '' }, validateLogin);
  // The address that was refused as unconfirmed: the page offers to send its link again.
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);

  const submit = () => {
    if (!form.check()) return;
    void form.run(async () => {
      const email = form.values.email.trim();
      const { error } = await signIn(email, form.values.password);
      setUnconfirmed(error?.message === NOT_CONFIRMED ? email : null);
      if (error) {
        toast({ title: 'Error', description: error.message, variant: 'destructive' });
        return;
      }
      clearSessionEnded();
      toast({ title: 'Success', description: 'Welcome back!', variant: 'success' });
      navigate(returnPathOf(search));
    });
  };

  return (
    <>
      <PageMeta
        title="Sign In"
        description="Sign in to your account to see your orders, subscriptions, upcoming events and profile."
        path={accountPaths.login}
      />
      <AuthCard
        title="Sign In"
        intro="Welcome back. Sign in to see your orders, courses and upcoming events."
        notice={sessionEndedElsewhere() ? ENDED_ELSEWHERE : null}
        submitLabel="Sign In"
        busyLabel="Signing in..."
        busy={form.busy}
        onSubmit={submit}
        after={
          unconfirmed ? (
            <Unconfirmed>
              <p>
                Your email is not confirmed yet. Open the link we sent to <strong>{unconfirmed}</strong>, or ask for a
                new one.
              </p>
              <ResendLinkForm key={unconfirmed} initialEmail={unconfirmed} label="Send the confirmation link again" />
            </Unconfirmed>
          ) : null
        }
        footer={
          <>
            Don&apos;t have an account? <Link to={keepingReturn(accountPaths.signup, search)}>Sign up</Link>
          </>
        }
      >
        <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
        {/* The email typed here goes along: it is not asked for again (ForgotPasswordPage). */}
        <ForgotLink to={accountPaths.forgotPassword} state={{ email: form.values.email.trim() }}>
          Forgot password?
        </ForgotLink>
      </AuthCard>
    </>
  );
}
