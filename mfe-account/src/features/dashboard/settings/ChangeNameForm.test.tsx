import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSession, fakeUser, uninstallFakeSupabase, type FakeAuth } from '../../../test/fakeSupabase';
import { openAccountTab } from '../../../test/accountTab';

jest.mock('@supabase/supabase-js', () => ({ createClient: jest.fn() }));

let auth: FakeAuth;
beforeEach(async () => {
  auth = await openAccountTab('pat.lee@example.com');
});
afterEach(uninstallFakeSupabase);

test('the name can be changed on the Account tab, and the dashboard greets the new one', async () => {
  const field = screen.getByLabelText('Your name');
  expect(field).toHaveValue('Pat Lee');
  await userEvent.clear(field);
  await userEvent.type(field, '  Patricia Lee-Ng ');
  const renamed = fakeUser('pat.lee@example.com');
  renamed.user_metadata = { ...renamed.user_metadata, full_name: 'Patricia Lee-Ng' };
  auth.updateUser.mockImplementationOnce(async () => {
    auth.emit('USER_UPDATED', fakeSession(renamed));
    return { data: { user: renamed }, error: null };
  });
  await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
  expect(auth.updateUser).toHaveBeenCalledWith({ data: { full_name: 'Patricia Lee-Ng' } });
  expect(await screen.findByText('Your name is saved.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Patricia Lee-Ng');
  expect(screen.getByText('Patricia Lee-Ng', { selector: 'dd' })).toBeInTheDocument();
});

test('an empty name is refused by the field, and nothing is sent', async () => {
  const field = screen.getByLabelText('Your name');
  await userEvent.clear(field);
  await userEvent.type(field, '   ');
  await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription('Enter your name');
  expect(field).toHaveFocus();
  expect(auth.updateUser).not.toHaveBeenCalled();
});
