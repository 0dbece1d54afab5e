import { fireEvent, screen } from '@testing-library/react';
import type { RemoteDetail } from '@site/contract/console';
import { renderPage } from '../../../../test-support/renderPage';
import { advance, answerInTurn } from '../../lib/testing/consoleAnswers';
import { RemotePage } from './RemotePage';

// The rollout panel reads a route of its own; its tests are RolloutPanel.test.tsx.
jest.mock('./RolloutPanel', () => ({ RolloutPanel: () => null }));

const detail = (live: string, previous: string | null): RemoteDetail => ({
  remote: 'shop',
  live,
  canary: null,
  lastMoveAt: null,
  previous,
  releases: [],
  moves: [],
});

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('Roll back names the release visitors will get again', async () => {
  answerInTurn(detail('s2', 's1'));
  await renderPage(<RemotePage />, '/admin/remotes/shop');
  await advance(0);
  fireEvent.click(screen.getByRole('button', { name: 'Roll back' }));
  // The dialog's code loads on first use.
  expect(await screen.findByRole('dialog', { name: 'Roll back shop?' })).toHaveTextContent(
    'Every visitor gets s1 again, in place of s2.',
  );
});

test('with no release live before, no Roll back is offered, and the page says why', async () => {
  answerInTurn(detail('s1', null));
  await renderPage(<RemotePage />, '/admin/remotes/shop');
  await advance(0);
  expect(screen.getByText('Nothing to roll back to: no release was live before s1.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Roll back/ })).toBeNull();
});
