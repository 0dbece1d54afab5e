// supabase-js stays off the page for anonymous visitors: the shell's AuthProvider loads it only
// when a session is stored, another tab signs in, or a page that works with accounts asks for it.
import { act, waitFor } from '@testing-library/react';
import { createClient } from '@supabase/supabase-js';
import { authStorageKey, startAuthLazily, useAuthStore } from '@site/shared/auth';
import { fakeSession, installFakeSupabase, uninstallFakeSupabase, type FakeAuth } from '../../test/fakeSupabase';
import { renderPage } from '../../test/renderPage';
import { AccountRoute } from '../dashboard/AccountRoute';

jest.mock('@supabase/supabase-js', () => ({ createClient: jest.fn() }));

const KEY = authStorageKey({ url: 'http://127.0.0.1:54321', anonKey: 'public-anon-key' });

let auth: FakeAuth;
beforeEach(() => {
  window.localStorage.clear();
  (createClient as jest.Mock).mockReset();
  auth = installFakeSupabase(createClient as jest.Mock);
});
afterEach(uninstallFakeSupabase);

test('the storage key is the one supabase-js derives from the host', () => {
  expect(KEY).toBe('sb-127-auth-token');
  expect(authStorageKey({ url: 'https://abcd.supabase.co', anonKey: 'k' })).toBe('sb-abcd-auth-token');
});

test('an anonymous visitor is signed out at once and supabase-js is not loaded', async () => {
  await act(() => startAuthLazily());
  expect(useAuthStore.getState()).toMatchObject({ loading: false, enabled: true, user: null });
  expect(createClient).not.toHaveBeenCalled();
});

test('a stored session loads the client and reads it', async () => {
  window.localStorage.setItem(KEY, JSON.stringify({ access_token: 'a' }));
  const started = startAuthLazily();
  await waitFor(() => expect(createClient).toHaveBeenCalledTimes(1));
  expect(useAuthStore.getState().loading).toBe(true);
  const session = fakeSession();
  await act(async () => {
    auth.resolveSession(session);
    await started;
  });
  expect(useAuthStore.getState().user?.email).toBe('pat@example.com');
});

test('signing in in another tab loads the client here too', async () => {
  await act(() => startAuthLazily());
  expect(createClient).not.toHaveBeenCalled();
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: '{"access_token":"a"}' }));
  });
  await waitFor(() => expect(createClient).toHaveBeenCalledTimes(1));
});

test('a page that works with accounts (the dashboard) loads the client and reads the session', async () => {
  await renderPage(<AccountRoute />, ['/', '/account']);
  await waitFor(() => expect(createClient).toHaveBeenCalledTimes(1));
  await act(async () => auth.resolveSession(fakeSession()));
  await waitFor(() => expect(useAuthStore.getState().user?.email).toBe('pat@example.com'));
});
