// The browser's checks of a new password (sign-up, reset, change), before the service applies its
// own (length, and the list of common passwords: its message arrives as the form's error).

export const MIN_PASSWORD_LENGTH = 6;
export const PASSWORD_MISMATCH_MESSAGE = 'Passwords do not match';

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** What is wrong with a new password and its confirmation, field by field. */
export function newPasswordErrors(values: NewPasswordValues): Partial<Record<keyof NewPasswordValues, string>> {
  const errors: Partial<Record<keyof NewPasswordValues, string>> = {};
  if (!values.password) errors.password = 'Password is required';
  else if (values.password.length < MIN_PASSWORD_LENGTH) {
    errors.password = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  }
  if (!values.confirmPassword) errors.confirmPassword = 'Please confirm your password';
  else if (values.password !== values.confirmPassword) errors.confirmPassword = PASSWORD_MISMATCH_MESSAGE;
  return errors;
}
