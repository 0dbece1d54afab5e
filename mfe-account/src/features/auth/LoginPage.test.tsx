import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createClient } from '@supabase/supabase-js';
import { fakeSession, installFakeSupabase, uninstallFakeSupabase, type FakeAuth } from '../../test/fakeSupabase';
import { useToastStore } from '@site/shared/toast';
import { renderPage } from '../../test/renderPage';
import { LoginPage } from './LoginPage';

jest.mock('@supabase/supabase-js', () => ({ createClient: jest.fn() }));

let auth: FakeAuth;
beforeEach(async () => {
  useToastStore.getState().clear();
  auth = installFakeSupabase(createClient as jest.Mock);
  auth.resolveSession(null);
  await renderPage(<LoginPage />, ['/login']);
});
afterEach(uninstallFakeSupabase);

test('has email and password fields, a link to /signup and a back link to /', () => {
  expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  expect(screen.getByRole('link', { name: /Back to home/ })).toHaveAttribute('href', '/');
});

test('both fields are required: errors by the fields, focus on the first, no request', async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(screen.getByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText('Password is required')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveFocus();
  expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  expect(auth.signInWithPassword).not.toHaveBeenCalled();
  await user.type(screen.getByLabelText('Email'), 'p');
  expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
});

test('while signing in the fields are disabled with a spinner; success toasts and goes to /account', async () => {
  const user = userEvent.setup();
  let answer: (value: unknown) => void = () => undefined;
  auth.signInWithPassword.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  await user.type(screen.getByLabelText('Email'), ' pat@example.com ');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));

  expect(auth.signInWithPassword).toHaveBeenCalledWith({ email: 'pat@example.com', password: 'secret1' });
  expect(screen.getByLabelText('Email')).toBeDisabled();
  expect(screen.getByLabelText('Password')).toBeDisabled();
  // The button keeps focus (a disabled one would drop it to the body) and is marked disabled.
  const busyButton = screen.getByRole('button', { name: 'Signing in...' });
  expect(busyButton).toHaveAttribute('aria-disabled', 'true');
  expect(busyButton).toHaveFocus();
  await user.click(busyButton);
  expect(auth.signInWithPassword).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('status', { hidden: true })).toBeInTheDocument();

  const session = fakeSession();
  await act(async () => {
    auth.emit('SIGNED_IN', session);
    answer({ data: { session, user: session.user }, error: null });
  });
  expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/account');
});

test("a refused sign-in shows the service's message as a destructive toast and stays on the page", async () => {
  const user = userEvent.setup();
  auth.signInWithPassword.mockResolvedValue({
    data: { session: null, user: null },
    error: { message: 'Invalid login credentials', name: 'AuthApiError', status: 400 },
  });
  await user.type(screen.getByLabelText('Email'), 'pat@example.com');
  await user.type(screen.getByLabelText('Password'), 'wrong-1');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  const toast = (await screen.findByText('Invalid login credentials')).closest('[data-testid="toast"]');
  expect(toast).toHaveTextContent('Error');
  expect(useToastStore.getState().toasts).toContainEqual(
    expect.objectContaining({ title: 'Error', description: 'Invalid login credentials', variant: 'destructive' }),
  );
  expect(screen.getByTestId('location')).toHaveTextContent('/login');
  expect(screen.getByLabelText('Password')).toBeEnabled();
});

test('an unreachable service is reported in words, not as "Failed to fetch"', async () => {
  const user = userEvent.setup();
  auth.signInWithPassword.mockResolvedValue({
    data: { session: null, user: null },
    error: { message: 'Failed to fetch', name: 'AuthRetryableFetchError', status: 0 },
  });
  await user.type(screen.getByLabelText('Email'), 'pat@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByText(/Could not reach the authentication service/)).toBeInTheDocument();
});

test('a visitor who is already signed in is told so, with a link to the dashboard', async () => {
  await act(async () => auth.emit('SIGNED_IN', fakeSession()));
  expect(screen.getByRole('note')).toHaveTextContent('You are signed in as pat@example.com');
  expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/account');
});
