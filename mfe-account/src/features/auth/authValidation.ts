// Client-side checks of the sign-in and sign-up forms (docs/product.md §5). The authentication service
// applies its own rules too; its messages arrive as toasts.

export const MIN_PASSWORD_LENGTH = 6;
export const PASSWORD_MISMATCH_MESSAGE = 'Passwords do not match';

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
  let password: string | undefined;
  if (!values.password) password = 'Password is required';
  else if (values.password.length < MIN_PASSWORD_LENGTH) {
    password = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  }
  let confirmPassword: string | undefined;
  if (!values.confirmPassword) confirmPassword = 'Please confirm your password';
  else if (values.password !== values.confirmPassword) confirmPassword = PASSWORD_MISMATCH_MESSAGE;
  return withoutEmpty<SignUpValues>({ email: emailError(values.email), password, confirmPassword });
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;
