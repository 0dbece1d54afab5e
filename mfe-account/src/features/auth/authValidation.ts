// Client-side checks of the sign-in and sign-up forms (docs/product.md §5). The authentication service
// applies its own rules too; its messages arrive as toasts.

import { newPasswordErrors, type NewPasswordValues } from '../../lib/passwordRules';

export { MIN_PASSWORD_LENGTH, PASSWORD_MISMATCH_MESSAGE } from '../../lib/passwordRules';

export interface LoginValues {
  email: string;
  password: string;
}

export interface SignUpValues extends LoginValues {
  confirmPassword: string;
}

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

// What an email input accepts, plus a dot in the domain (the service asks for one too).
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

function emailError(email: string): string | undefined {
  const value = email.trim();
  if (!value) return 'Email is required';
  if (!EMAIL.test(value)) return 'Enter a valid email address, like name@example.com';
  return undefined;
}

function withoutEmpty<T>(errors: FieldErrors<T>): FieldErrors<T> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => !!message)) as FieldErrors<T>;
}

export function validateLogin(values: LoginValues): FieldErrors<LoginValues> {
  return withoutEmpty<LoginValues>({
    email: emailError(values.email),
    password: values.password ? undefined : 'Password is required',
  });
}

export function validateSignUp(values: SignUpValues): FieldErrors<SignUpValues> {
  return withoutEmpty<SignUpValues>({ email: emailError(values.email), ...newPasswordErrors(values) });
}

export function validateEmailOnly(values: { email: string }): FieldErrors<{ email: string }> {
  return withoutEmpty({ email: emailError(values.email) });
}

export function validateNewPassword(values: NewPasswordValues): FieldErrors<NewPasswordValues> {
  return withoutEmpty<NewPasswordValues>(newPasswordErrors(values));
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;
