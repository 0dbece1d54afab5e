// "Forgot password?" after a refused sign-in: the email already typed is not asked for again.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createClient } from '@supabase/supabase-js';
import { MemoryRouter, Route, Routes } from '@site/shared/router';
import { SiteProviders } from '@site/shared/providers';
import { installFakeSupabase, uninstallFakeSupabase } from '../../test/fakeSupabase';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { LoginPage } from './LoginPage';

jest.mock('@supabase/supabase-js', () => ({ createClient: jest.fn() }));

beforeEach(() => installFakeSupabase(createClient as jest.Mock).resolveSession(null));
afterEach(uninstallFakeSupabase);

const renderBoth = async (start: string) => {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[start]}>
        <SiteProviders>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/forgot-password" element={<ForgotPasswordPage />} />
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
