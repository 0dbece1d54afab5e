import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@supabase/supabase-js';
import { resetAuthForTests, resetSupabaseClientForTests, startAuth, useAuthStore } from '@site/shared/auth';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Navbar } from './Navbar';

beforeEach(async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined); // no auth backend in tests
  resetSupabaseClientForTests();
  resetAuthForTests();
  await renderWithProviders(<Navbar />);
  await act(() => startAuth());
});
afterEach(() => jest.restoreAllMocks());

const desktop = () => within(screen.getByRole('banner'));

test('signed out: Sign In and Book Strategy Call', () => {
  expect(desktop().getAllByRole('link', { name: 'Sign In' })[0]).toHaveAttribute('href', '/login');
  expect(desktop().getAllByRole('button', { name: 'Book Strategy Call' }).length).toBeGreaterThan(0);
  expect(desktop().queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
});

test('signed in: Dashboard and Sign Out instead (docs/product.md §2)', async () => {
  await act(async () => {
    useAuthStore.setState({ user: { id: 'u', email: 'pat@example.com' } as User, loading: false });
  });
  expect(desktop().getAllByRole('link', { name: 'Dashboard' })[0]).toHaveAttribute('href', '/account');
  expect(desktop().getAllByRole('button', { name: 'Sign Out' }).length).toBeGreaterThan(0);
  expect(desktop().queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  expect(desktop().queryByRole('button', { name: 'Book Strategy Call' })).not.toBeInTheDocument();
});

test('the mobile menu: its toggle comes just before it, Escape closes it and focus returns to the toggle', async () => {
  const user = userEvent.setup();
  const toggle = screen.getByRole('button', { name: 'Open menu' });
  const menu = screen.getByRole('navigation', { name: 'Main', hidden: true });
  // Tab from the toggle goes into the open menu (WAI-ARIA APG disclosure navigation).
  expect(toggle.compareDocumentPosition(menu) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await user.tab();
  expect(within(menu).getByRole('link', { name: 'About' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveFocus();
});
