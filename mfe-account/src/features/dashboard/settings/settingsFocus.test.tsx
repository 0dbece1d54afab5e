// A refused setting moves focus to what to mend, so a keyboard or screen-reader user hears why
// (docs/design.md, "Keyboard, screen reader and voice control").
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uninstallFakeSupabase, type FakeAuth } from '../../../test/fakeSupabase';
import { openAccountTab } from '../../../test/accountTab';

jest.mock('@supabase/supabase-js', () => ({ createClient: jest.fn() }));

let auth: FakeAuth;
beforeEach(async () => {
  auth = await openAccountTab();
});
afterEach(uninstallFakeSupabase);

test('Change password with nothing typed: focus on Current password, which says why', async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  const current = screen.getByLabelText('Current password');
  expect(current).toHaveFocus();
  expect(current).toHaveAccessibleDescription('Enter your current password');
  expect(auth.updateUser).not.toHaveBeenCalled();
});

test('Change email with a wrong address: focus on New email', async () => {
  await userEvent.type(screen.getByLabelText('New email'), 'pat@');
  await userEvent.click(screen.getByRole('button', { name: 'Change email' }));
  expect(screen.getByLabelText('New email')).toHaveFocus();
});

test('Delete without the box ticked: focus on the box, which says why', async () => {
  const region = screen.getByRole('region', { name: 'Delete your account' });
  await userEvent.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
  expect(screen.getByLabelText('Your password')).toHaveFocus();
  await userEvent.type(screen.getByLabelText('Your password'), 'secret-one');
  await userEvent.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
  const box = screen.getByRole('checkbox', { name: 'I understand that my account is deleted for good.' });
  expect(box).toHaveFocus();
  expect(box).toHaveAccessibleDescription('Tick the box to confirm');
  expect(region).toBeInTheDocument();
});
