// supabase-js stays off the page for anonymous visitors: the site loads it only when a session is
// stored from an earlier visit, another tab signs in, or the visitor signs in or up.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createClient } from '@supabase/supabase-js';
import { authStorageKey, startAuthLazily, useAuthStore } from '@site/shared/auth';
import {
  FAKE_AUTH_CONFIG,
  fakeSession,
  installFakeSupabase,
  uninstallFakeSupabase,
  type FakeAuth,
} from './fakeSupabase';
import { renderPage } from './renderPage';
import { AccountRoute } from '../features/dashboard/AccountRoute';
import { LoginPage } from '../features/auth/LoginPage';

jest.mock('@supabase/supabase-js', () => ({ createClient: jest.fn() }));

const KEY = authStorageKey(FAKE_AUTH_CONFIG);

let auth: FakeAuth;
const install = (sessionStored: boolean) => {
  (createClient as jest.Mock).mockReset();
  auth = installFakeSupabase(createClient as jest.Mock, { sessionStored });
};
afterEach(uninstallFakeSupabase);

test('the storage key is the one supabase-js derives from the host', () => {
  expect(KEY).toBe('sb-127-auth-token');
  expect(authStorageKey({ url: 'https://abcd.supabase.co', anonKey: 'k' })).toBe('sb-abcd-auth-token');
});

test('an anonymous visitor is signed out at once and supabase-js is not loaded', async () => {
  install(false);
  await act(() => startAuthLazily());
  expect(useAuthStore.getState()).toMatchObject({ loading: false, enabled: true, user: null });
  expect(createClient).not.toHaveBeenCalled();
});

test('a stored session loads the client and reads it', async () => {
  install(true);
  const started = startAuthLazily();
  await waitFor(() => expect(createClient).toHaveBeenCalledTimes(1));
  expect(useAuthStore.getState().loading).toBe(true);
  await act(async () => {
    auth.resolveSession(fakeSession());
    await started;
  });
  expect(useAuthStore.getState().user?.email).toBe('pat@example.com');
});

test('signing in in another tab loads the client here too', async () => {
  install(false);
  await act(() => startAuthLazily());
  expect(createClient).not.toHaveBeenCalled();
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: '{"access_token":"a"}' }));
  });
  await waitFor(() => expect(createClient).toHaveBeenCalledTimes(1));
});

test('/account without a stored session goes to /login without loading supabase-js', async () => {
  install(false);
  await renderPage(<AccountRoute />, ['/', '/account']);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  expect(createClient).not.toHaveBeenCalled();
});

test('signing in loads the client, and the store follows the new session', async () => {
  install(false);
  auth.signInWithPassword.mockImplementation(async () => {
    auth.emit('SIGNED_IN', fakeSession());
    return { data: {}, error: null };
  });
  const user = userEvent.setup();
  await renderPage(<LoginPage />, ['/login']);
  expect(createClient).not.toHaveBeenCalled();
  await user.type(screen.getByLabelText('Email'), 'pat@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  await waitFor(() => expect(useAuthStore.getState().user?.email).toBe('pat@example.com'));
  expect(createClient).toHaveBeenCalledTimes(1);
});
