import { resultOf, withAuthClient } from '../../../lib/authClient';
import { Meta } from '../../../lib/ui';
import { SettingsForm } from './SettingsForm';

/** Ends every session of the account, this one included (supabase-js signOut, scope global). */
export function SignOutEverywhere() {
  const run = () =>
    withAuthClient(async (client) => {
      const { error } = await client.auth.signOut({ scope: 'global' });
      return resultOf(error);
    });
  return (
    <SettingsForm
      title="Sign out of every device"
      submitLabel="Sign out of every device"
      busyLabel="Signing out..."
      run={run}
      intro={<Meta $below={4}>Ends every session of your account: phones, other browsers and this one.</Meta>}
    />
  );
}
