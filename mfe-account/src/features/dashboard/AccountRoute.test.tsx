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
import { installFakeOrdersApi, sampleOrder, sampleSubscription, type FakeOrdersApi } from '../../test/fakeOrdersApi';
import { renderPage } from '../../test/renderPage';
import { AccountRoute } from './AccountRoute';

jest.mock('@supabase/supabase-js', () => ({ createClient: jest.fn() }));

let auth: FakeAuth;
let api: FakeOrdersApi;
beforeEach(() => {
  auth = installFakeSupabase(createClient as jest.Mock);
  api = installFakeOrdersApi();
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

test('a signed-in user sees the dashboard with five tabs, their own orders and subscriptions, and their email', async () => {
  const user = userEvent.setup();
  api.orders = [
    sampleOrder(),
    sampleOrder({ id: 'ORD-22222222', items: [], totalCents: 10_476 }),
    sampleOrder({ id: 'ORD-33333333', status: 'pending', items: [], totalCents: 5_000 }),
  ];
  api.subscriptions = [sampleSubscription()];
  await openAccount();
  await act(async () => auth.resolveSession(fakeSession(fakeUser('jordan.lee@example.com'))));
  // The session's token goes with each call: the server answers this account's records only.
  expect(api.requests.map((r) => r.authorization)).toEqual(['Bearer a', 'Bearer a']);
  // Paid orders only count as spent: $212.76 + $104.76.
  expect(screen.getByText('Total spent').closest('div')).toHaveTextContent('$317.52');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Jordan Lee');
  const tabs = within(screen.getByRole('tablist', { name: 'Dashboard sections' })).getAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual(['Overview', 'Orders', 'Subscriptions', 'Events', 'Account']);
  expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

  await user.click(screen.getByRole('tab', { name: 'Orders' }));
  const orders = screen.getAllByTestId('order');
  expect(orders).toHaveLength(3);
  expect(orders[0]).toHaveTextContent('Order ORD-7K3M9QX2');
  expect(orders[0]).toHaveTextContent('$212.76');
  expect(
    within(orders[0] as HTMLElement).getByRole('link', { name: 'Download AI Prompt Mastery Course' }),
  ).toHaveAttribute('href', '/api/downloads/ORD-7K3M9QX2/ai-prompt-mastery?token=t');
  expect(orders[2]).toHaveTextContent('Payment pending');

  await user.click(screen.getByRole('tab', { name: 'Subscriptions' }));
  expect(screen.getByTestId('subscription')).toHaveTextContent('$97.00/month');
  expect(screen.getByTestId('subscription')).toHaveTextContent('Next billing Dec 20, 2026');

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

test('a link to /account#subscriptions opens that tab, and the tab chosen stays in the address for a refresh', async () => {
  const user = userEvent.setup();
  api.subscriptions = [sampleSubscription()];
  await renderPage(<AccountRoute />, ['/', '/account#subscriptions']);
  await act(async () => auth.resolveSession(fakeSession()));
  expect(screen.getByRole('tab', { name: 'Subscriptions' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByTestId('subscription')).toHaveTextContent('$97.00/month');
  await user.click(screen.getByRole('tab', { name: 'Orders' }));
  expect(screen.getByTestId('address')).toHaveTextContent(/^\/account#orders$/);
  await user.click(screen.getByRole('tab', { name: 'Overview' }));
  expect(screen.getByTestId('address')).toHaveTextContent(/^\/account$/);
});

test('signed out at /account#subscriptions: /login leads back to that tab once signed in', async () => {
  await renderPage(<AccountRoute />, ['/', '/account#subscriptions']);
  await act(async () => auth.resolveSession(null));
  expect(screen.getByTestId('address')).toHaveTextContent(/^\/login\?next=%2Faccount%23subscriptions$/);
});

test('signing out on a tab of the dashboard leads to /login as such, not back to that tab', async () => {
  await renderPage(<AccountRoute />, ['/', '/account#account']);
  await act(async () => auth.resolveSession(fakeSession()));
  await act(async () => auth.emit('SIGNED_OUT', null));
  expect(screen.getByTestId('address')).toHaveTextContent(/^\/login$/);
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

test('a new account sees clear empty states, never samples', async () => {
  const user = userEvent.setup();
  await openAccount();
  await act(async () => auth.resolveSession(fakeSession()));
  expect(screen.getByText('Total spent').closest('div')).toHaveTextContent('$0.00');
  await user.click(screen.getByRole('tab', { name: 'Orders' }));
  expect(screen.getByText('No orders yet')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop');
  expect(screen.queryByTestId('order')).toBeNull();
  await user.click(screen.getByRole('tab', { name: 'Subscriptions' }));
  expect(screen.getByText('No subscriptions')).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Account' }));
  expect(screen.getByText('Free member')).toBeInTheDocument();
});

test('a subscription is cancelled after a confirmation, and stays active until the period ends', async () => {
  const user = userEvent.setup();
  api.subscriptions = [sampleSubscription()];
  await openAccount();
  await act(async () => auth.resolveSession(fakeSession()));
  await user.click(screen.getByRole('tab', { name: 'Subscriptions' }));
  await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
  await user.click(screen.getByRole('button', { name: 'Keep subscription' }));
  expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
  await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
  expect(api.requests.at(-1)).toMatchObject({ method: 'POST', path: '/api/account/subscriptions/SUB-AB3CD4EF/cancel' });
  expect(await screen.findByText('Active until Dec 20, 2026')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
});

test('when the records cannot be loaded, it says why and Try again asks again', async () => {
  const user = userEvent.setup();
  api.failure = { status: 503, error: 'Orders are temporarily unavailable', message: 'Please try again.' };
  await openAccount();
  await act(async () => auth.resolveSession(fakeSession()));
  expect(screen.getByRole('alert')).toHaveTextContent('Orders are temporarily unavailable');
  api.failure = null;
  api.orders = [sampleOrder()];
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  await user.click(screen.getByRole('tab', { name: 'Orders' }));
  expect(await screen.findByText('Order ORD-7K3M9QX2')).toBeInTheDocument();
});

test("the Overview's latest order says what its Orders card says: refunded, or payment pending", async () => {
  api.orders = [
    sampleOrder({ refund: { state: 'refunded', refundedCents: 21_276, lastRefundAt: '2026-11-25T10:00:00.000Z' } }),
  ];
  await openAccount();
  await act(async () => auth.resolveSession(fakeSession()));
  expect(screen.getByText('Total spent').closest('div')).toHaveTextContent('$0.00');
  expect(screen.getByText(/^ORD-7K3M9QX2/)).toHaveTextContent('$212.76 · Refunded');
});
