import { useState } from 'react';
import { Link } from '@site/shared/router';
import { useAuth } from '@site/shared/auth';
import { PageMeta } from '@site/shared/seo';
import { Spinner, TextField } from '@site/shared/ui';
import { accountPaths } from '@site/paths/account';
import { resultOf, withAuthClient } from '../../lib/authClient';
import { MIN_PASSWORD_LENGTH } from '../../lib/passwordRules';
import { AuthCard } from './AuthCard';
import { validateNewPassword } from './authValidation';
import { LINK_USED_TITLE, LinkPageFrame, ServiceWords } from './LinkPageFrame';
import { StatusNote } from './StatusNote';
import { useAuthForm } from './useAuthForm';
import { useLinkSession } from './useLinkSession';

export const PASSWORD_SET_MESSAGE = 'Your new password is set. Every other device was signed out.';

/**
 * /reset-password, where a reset link leads: signed in by the link (for its hour), the visitor
 * chooses a new password with sign-up's rules (supabase-js updateUser); every other session ends.
 */
export function ResetPasswordPage() {
  const link = useLinkSession();
  const { user, loading } = useAuth();
  const form = useAuthForm({ password: '', confirmPassword: '' }, validateNewPassword);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const meta = (
    <PageMeta
      title="Choose a new password"
      description="Set a new password for your account."
      path={accountPaths.resetPassword}
    />
  );

  if (link.status === 'reading' || (link.status === 'none' && loading)) {
    return (
      <LinkPageFrame title="Checking your link">
        {meta}
        <Spinner label="Checking your link" />
      </LinkPageFrame>
    );
  }
  if (link.status === 'failed' || link.status === 'message' || (link.status === 'none' && !user)) {
    return (
      <LinkPageFrame title={link.status === 'none' ? 'Open the link from your email' : LINK_USED_TITLE}>
        {meta}
        <p>A link to reset your password works once, for 1 hour. Ask for a new one and open the newest email.</p>
        {link.status === 'failed' && link.description ? (
          <ServiceWords>The service said: {link.description}</ServiceWords>
        ) : null}
        <p>
          <Link to={accountPaths.forgotPassword}>Ask for a new link</Link>
        </p>
      </LinkPageFrame>
    );
  }

  const submit = () => {
    if (!form.check()) return;
    void form.run(async () => {
      const result = await withAuthClient(async (client) => {
        const { error } = await client.auth.updateUser({ password: form.values.password });
        return resultOf(error);
      });
      setOutcome(result.ok ? { ok: true, text: PASSWORD_SET_MESSAGE } : { ok: false, text: result.message });
      if (result.ok) form.reset();
    });
  };

  return (
    <>
      {meta}
      <AuthCard
        title="Choose a new password"
        intro={`For ${link.status === 'signed-in' ? link.email : (user?.email ?? 'your account')}.`}
        submitLabel="Set new password"
        busyLabel="Saving..."
        busy={form.busy}
        onSubmit={submit}
        after={<StatusNote outcome={outcome} />}
        footer={outcome?.ok ? <Link to={accountPaths.account}>Go to your dashboard</Link> : null}
      >
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters, and not a common one.`}
          {...form.field('password')}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
          {...form.field('confirmPassword')}
        />
      </AuthCard>
    </>
  );
}
