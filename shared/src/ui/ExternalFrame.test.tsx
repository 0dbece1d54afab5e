import { act, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@site/shared/theme';
import { ExternalFrame } from './ExternalFrame';
import { EMBED_GIVE_UP_MS } from './useEmbedReach';

const URL = 'https://forms.example/contact';

function Form({ active = true }: { active?: boolean }) {
  return (
    <ThemeProvider theme={theme}>
      <ExternalFrame
        src={URL}
        title="Contact form"
        loadingLabel="Loading the contact form"
        active={active}
        height={520}
        note={<a href={URL}>Open the contact form in a new tab</a>}
      >
        <p>The contact form could not be loaded here.</p>
      </ExternalFrame>
    </ThemeProvider>
  );
}

const realFetch = globalThis.fetch;
let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock;
});
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.useRealTimers();
});

it('asks nothing and shows no frame until the form is wanted, the note already there', () => {
  render(<Form active={false} />);
  expect(fetchMock).not.toHaveBeenCalled();
  expect(screen.queryByTitle('Contact form')).toBeNull();
  expect(screen.getByRole('link', { name: 'Open the contact form in a new tab' })).toBeVisible();
});

it('shows a spinner while the host is asked, then the form once it answers', async () => {
  let answer: (response: unknown) => void = () => {};
  fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  render(<Form />);
  expect(await screen.findByRole('status')).toHaveTextContent('Loading the contact form');
  expect(screen.getByTitle('Contact form')).not.toBeVisible();
  expect(fetchMock).toHaveBeenCalledWith(URL, expect.objectContaining({ method: 'HEAD', mode: 'no-cors' }));
  await act(async () => answer({ type: 'opaque' }));
  expect(screen.getByTitle('Contact form')).toBeVisible();
  expect(screen.getByTitle('Contact form')).toHaveAttribute('src', URL);
  expect(screen.queryByRole('status')).toBeNull();
});

it('says the form could not be loaded, in its place, when the host cannot be reached', async () => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  render(<Form />);
  expect(await screen.findByText('The contact form could not be loaded here.')).toBeVisible();
  expect(screen.getByRole('status')).toHaveTextContent('The contact form could not be loaded here.');
  // What to do instead is in the frame's place, in sight, not below an empty box.
  expect(
    within(screen.getByRole('status')).getByRole('link', { name: 'Open the contact form in a new tab' }),
  ).toBeVisible();
  expect(screen.getAllByRole('link', { name: 'Open the contact form in a new tab' })).toHaveLength(1);
  expect(screen.queryByTitle('Contact form')).toBeNull();
});

it('gives up after 10 s without an answer', async () => {
  jest.useFakeTimers();
  fetchMock.mockReturnValue(new Promise(() => {}));
  render(<Form />);
  expect(await screen.findByRole('status')).toHaveTextContent('Loading the contact form');
  act(() => jest.advanceTimersByTime(EMBED_GIVE_UP_MS - 1));
  expect(screen.getByRole('status')).toHaveTextContent('Loading the contact form');
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByRole('status')).toHaveTextContent('The contact form could not be loaded here.');
  expect(screen.queryByTitle('Contact form')).toBeNull();
});
