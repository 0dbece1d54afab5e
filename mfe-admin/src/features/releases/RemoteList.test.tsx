import { act, screen } from '@testing-library/react';
import type { RemoteList as RemoteListData } from '@site/contract/console';
import { renderPage } from '../../../../test-support/renderPage';
import { advance, answerInTurn } from '../../lib/testing/consoleAnswers';
import { FOLLOW_EVERY_MS } from '../../lib/useConsoleQuery';
import { RemoteList } from './RemoteList';

const listWith = (live: string): RemoteListData => ({
  remotes: [{ remote: 'shop', live, canary: null, lastMoveAt: null }],
});

/** The server's answers to GET /api/console/remotes, in turn (the last one repeats): a list, or a status. */
const serverAnswers = (...answers: (RemoteListData | 'down' | 503 | 404)[]) => answerInTurn(...answers);

let visibility: DocumentVisibilityState = 'visible';
afterAll(() => {
  // The document's own visibility again.
  delete (document as { visibilityState?: unknown }).visibilityState;
});
beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
beforeEach(() => {
  jest.useFakeTimers();
  visibility = 'visible';
});
afterEach(() => jest.useRealTimers());

const liveShown = () => screen.getByRole('row', { name: /^shop/ }).textContent;
const setVisibility = (state: DocumentVisibilityState) =>
  act(async () => {
    visibility = state;
    document.dispatchEvent(new Event('visibilitychange'));
    await jest.advanceTimersByTimeAsync(0);
  });

test('a release moved by someone else shows without a reload, and a failed read keeps what is shown', async () => {
  const asked = serverAnswers(listWith('s1'), 'down', 503, listWith('s2'));
  await renderPage(<RemoteList />, '/admin');
  await advance(0);
  expect(liveShown()).toContain('s1');

  // The network fails, then the server, once each: the page keeps the release it read, with no
  // error in its place.
  for (const n of [2, 3]) {
    await advance(FOLLOW_EVERY_MS);
    expect(asked).toHaveLength(n);
    expect(liveShown()).toContain('s1');
    expect(screen.queryByRole('alert')).toBeNull();
  }

  await advance(FOLLOW_EVERY_MS);
  expect(asked).toHaveLength(4);
  expect(liveShown()).toContain('s2');
});

test('an account whose role is taken away sees it at the next read, not stale figures', async () => {
  serverAnswers(listWith('s1'), 404);
  await renderPage(<RemoteList />, '/admin');
  await advance(0);
  expect(liveShown()).toContain('s1');
  await advance(FOLLOW_EVERY_MS);
  // Nothing there for this account: said so, with the way back, and no Try again that cannot help.
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Not found: Answered 404 It is not there, or not among what your account runs.',
  );
  expect(screen.getByRole('link', { name: 'Back to the console' })).toHaveAttribute('href', '/admin');
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  expect(screen.queryByRole('row', { name: /^shop/ })).toBeNull();
});

test('a page out of view reads nothing, and reads again as soon as it is back in view', async () => {
  const asked = serverAnswers(listWith('s1'), listWith('s2'));
  await renderPage(<RemoteList />, '/admin');
  await advance(0);
  await setVisibility('hidden');
  await advance(FOLLOW_EVERY_MS * 3);
  expect(asked).toHaveLength(1);
  expect(liveShown()).toContain('s1');

  await setVisibility('visible');
  expect(asked).toHaveLength(2);
  expect(liveShown()).toContain('s2');
});

test('nothing changes under an open dialog: the reads wait until it is closed', async () => {
  const asked = serverAnswers(listWith('s1'), listWith('s2'));
  await renderPage(<RemoteList />, '/admin');
  await advance(0);
  const dialog = document.body.appendChild(document.createElement('div'));
  dialog.setAttribute('role', 'dialog');
  await advance(FOLLOW_EVERY_MS * 2);
  expect(asked).toHaveLength(1);
  expect(liveShown()).toContain('s1');

  dialog.remove();
  await advance(FOLLOW_EVERY_MS);
  expect(asked).toHaveLength(2);
  expect(liveShown()).toContain('s2');
});
