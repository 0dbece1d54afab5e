import { screen, within } from '@testing-library/react';
import type { RemoteDetail } from '@site/contract/console';
import { renderPage } from '../../../../test-support/renderPage';
import { ReleaseRows } from './ReleaseRows';

const release = (id: string, problems: string[] = []) => ({
  id,
  createdAt: '2026-11-25T10:00:00.000Z',
  createdBy: 'shop team',
  commit: null,
  problems,
});

const reason =
  'Its route /ai-trust-test collides with /ai-trust-test of the live "quiz" release q1: a path has one owner.';
const detail: RemoteDetail = {
  remote: 'shop',
  live: 's1',
  canary: null,
  lastMoveAt: null,
  previous: null,
  releases: [release('clash', [reason]), release('s2'), release('s1')],
  moves: [],
};

test('a release the registry would refuse says why in its row, and offers no move', async () => {
  const run = jest.fn(async () => null);
  await renderPage(<ReleaseRows detail={detail} run={run} />, '/admin/remotes/shop');
  const row = (id: string) => screen.getByRole('row', { name: new RegExp(`^${id}\\b`) });
  const refused = row('clash');
  expect(within(refused).getByText(/Cannot go live now/)).toBeInTheDocument();
  expect(within(refused).getByRole('listitem')).toHaveTextContent(reason);
  expect(within(refused).queryByRole('button')).toBeNull();
  // A release that could go live keeps its moves; the live one has none.
  expect(within(row('s2')).getByRole('button', { name: /^Make live/ })).toBeInTheDocument();
  expect(within(row('s2')).getByRole('button', { name: /^Start canary/ })).toBeInTheDocument();
  expect(within(row('s2')).queryByText(/Cannot go live now/)).toBeNull();
  expect(within(row('s1')).queryByRole('button')).toBeNull();
});
