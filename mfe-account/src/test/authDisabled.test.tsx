// With no backend configured (no page globals, meta tags or build env), auth is disabled: a
// console warning, sign-in and sign-up say the hosted backend is not configured, /account sends
// visitors to /login.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetAuthForTests, resetSupabaseClientForTests, startAuth, useAuthStore } from '@site/shared/auth';
import { useToastStore } from '@site/shared/toast';
import { renderPage } from './renderPage';
import { AccountRoute } from '../features/dashboard/AccountRoute';
import { LoginPage } from '../features/auth/LoginPage';
import { SignupPage } from '../features/auth/SignupPage';

let warn: jest.SpyInstance;
beforeEach(() => {
  resetSupabaseClientForTests();
  resetAuthForTests();
  useToastStore.getState().clear();
  document.head.querySelectorAll('meta[name^="supabase"], meta[name="auth-unavailable"]').forEach((m) => m.remove());
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

test('a console warning is logged and the store reports auth as disabled', async () => {
  await act(() => startAuth());
  expect(warn).toHaveBeenCalledWith(expect.stringMatching(/authentication is disabled/));
  expect(useAuthStore.getState()).toMatchObject({ enabled: false, loading: false, user: null });
});

test('sign-in says the hosted backend is not configured, on the page and after a submit', async () => {
  const user = userEvent.setup();
  await renderPage(<LoginPage />, ['/login']);
  expect(await screen.findByRole('note')).toHaveTextContent(/hosted backend is not configured/);
  await user.type(screen.getByLabelText('Email'), 'pat@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(useToastStore.getState().toasts).toContainEqual(
    expect.objectContaining({
      title: 'Error',
      variant: 'destructive',
      description: expect.stringMatching(/hosted backend is not configured/),
    }),
  );
  expect(screen.getByTestId('location')).toHaveTextContent('/login');
});

test("when the server has turned sign-in off, /login gives the server's reason instead", async () => {
  const reason = document.createElement('meta');
  reason.name = 'auth-unavailable';
  reason.content = 'Sign-in is temporarily unavailable on this site. Please try again later.';
  document.head.append(reason);
  const user = userEvent.setup();
  await renderPage(<LoginPage />, ['/login']);
  expect(await screen.findByRole('note')).toHaveTextContent('Sign-in is temporarily unavailable on this site.');
  await user.type(screen.getByLabelText('Email'), 'pat@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(useToastStore.getState().toasts).toContainEqual(
    expect.objectContaining({ title: 'Error', description: expect.stringMatching(/temporarily unavailable/) }),
  );
});

test('sign-up says the same', async () => {
  const user = userEvent.setup();
  await renderPage(<SignupPage />, ['/signup']);
  await user.type(screen.getByLabelText('Email'), 'pat@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.type(screen.getByLabelText('Confirm password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  expect(
    await screen.findByText(/hosted backend is not configured/, { selector: '[data-testid="toast"] *' }),
  ).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/signup');
});

test('/account sends the visitor to /login', async () => {
  await renderPage(<AccountRoute />, ['/account']);
  expect(await screen.findByText('Another page')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/login');
});
