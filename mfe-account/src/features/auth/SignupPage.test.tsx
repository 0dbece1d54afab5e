import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createClient } from '@supabase/supabase-js';
import { useToastStore } from '@site/shared/toast';
import { fakeUser, installFakeSupabase, uninstallFakeSupabase, type FakeAuth } from '../../test/fakeSupabase';
import { renderPage } from '../../test/renderPage';
import { SignupPage } from './SignupPage';

jest.mock('@supabase/supabase-js', () => ({ createClient: jest.fn() }));

let auth: FakeAuth;
beforeEach(async () => {
  useToastStore.getState().clear();
  auth = installFakeSupabase(createClient as jest.Mock);
  auth.resolveSession(null);
  await renderPage(<SignupPage />, ['/signup']);
});
afterEach(uninstallFakeSupabase);

async function fill(email: string, password: string, confirm: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

test('has email, password and confirmation fields and a link to /login', () => {
  expect(screen.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
  expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'password');
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
});

test('different passwords: "Passwords do not match" by the field and as a toast, no request', async () => {
  await fill('pat@example.com', 'secret1', 'secret2');
  expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match');
  expect(useToastStore.getState().toasts).toContainEqual(
    expect.objectContaining({ title: 'Error', description: 'Passwords do not match', variant: 'destructive' }),
  );
  expect(auth.signUp).not.toHaveBeenCalled();
});

test('a password under 6 characters is refused before any request', async () => {
  await fill('pat@example.com', '12345', '12345');
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
    'At least 6 characters. Password must be at least 6 characters',
  );
  expect(screen.getByLabelText('Password')).toHaveFocus();
  expect(auth.signUp).not.toHaveBeenCalled();
});

test('every field is required', async () => {
  await fill('', '', '');
  expect(screen.getByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText('Password is required')).toBeInTheDocument();
  expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
});

test('success asks to check the email and goes to /login', async () => {
  auth.signUp.mockResolvedValue({ data: { user: fakeUser(), session: null }, error: null });
  await fill('pat@example.com', 'secret1', 'secret1');
  expect(auth.signUp).toHaveBeenCalledWith({
    email: 'pat@example.com',
    password: 'secret1',
    options: { emailRedirectTo: `${window.location.origin}/auth/confirm` },
  });
  expect(await screen.findByText('Please check your email to confirm your account')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/login');
});

test("a refused sign-up shows the service's message and keeps the form", async () => {
  auth.signUp.mockResolvedValue({
    data: { user: null, session: null },
    error: { message: 'User already registered', name: 'AuthApiError', status: 422 },
  });
  await fill('pat@example.com', 'secret1', 'secret1');
  expect(await screen.findByText('User already registered')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/signup');
  expect(screen.getByLabelText('Email')).toHaveValue('pat@example.com');
});
