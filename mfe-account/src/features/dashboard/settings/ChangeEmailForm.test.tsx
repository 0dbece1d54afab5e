import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uninstallFakeSupabase, type FakeAuth } from '../../../test/fakeSupabase';
import { openAccountTab } from '../../../test/accountTab';

jest.mock('@supabase/supabase-js', () => ({ createClient: jest.fn() }));

let auth: FakeAuth;
beforeEach(async () => {
  auth = await openAccountTab('qa3@example.com');
});
afterEach(uninstallFakeSupabase);

const changeTo = async (address: string) => {
  const field = screen.getByLabelText('New email');
  await userEvent.clear(field);
  await userEvent.type(field, address);
  await userEvent.click(screen.getByRole('button', { name: 'Change email' }));
  return field;
};

test('the address already signed in with: told so by the field, and nothing is sent', async () => {
  for (const same of ['qa3@example.com', ' QA3@Example.com ']) {
    const field = await changeTo(same);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      'qa3@example.com is already your email. Nothing was sent: enter another address to change it.',
    );
    expect(screen.queryByText(/We sent a link/)).toBeNull();
  }
  expect(auth.updateUser).not.toHaveBeenCalled();
});

test('another address: a link is sent there, and the page says so', async () => {
  await changeTo('new.qa3@example.com');
  expect(auth.updateUser).toHaveBeenCalledWith({ email: 'new.qa3@example.com' }, expect.anything());
  expect(await screen.findByText(/We sent a link to new\.qa3@example\.com/)).toBeInTheDocument();
  await changeTo('qa3@example.com');
  expect(screen.getByText(/is already your email/)).toBeInTheDocument();
  expect(screen.queryByText(/We sent a link/)).toBeNull();
  expect(auth.updateUser).toHaveBeenCalledTimes(1);
});
