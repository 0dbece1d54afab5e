import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@site/shared/router';
import { ThemeProvider } from 'styled-components';
import { theme } from '@site/shared/theme';
import { fallbackContent } from './fallbackContent';
import { CONTENT_TIMEOUT_MS } from './loadContent';
import { TrustTestPage } from './TrustTestPage';

const fetchMock = jest.fn();

// jsdom has no Response: the loader needs only ok, status and json().
const fakeResponse = (status: number, body: string) => ({
  ok: status >= 200 && status < 300,
  status,
  json: async () => JSON.parse(body) as unknown,
});

function respond(status: number, body: string) {
  fetchMock.mockResolvedValueOnce(fakeResponse(status, body));
}

async function renderPage() {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/ai-trust-test']}>
        <ThemeProvider theme={theme}>
          <TrustTestPage />
        </ThemeProvider>
      </MemoryRouter>,
    );
  });
}

const customContent = () => {
  const content = JSON.parse(JSON.stringify(fallbackContent));
  content.title = 'Custom Trust Test';
  content.questions = content.questions.slice(0, 3);
  return content;
};

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('shows a loading state, then question 1 of the content file', async () => {
  let resolve: (r: ReturnType<typeof fakeResponse>) => void = () => undefined;
  fetchMock.mockReturnValueOnce(new Promise((r) => (resolve = r)));
  await renderPage();
  expect(screen.getByText('Loading the test…')).toBeInTheDocument();
  await act(async () => resolve(fakeResponse(200, JSON.stringify(customContent()))));
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Custom Trust Test');
  expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
  expect(fetchMock).toHaveBeenCalledWith('/content/pages/trust-test.json', expect.anything());
});

test.each([
  ['a 404', () => respond(404, '{"error":"Not found"}'), /answered 404/],
  ['malformed JSON', () => respond(200, '{"title": '), /not valid JSON/],
  ['a wrong shape', () => respond(200, JSON.stringify({ title: 'x', questions: [] })), /wrong shape/],
  ['a network failure', () => fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')), /network error/],
])('falls back to the built-in content on %s, logging why', async (_label, arrange, reason) => {
  arrange();
  await renderPage();
  expect(screen.getByText('Question 1 of 7')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(fallbackContent.questions[0]!.question);
  expect(console.error).toHaveBeenCalledWith(expect.stringMatching(reason));
});

test('a content file that never answers gives way to the built-in content after its time limit', async () => {
  jest.useFakeTimers();
  try {
    // A hung request, as on a bad mobile network: the page must not say 'Loading the test…' for ever.
    fetchMock.mockReturnValueOnce(new Promise(() => undefined));
    await renderPage();
    expect(screen.getByText('Loading the test…')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(CONTENT_TIMEOUT_MS);
    });
    expect(screen.getByText('Question 1 of 7')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/no answer/));
  } finally {
    jest.useRealTimers();
  }
});

test('answering advances with focus on the new question; Previous keeps the flow; retake resets', async () => {
  respond(200, JSON.stringify(fallbackContent));
  await renderPage();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Completely' }));
  expect(screen.getByText('Question 2 of 7')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();

  await user.click(screen.getByRole('button', { name: /Previous question/ }));
  expect(screen.getByText('Question 1 of 7')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Completely' })).toHaveAttribute('aria-pressed', 'true');

  // Keyboard only: Tab to an answer and press Enter.
  for (let i = 0; i < 7; i += 1) {
    const answers = within(
      screen.getByRole('list', { name: screen.getByRole('heading', { level: 2 }).textContent ?? '' }),
    );
    answers.getByRole('button', { name: 'Completely' }).focus();
    await user.keyboard('{Enter}');
  }
  expect(screen.getByRole('heading', { level: 2, name: fallbackContent.results.trusted.title })).toHaveFocus();
  expect(screen.getByText('Score: 7 / 7')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Get Pro Report (coming soon)' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: /Take the test again/ }));
  expect(screen.getByText('Question 1 of 7')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Completely' })).toHaveAttribute('aria-pressed', 'false');
});

/** Holds the next fetch of the content file until the test answers it with `body`. */
function holdNextFetch(): (body: unknown) => Promise<void> {
  let resolve: (r: ReturnType<typeof fakeResponse>) => void = () => undefined;
  fetchMock.mockReturnValueOnce(new Promise((r) => (resolve = r)));
  return (body) => act(async () => resolve(fakeResponse(200, JSON.stringify(body))));
}

describe('a first visit, whose prerendered HTML embeds the content file', () => {
  const updatedContent = () => ({ ...customContent(), title: 'Updated Trust Test' });
  const embed = (text: string) => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.dataset.contentUrl = '/content/pages/trust-test.json';
    block.textContent = text;
    document.head.appendChild(block);
  };
  afterEach(() => document.head.querySelectorAll('script[data-content-url]').forEach((block) => block.remove()));

  test('shows question 1 of the embedded content at once, and takes a newer file before any answer', async () => {
    embed(JSON.stringify(customContent()));
    const answerFetch = holdNextFetch();
    await renderPage();
    expect(screen.queryByText('Loading the test…')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Custom Trust Test');
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    await answerFetch(updatedContent());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Updated Trust Test');
  });

  test('keeps the embedded content when the file fails, never the built-in fallback', async () => {
    embed(JSON.stringify(customContent()));
    respond(500, '{}');
    await renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Custom Trust Test');
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
  });

  test('keeps the questions the visitor is answering when a newer file arrives after the first answer', async () => {
    embed(JSON.stringify(customContent()));
    const answerFetch = holdNextFetch();
    await renderPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Completely' }));
    await answerFetch(updatedContent());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Custom Trust Test');
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
  });

  test.each([
    ['malformed JSON', '{"title": '],
    ['a wrong shape', JSON.stringify({ title: 'x', questions: [] })],
  ])('ignores an embedded copy with %s: loading state, then the file', async (_label, text) => {
    embed(text);
    const answerFetch = holdNextFetch();
    await renderPage();
    expect(screen.getByText('Loading the test…')).toBeInTheDocument();
    await answerFetch(customContent());
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
  });
});
