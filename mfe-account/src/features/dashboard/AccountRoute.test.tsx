import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createClient } from '@supabase/supabase-js';
import {
  fakeSession,
  fakeUser,
  installFakeSupabase,
  uninstallFakeSupabase,
  type FakeAuth,
} from '../../test/fakeSupabase';
import { renderPage } from '../../test/renderPage';
import { AccountRoute } from './AccountRoute';

jest.mock('@supabase/supabase-js', () => ({ createClient: jest.fn() }));

let auth: FakeAuth;
beforeEach(() => {
  auth = installFakeSupabase(createClient as jest.Mock);
});
afterEach(uninstallFakeSupabase);

const openAccount = () => renderPage(<AccountRoute />, ['/', '/account']);

test('shows a spinner while the session is being read', async () => {
  await openAccount();
  expect(screen.getByRole('status')).toHaveTextContent('Loading your account');
  expect(screen.getByTestId('location')).toHaveTextContent('/account');
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
});

test('without a session it redirects to /login, replacing /account in the history', async () => {
  await openAccount();
  await act(async () => auth.resolveSession(null));
  expect(screen.getByTestId('location')).toHaveTextContent('/login');
  await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
});

test('a signed-in user sees the dashboard with five tabs and their own email in the profile', async () => {
  const user = userEvent.setup();
  await openAccount();
  await act(async () => auth.resolveSession(fakeSession(fakeUser('jordan.lee@example.com'))));
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Jordan Lee');
  const tabs = within(screen.getByRole('tablist', { name: 'Dashboard sections' })).getAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual(['Overview', 'Orders', 'Subscriptions', 'Events', 'Account']);
  expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

  await user.click(screen.getByRole('tab', { name: 'Orders' }));
  expect(screen.getAllByTestId('order')).toHaveLength(3);

  await user.click(screen.getByRole('tab', { name: 'Subscriptions' }));
  expect(screen.getByTestId('subscription')).toHaveTextContent('$97/month');

  await user.click(screen.getByRole('tab', { name: 'Events' }));
  const events = screen.getAllByTestId('event');
  expect(events).toHaveLength(3);
  expect(events[0]).toHaveTextContent('Registered');
  await user.click(screen.getByRole('button', { name: 'Register for Monthly Q&A with Alex' }));
  expect(await screen.findByText('Registration opens soon')).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'Account' }));
  expect(screen.getByTestId('profile-email')).toHaveTextContent('jordan.lee@example.com');
  expect(screen.getByText('Inner Circle')).toBeInTheDocument();
  expect(screen.getByText('Mar 14, 2026')).toBeInTheDocument();
});

test('tabs follow the keyboard (arrow keys move between them)', async () => {
  const user = userEvent.setup();
  await openAccount();
  await act(async () => auth.resolveSession(fakeSession()));
  await user.click(screen.getByRole('tab', { name: 'Overview' }));
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Orders' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
});

test('signing out anywhere (here: the service reports SIGNED_OUT) sends the dashboard to /login', async () => {
  await openAccount();
  await act(async () => auth.resolveSession(fakeSession()));
  expect(screen.getByRole('tablist')).toBeInTheDocument();
  await act(async () => auth.emit('SIGNED_OUT', null));
  expect(screen.getByTestId('location')).toHaveTextContent('/login');
});
