import { useState } from 'react';
import { useAuth } from '@site/shared/auth';
import { TextField } from '@site/shared/ui';
import { accountPaths } from '@site/paths/account';
import { pageUrl, resultOf, withAuthClient } from '../../../lib/authClient';
import { Meta } from '../../../lib/ui';
import { SettingsForm } from './SettingsForm';

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Addresses the auth service takes for one (it compares them NFKC-normalised, in lower case). */
const sameAddress = (a: string, b: string) =>
  a.normalize('NFKC').toLowerCase() === b.trim().normalize('NFKC').toLowerCase();

/** A new address, confirmed there before it takes effect; the current one is told (updateUser). */
export function ChangeEmailForm() {
  const { user } = useAuth();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const pending = user?.new_email;
  const check = () => {
    const next = email.trim();
    const problem = !EMAIL.test(next)
      ? 'Enter a valid email address, like name@example.com'
      : user?.email && sameAddress(next, user.email)
        ? `${user.email} is already your email. Nothing was sent: enter another address to change it.`
        : null;
    setError(problem);
    return !problem;
  };
  const run = () =>
    withAuthClient(async (client) => {
      const next = email.trim();
      const { error: failure } = await client.auth.updateUser(
        { email: next },
        { emailRedirectTo: pageUrl(accountPaths.confirm) },
      );
      if (failure) return resultOf(failure);
      return {
        ok: true,
        text: `We sent a link to ${next}. Your email changes once you open it; until then you sign in with ${user?.email ?? 'your current email'}, which we told about the change.`,
      };
    });
  return (
    <SettingsForm
      title="Change email"
      submitLabel="Change email"
      busyLabel="Sending..."
      check={check}
      run={run}
      intro={
        pending ? (
          <Meta $below={4}>
            Waiting for confirmation: <strong>{pending}</strong>. Open the link sent there.
          </Meta>
        ) : null
      }
    >
      <TextField
        label="New email"
        type="email"
        autoComplete="email"
        required
        value={email}
        error={error}
        onChange={(event) => setEmail(event.target.value)}
      />
    </SettingsForm>
  );
}
