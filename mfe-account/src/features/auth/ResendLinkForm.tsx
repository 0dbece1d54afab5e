import { useState, type FormEvent } from 'react';
import { Button, TextField } from '@site/shared/ui';
import { pageUrl, resultOf, withAuthClient } from '../../lib/authClient';
import { accountPaths } from '@site/paths/account';
import { StatusNote } from './StatusNote';

/** The same answer for every address: whether it has an account waiting is not told. */
export const RESENT_MESSAGE =
  'If that address has an account waiting for confirmation, a new link is on its way. It works once, for 24 hours.';

/** Sends the confirmation link again (supabase-js `resend`), to the address given or typed. */
export function ResendLinkForm({
  initialEmail = '',
  label = 'Send the link again',
}: {
  initialEmail?: string;
  label?: string;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email.trim())) {
      setError('Enter a valid email address, like name@example.com');
      return;
    }
    setError(null);
    setBusy(true);
    const result = await withAuthClient(async (client) => {
      const { error: failure } = await client.auth.resend({
        type: 'signup',
        email: email.trim(),
        options: { emailRedirectTo: pageUrl(accountPaths.confirm) },
      });
      return resultOf(failure);
    });
    setBusy(false);
    setOutcome(result.ok ? { ok: true, text: RESENT_MESSAGE } : { ok: false, text: result.message });
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      {initialEmail ? null : (
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          error={error}
          onChange={(event) => setEmail(event.target.value)}
        />
      )}
      <Button type="submit" $variant="outline" aria-disabled={busy || undefined}>
        {busy ? 'Sending...' : label}
      </Button>
      <StatusNote outcome={outcome} />
    </form>
  );
}
