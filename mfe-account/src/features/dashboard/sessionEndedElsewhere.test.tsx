// A session ended on another device (a new password, "Sign out of every device") ends here as soon
// as the dashboard opens or its tab is shown again (docs/accounts.md, "Accounts and sign-in").
import { act, screen, waitFor } from '@testing-library/react';
import { createClient } from '@supabase/supabase-js';
import {
  endSessionOnTheService,
  fakeSession,
  installFakeSupabase,
  uninstallFakeSupabase,
  type FakeAuth,
} from '../../test/fakeSupabase';
import { installFakeOrdersApi } from '../../test/fakeOrdersApi';
import { renderPage } from '../../test/renderPage';
import { AccountRoute } from './AccountRoute';

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
