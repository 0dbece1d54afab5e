import { useState } from 'react';
import { useAuth } from '@site/shared/auth';
import { TextField } from '@site/shared/ui';
import { resultOf, withAuthClient } from '../../../lib/authClient';
import { displayName } from '../dashboardData';
import { SettingsForm } from './SettingsForm';

/** Long enough for any name a person gives; the service keeps the profile's data small. */
const MAX_NAME_LENGTH = 80;

/** The name the dashboard greets and shows, kept in the account's profile (updateUser's data.full_name). */
export function ChangeNameForm() {
  const { user } = useAuth();
  const [name, setName] = useState(() => (user ? displayName(user) : ''));
  const [error, setError] = useState<string | null>(null);
  const check = () => {
    const given = name.trim();
    const problem = !given
      ? 'Enter your name'
      : given.length > MAX_NAME_LENGTH
        ? `Use at most ${MAX_NAME_LENGTH} characters`
        : null;
    setError(problem);
    return !problem;
  };
  const run = () =>
    withAuthClient(async (client) => {
      const given = name.trim();
      const { error: failure } = await client.auth.updateUser({ data: { full_name: given } });
      if (failure) return resultOf(failure);
      setName(given);
      return { ok: true, text: 'Your name is saved.' };
    });
  return (
    <SettingsForm title="Change name" submitLabel="Save name" busyLabel="Saving..." check={check} run={run}>
      <TextField
        label="Your name"
        autoComplete="name"
        required
        value={name}
        error={error}
        onChange={(event) => {
          setName(event.target.value);
          setError(null);
        }}
      />
    </SettingsForm>
  );
}
