import { useState } from 'react';
import { Link, useLocation } from '@site/shared/router';
import { PageMeta } from '@site/shared/seo';
import { TextField } from '@site/shared/ui';
import { accountPaths } from '@site/paths/account';
import { pageUrl, resultOf, withAuthClient } from '../../lib/authClient';
import { AuthCard } from './AuthCard';
import { validateEmailOnly } from './authValidation';
import { StatusNote } from './StatusNote';
import { useAuthForm } from './useAuthForm';

/** The answer for every address: whether it has an account is not told. */
export const RESET_SENT_MESSAGE =
  'If an account uses that email, a link to choose a new password is on its way. It works once, for 1 hour. Nothing arrived? Check your spam folder, or ask again in a minute.';

/** /forgot-password: the email a reset link goes to (supabase-js resetPasswordForEmail). */
export function ForgotPasswordPage() {
  // The email typed on /login before "Forgot password?" (its link's state), else empty.
  const given: unknown = (useLocation().state as { email?: unknown } | null)?.email;
  const form = useAuthForm({ email: typeof given === 'string' ? given : '' }, validateEmailOnly);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = () => {
    if (!form.check()) return;
    void form.run(async () => {
      const result = await withAuthClient(async (client) => {
        const { error } = await client.auth.resetPasswordForEmail(form.values.email.trim(), {
          redirectTo: pageUrl(accountPaths.resetPassword),
        });
        return resultOf(error);
      });
      setOutcome(result.ok ? { ok: true, text: RESET_SENT_MESSAGE } : { ok: false, text: result.message });
    });
  };

  return (
    <>
      <PageMeta
        title="Reset your password"
        description="Forgot your password? Get a link to choose a new one."
        path={accountPaths.forgotPassword}
      />
      <AuthCard
        title="Reset your password"
        intro="Enter the email of your account and we will send you a link to choose a new password."
        submitLabel="Send reset link"
        busyLabel="Sending..."
        busy={form.busy}
        onSubmit={submit}
        after={<StatusNote outcome={outcome} />}
        footer={
          <>
            Remembered it? <Link to={accountPaths.login}>Sign in</Link>
          </>
        }
      >
        <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
      </AuthCard>
    </>
  );
}
