import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '@site/shared/router';
import { carriedEmail } from '../../lib/carriedEmail';
import { renderPage } from '../../test/renderPage';
import { NEWSLETTER_CONFIRMATION_MS, NewsletterSection } from './NewsletterSection';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** /community as far as this form is concerned: the email it was given (the page's own test reads it). */
function CommunityProbe() {
  return <p data-testid="carried">{carriedEmail(useLocation().state)}</p>;
}

const setup = async () => {
  await renderPage(
    <Routes>
      <Route path="/" element={<NewsletterSection />} />
      <Route path="/community" element={<CommunityProbe />} />
    </Routes>,
    '/',
  );
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
};

test('join shows the welcome for 5 seconds, then goes to /community carrying the email', async () => {
  const user = await setup();
  await user.type(screen.getByLabelText('Email address'), 'reader@example.com');
  await user.click(screen.getByRole('button', { name: 'Join free' }));
  expect(screen.getByRole('status')).toHaveTextContent('Welcome to the Inner Circle!');
  expect(screen.getByRole('status')).toHaveTextContent('Your first issue is on its way to reader@example.com.');
  expect(screen.getByRole('heading', { name: 'Welcome to the Inner Circle!' })).toHaveFocus();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  await act(async () => jest.advanceTimersByTime(NEWSLETTER_CONFIRMATION_MS - 1));
  expect(screen.getByText('Welcome to the Inner Circle!')).toBeInTheDocument();
  await act(async () => jest.advanceTimersByTime(1));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/community$/);
  expect(screen.queryByText('Welcome to the Inner Circle!')).toBeNull();
  expect(screen.getByTestId('carried')).toHaveTextContent('reader@example.com');
});

test('Continue Exploring reverts at once and stays on the page', async () => {
  const user = await setup();
  await user.type(screen.getByLabelText('Email address'), 'pat@example.com');
  await user.click(screen.getByRole('button', { name: 'Join free' }));
  await user.click(screen.getByRole('button', { name: 'Continue Exploring' }));
  expect(screen.queryByText('Welcome to the Inner Circle!')).toBeNull();
  expect(screen.getByLabelText('Email address')).toHaveValue('');
  // The button the focus was on is gone: the empty field takes it, not the page's body.
  expect(screen.getByLabelText('Email address')).toHaveFocus();
  await act(async () => jest.advanceTimersByTime(NEWSLETTER_CONFIRMATION_MS));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
});

test('See the Inner Circle now goes at once, with the email', async () => {
  const user = await setup();
  await user.type(screen.getByLabelText('Email address'), 'pat@example.com');
  await user.click(screen.getByRole('button', { name: 'Join free' }));
  await user.click(screen.getByRole('link', { name: 'See the Inner Circle now' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/community$/);
  expect(screen.getByTestId('carried')).toHaveTextContent('pat@example.com');
});

test('an empty or malformed email is shown by the field, focused and kept; nothing else happens', async () => {
  const user = await setup();
  const field = screen.getByLabelText('Email address');
  await user.click(screen.getByRole('button', { name: 'Join free' }));
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription('Enter your email address to join');
  expect(field).toHaveFocus();
  await user.type(field, 'bad');
  expect(field).not.toHaveAttribute('aria-invalid');
  await user.click(screen.getByRole('button', { name: 'Join free' }));
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription('Enter a whole email address, like name@example.com');
  expect(field).toHaveFocus();
  expect(field).toHaveValue('bad');
  expect(screen.queryByRole('status')).toBeNull();
  await act(async () => jest.advanceTimersByTime(NEWSLETTER_CONFIRMATION_MS));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
});
