import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@site/shared/toast';
import { renderPage } from '../../test/renderPage';
import { CommunityPage, JOIN_SIMULATION_MS } from './CommunityPage';

const lastToast = () => useToastStore.getState().toasts.at(-1);

beforeEach(() => {
  jest.useFakeTimers();
  useToastStore.getState().clear();
});
afterEach(() => jest.useRealTimers());

test('Join Now with no email: "Email required"', async () => {
  await renderPage(<CommunityPage />, '/community');
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.click(screen.getByRole('button', { name: 'Join Now' }));
  expect(lastToast()).toMatchObject({
    title: 'Email required',
    description: 'Please enter your email to join the AI Inner Circle',
    variant: 'destructive',
  });
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
