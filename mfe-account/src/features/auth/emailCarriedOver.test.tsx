// The email already typed is not asked for again: from /login to "Forgot password?", and from a
// finished sign-up to the sign-in that follows.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createClient } from '@supabase/supabase-js';
import { MemoryRouter, Route, Routes } from '@site/shared/router';
import { SiteProviders } from '@site/shared/providers';
import { fakeUser, installFakeSupabase, uninstallFakeSupabase, type FakeAuth } from '../../test/fakeSupabase';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { LoginPage } from './LoginPage';
import { SignupPage } from './SignupPage';

jest.mock('@supabase/supabase-js', () => ({ createClient: jest.fn() }));

let auth: FakeAuth;
beforeEach(() => {
  auth = installFakeSupabase(createClient as jest.Mock);
  auth.resolveSession(null);
});
afterEach(uninstallFakeSupabase);

const renderBoth = async (start: string) => {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[start]}>
        <SiteProviders>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/forgot-password" element={<ForgotPasswordPage />} />
            <Route path="/signup" element={<SignupPage />} />
          </Routes>
        </SiteProviders>
      </MemoryRouter>,
    );
  });
};

test('the email typed on /login is in the reset form', async () => {
  await renderBoth('/login');
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), ' pat@example.com ');
  await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
  expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveValue('pat@example.com');
});

test('opened directly, the reset form starts empty', async () => {
  await renderBoth('/forgot-password');
  expect(screen.getByLabelText('Email')).toHaveValue('');
});

test("after sign-up, /login has the new account's email, ready for its password", async () => {
  await renderBoth('/signup');
  auth.signUp.mockResolvedValue({ data: { user: fakeUser(), session: null }, error: null });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'pat@example.com ');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.type(screen.getByLabelText('Confirm password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveValue('pat@example.com');
  expect(screen.getByLabelText('Password')).toHaveValue('');
});
