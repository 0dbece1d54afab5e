import { useState } from 'react';
import { TextField } from '@site/shared/ui';
import { resultOf, withAuthClient } from '../../../lib/authClient';
import { MIN_PASSWORD_LENGTH, newPasswordErrors } from '../../../lib/passwordRules';
import { SettingsForm } from './SettingsForm';

const EMPTY = { current: '', password: '', confirmPassword: '' };

/** A new password, the current one asked (supabase-js updateUser with current_password). */
export function ChangePasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof typeof EMPTY, string>>>({});
  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    error: errors[name] ?? null,
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });
  const check = () => {
    const found = {
      ...newPasswordErrors(values),
      ...(values.current ? {} : { current: 'Enter your current password' }),
    };
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  const run = () =>
    withAuthClient(async (client) => {
      const { error } = await client.auth.updateUser({ password: values.password, current_password: values.current });
      if (error) return resultOf(error);
      setValues(EMPTY);
      return { ok: true, text: 'Your password is changed. Every other device was signed out.' };
    });
  return (
    <SettingsForm title="Change password" submitLabel="Change password" busyLabel="Changing..." check={check} run={run}>
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        {...field('current')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        hint={`At least ${MIN_PASSWORD_LENGTH} characters, and not a common one.`}
        {...field('password')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        {...field('confirmPassword')}
      />
    </SettingsForm>
  );
}
