import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../test/renderPage';
import { NEWSLETTER_CONFIRMATION_MS, NewsletterSection } from './NewsletterSection';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const setup = async () => {
  await renderPage(<NewsletterSection />, '/');
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
};

test('join shows the welcome for 5 seconds, goes to /community, then reverts', async () => {
  const user = await setup();
  await user.type(screen.getByLabelText('Email address'), 'pat@example.com');
  await user.click(screen.getByRole('button', { name: 'Join free' }));
  expect(screen.getByRole('status')).toHaveTextContent('Welcome to the Inner Circle!');
  expect(screen.getByTestId('location')).toHaveTextContent('/community');
  await act(async () => jest.advanceTimersByTime(NEWSLETTER_CONFIRMATION_MS - 1));
  expect(screen.getByText('Welcome to the Inner Circle!')).toBeInTheDocument();
  await act(async () => jest.advanceTimersByTime(1));
  expect(screen.queryByText('Welcome to the Inner Circle!')).toBeNull();
  expect(screen.getByLabelText('Email address')).toBeInTheDocument();
});

test('Continue Exploring reverts at once', async () => {
  const user = await setup();
  await user.type(screen.getByLabelText('Email address'), 'pat@example.com');
  await user.click(screen.getByRole('button', { name: 'Join free' }));
  await user.click(screen.getByRole('button', { name: 'Continue Exploring' }));
  expect(screen.queryByText('Welcome to the Inner Circle!')).toBeNull();
});

test('an empty or malformed email is refused by the browser check and nothing happens', async () => {
  const user = await setup();
  await user.click(screen.getByRole('button', { name: 'Join free' }));
  expect(screen.queryByRole('status')).toBeNull();
  await user.type(screen.getByLabelText('Email address'), 'not-an-email');
  await user.click(screen.getByRole('button', { name: 'Join free' }));
  expect(screen.queryByRole('status')).toBeNull();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
});
