// A session ended on another device (a new password, "Sign out of every device") ends here as soon
// as the dashboard opens or its tab is shown again, and the sign-in page it leads to says why, until
// the next sign-in; a check that fails says nothing (docs/accounts.md, "Accounts and sign-in"). It
// spans two features (the dashboard and sign-in), so it sits beside them.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createClient } from '@supabase/supabase-js';
import {
  endSessionOnTheService,
  fakeSession,
  installFakeSupabase,
  uninstallFakeSupabase,
  type FakeAuth,
} from './test/fakeSupabase';
import { installFakeOrdersApi } from './test/fakeOrdersApi';
import { renderPage } from './test/renderPage';
import { ENDED_ELSEWHERE, LoginPage } from './features/auth/LoginPage';
import { AccountRoute } from './features/dashboard/AccountRoute';

jest.mock('@supabase/supabase-js', () => ({ createClient: jest.fn() }));

let auth: FakeAuth;
beforeEach(() => {
  auth = installFakeSupabase(createClient as jest.Mock);
  installFakeOrdersApi();
});
afterEach(uninstallFakeSupabase);

test('opening the dashboard with a session ended elsewhere leads to /login', async () => {
  endSessionOnTheService(auth);
  await renderPage(<AccountRoute />, ['/account']);
  await act(async () => auth.resolveSession(fakeSession()));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
});

test('coming back to the tab asks again: still signed in stays, ended elsewhere leads to /login', async () => {
  await renderPage(<AccountRoute />, ['/account']);
  await act(async () => auth.resolveSession(fakeSession()));
  await waitFor(() => expect(auth.getUser).toHaveBeenCalledTimes(1));
  await act(async () => document.dispatchEvent(new Event('visibilitychange')));
  expect(auth.getUser).toHaveBeenCalledTimes(2);
  expect(screen.getByRole('tablist')).toBeInTheDocument();

  endSessionOnTheService(auth);
  await act(async () => document.dispatchEvent(new Event('visibilitychange')));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
});

test('the sign-in page it leads to says why, until the visitor signs in again', async () => {
  endSessionOnTheService(auth);
  const dashboard = await renderPage(<AccountRoute />, ['/account']);
  await act(async () => auth.resolveSession(fakeSession()));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  dashboard.unmount();

  const login = await renderPage(<LoginPage />, ['/login']);
  expect(screen.getByRole('note')).toHaveTextContent(ENDED_ELSEWHERE);
  const user = userEvent.setup();
  auth.signInWithPassword.mockResolvedValue({ data: { session: fakeSession() }, error: null });
  await user.type(screen.getByLabelText('Email'), 'pat@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account'));
  login.unmount();

  // Signed in again (and out by their own hand): /login no longer says the session ended elsewhere.
  auth.resolveSession(null);
  await renderPage(<LoginPage />, ['/login']);
  expect(screen.queryByText(ENDED_ELSEWHERE)).toBeNull();
});

test('a check that fails to reach the service ends nothing and says nothing', async () => {
  auth.getUser.mockImplementation(async () => ({
    data: { user: null },
    error: { name: 'AuthRetryableFetchError', message: 'Failed to fetch' },
  }));
  const dashboard = await renderPage(<AccountRoute />, ['/account']);
  await act(async () => auth.resolveSession(fakeSession()));
  await waitFor(() => expect(auth.getUser).toHaveBeenCalled());
  expect(screen.getByRole('tablist')).toBeInTheDocument();
  dashboard.unmount();
  await renderPage(<LoginPage />, ['/login']);
  expect(screen.queryByText(ENDED_ELSEWHERE)).toBeNull();
});
