// A visitor sent to /login to come back to a page (/login?next=/affiliates) who has no account yet:
// Sign up, then the sign-in that follows, still lead back to that page (docs/product.md §2).
import { act, screen } from '@testing-library/react';
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
import { LoginPage } from './LoginPage';
import { SignupPage } from './SignupPage';
import { ConfirmPage } from './ConfirmPage';

jest.mock('@supabase/supabase-js', () => ({ createClient: jest.fn() }));

let auth: FakeAuth;
beforeEach(() => {
  auth = installFakeSupabase(createClient as jest.Mock);
  auth.resolveSession(null);
});
afterEach(uninstallFakeSupabase);

test("/login's Sign up keeps the page to go back to", async () => {
  await renderPage(<LoginPage />, ['/login?next=%2Faffiliates']);
  expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup?next=%2Faffiliates');
});

test('/signup links back to that sign-in, and leads there once the account is made', async () => {
  await renderPage(<SignupPage />, ['/signup?next=%2Faffiliates']);
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Faffiliates');
  auth.signUp.mockResolvedValue({ data: { user: fakeUser(), session: null }, error: null });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'pat@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.type(screen.getByLabelText('Confirm password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  expect(await screen.findByText('Please check your email to confirm your account')).toBeInTheDocument();
  expect(screen.getByTestId('address')).toHaveTextContent('/login?next=%2Faffiliates');
  // The confirmation link, opened from the mail, leads back there too.
  expect(auth.signUp).toHaveBeenCalledWith(
    expect.objectContaining({
      options: { emailRedirectTo: `${window.location.origin}/auth/confirm?next=%2Faffiliates` },
    }),
  );
});

test('the confirmation link signs in and offers to continue to that page', async () => {
  const link = '/auth/confirm?next=%2Faffiliates';
  window.history.replaceState(null, '', `${link}#access_token=a&refresh_token=r&type=signup&expires_in=3600`);
  await renderPage(<ConfirmPage />, [link]);
  await screen.findByRole('heading', { name: 'Your email is confirmed' });
  expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/affiliates');
  // The tokens leave the address; where to continue stays.
  expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(link);
});

test('a page of another site is not carried', async () => {
  await renderPage(<SignupPage />, ['/signup?next=%2F%2Fevil.example']);
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
});

test('already signed in at /login?next=...: the note offers to continue to that page', async () => {
  await renderPage(<LoginPage />, ['/login?next=%2Faffiliates']);
  await act(async () => auth.emit('SIGNED_IN', fakeSession()));
  expect(screen.getByRole('note')).toHaveTextContent('You are signed in as pat@example.com');
  expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/affiliates');
});
