import { useId, useState } from 'react';
import styled from 'styled-components';
import { useAuth } from '@site/shared/auth';
import { useNavigate } from '@site/shared/router';
import { toast } from '@site/shared/toast';
import { TextField } from '@site/shared/ui';
import { marketingPaths } from '@site/paths/marketing';
import { authClient } from '../../../lib/authClient';
import { deleteAccount } from './deleteAccount';
import { SettingsForm } from './SettingsForm';

const Consequences = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding-left: ${({ theme }) => theme.space(5)};
  li {
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

const Confirm = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-start;
  margin-bottom: ${({ theme }) => theme.space(4)};
  input {
    margin-top: 4px;
  }
`;

/** Deletes the account after saying exactly what happens, the password asked and the step confirmed. */
export function DeleteAccountForm() {
  const { session } = useAuth();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const boxError = error === 'Tick the box to confirm';
  const boxErrorId = useId();
  const check = () => {
    const problem = !password ? 'Enter your password' : !understood ? 'Tick the box to confirm' : null;
    setError(problem);
    return !problem;
  };
  const run = async () => {
    if (!session) return { ok: false as const, message: 'Your session has ended: sign in again.' };
    const result = await deleteAccount(session.access_token, password);
    if (!result.ok) return result;
    // The account and its sessions are gone: forget this one here too.
    await (await authClient())?.auth.signOut({ scope: 'local' });
    toast({
      title: 'Account deleted',
      description: 'Your account is deleted. Goodbye, and thank you.',
      variant: 'success',
    });
    navigate(marketingPaths.home);
    return { ok: true as const, text: 'Your account is deleted.' };
  };
  return (
    <SettingsForm
      title="Delete your account"
      submitLabel="Delete my account permanently"
      busyLabel="Deleting..."
      check={check}
      run={run}
      $danger
      intro={
        <Consequences>
          <li>Your sign-in, profile and every session end at once. This cannot be undone.</li>
          <li>Active subscriptions stop renewing; each ends when the period already paid for ends.</li>
          <li>Your referral link stops working, and commissions not yet paid out to you are no longer paid.</li>
          <li>
            Orders you placed stay in the shop&apos;s records, which it must keep for its accounts, with the name and
            email they were placed with, but linked to no account: they no longer show in any dashboard, even if you
            sign up again with the same email.
          </li>
        </Consequences>
      }
    >
      <TextField
        label="Your password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        error={error === 'Enter your password' ? error : null}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Confirm>
        <input
          type="checkbox"
          checked={understood}
          aria-invalid={boxError || undefined}
          aria-describedby={boxError ? boxErrorId : undefined}
          onChange={(event) => setUnderstood(event.target.checked)}
        />
        <span>I understand that my account is deleted for good.</span>
      </Confirm>
      {boxError ? (
        <p id={boxErrorId} role="alert">
          {error}
        </p>
      ) : null}
    </SettingsForm>
  );
}
