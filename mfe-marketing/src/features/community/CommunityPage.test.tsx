import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate, Route, Routes } from '@site/shared/router';
import { useToastStore } from '@site/shared/toast';
import { carryEmail } from '../../lib/carriedEmail';
import { renderPage } from '../../test/renderPage';
import { CommunityPage, JOIN_SIMULATION_MS } from './CommunityPage';

const lastToast = () => useToastStore.getState().toasts.at(-1);

beforeEach(() => {
  jest.useFakeTimers();
  useToastStore.getState().clear();
});
afterEach(() => jest.useRealTimers());

test('Join Now with no email: "Email required", and the field says so and takes the focus', async () => {
  await renderPage(<CommunityPage />, '/community');
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.click(screen.getByRole('button', { name: 'Join Now' }));
  expect(lastToast()).toMatchObject({
    title: 'Email required',
    description: 'Please enter your email to join the AI Inner Circle',
    variant: 'destructive',
  });
  const field = screen.getByLabelText('Email address');
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription('Please enter your email to join the AI Inner Circle');
  expect(field).toHaveFocus();
});

test('Join Now with an address the email field refuses: told by the field, focused, kept, and nobody joins', async () => {
  await renderPage(<CommunityPage />, '/community');
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const field = screen.getByLabelText('Email address');
  await user.type(field, 'bad');
  await user.click(screen.getByRole('button', { name: 'Join Now' }));
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription('Enter a whole email address, like name@example.com');
  expect(field).toHaveFocus();
  expect(field).toHaveValue('bad');
  expect(screen.queryByRole('button', { name: 'Joining...' })).toBeNull();
  await act(async () => jest.advanceTimersByTime(JOIN_SIMULATION_MS));
  expect(field).toHaveValue('bad');
  expect(useToastStore.getState().toasts).toEqual([]);
  // Mending the address clears the message; then joining goes ahead.
  await user.clear(field);
  await user.type(field, 'bad@example.com');
  expect(field).not.toHaveAttribute('aria-invalid');
  expect(field).not.toHaveAccessibleDescription();
  await user.click(screen.getByRole('button', { name: 'Join Now' }));
  expect(screen.getByRole('button', { name: 'Joining...' })).toBeInTheDocument();
});

test("the email the home page's newsletter form carried here is ready in the field", async () => {
  await renderPage(
    <Routes>
      <Route path="/" element={<Navigate to="/community" state={carryEmail('reader@example.com')} />} />
      <Route path="/community" element={<CommunityPage />} />
    </Routes>,
    '/',
  );
  expect(screen.getByLabelText('Email address')).toHaveValue('reader@example.com');
});

test('joining: "Joining..." and disabled for 2 s, then a success toast and the email cleared', async () => {
  await renderPage(<CommunityPage />, '/community');
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.type(screen.getByLabelText('Email address'), 'pat@example.com');
  await user.click(screen.getByRole('button', { name: 'Join Now' }));
  // Marked disabled (aria-disabled), keeping the focus of the visitor who pressed it.
  const button = screen.getByRole('button', { name: 'Joining...' });
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).toHaveFocus();
  expect(screen.getByLabelText('Email address')).toBeDisabled();
  await user.click(button); // pressing it again does not start over
  await act(async () => jest.advanceTimersByTime(JOIN_SIMULATION_MS - 1));
  expect(screen.getByRole('button', { name: 'Joining...' })).toHaveAttribute('aria-disabled', 'true');
  await act(async () => jest.advanceTimersByTime(1));
  expect(screen.getByRole('button', { name: 'Join Now' })).not.toHaveAttribute('aria-disabled');
  expect(screen.getByLabelText('Email address')).toHaveValue('');
  expect(lastToast()?.title).toBe('Welcome to the AI Inner Circle!');
});

test('tiers show their monthly prices and a Coming Soon toast', async () => {
  await renderPage(<CommunityPage />, '/community');
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  expect(screen.getByText('$97')).toBeInTheDocument();
  expect(screen.getByText('$197')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Join VIP Circle' }));
  expect(lastToast()).toMatchObject({
    title: 'VIP Circle Coming Soon!',
    description: 'Membership enrollment will be available soon. Contact Alex Rivera for early access.',
  });
  for (const stat of ['500+', '95%', '50+', '$2.3M+']) expect(screen.getByText(stat)).toBeInTheDocument();
});
