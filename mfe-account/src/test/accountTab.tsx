// The dashboard's Account tab in a component test: a signed-in user (fakeSupabase) on /account#account,
// the orders API faked. The test file itself mocks @supabase/supabase-js (jest.mock is per file).
import { act } from '@testing-library/react';
import { createClient } from '@supabase/supabase-js';
import { AccountRoute } from '../features/dashboard/AccountRoute';
import { fakeSession, fakeUser, installFakeSupabase, type FakeAuth } from './fakeSupabase';
import { installFakeOrdersApi } from './fakeOrdersApi';
import { renderPage } from './renderPage';

/** Opens the Account tab signed in as `email` (fakeSession's user by default); returns the fake auth. */
export async function openAccountTab(email?: string): Promise<FakeAuth> {
  const auth = installFakeSupabase(createClient as jest.Mock);
  installFakeOrdersApi();
  await renderPage(<AccountRoute />, ['/account#account']);
  await act(async () => auth.resolveSession(fakeSession(fakeUser(email))));
  return auth;
}
