import { screen, within } from '@testing-library/react';
import type { RolloutDecisionView, RolloutView } from '@site/contract/rollout';
import { renderPage } from '../../../../test-support/renderPage';
import { advance, answerInTurn } from '../../lib/testing/consoleAnswers';
import { FOLLOW_EVERY_MS } from '../../lib/useConsoleQuery';
import { RolloutPanel } from './RolloutPanel';

const decision = (verdict: RolloutDecisionView['verdict'], reason: string, step = 0): RolloutDecisionView => ({
  at: '2026-11-30T10:00:00.000Z',
  step,
  percent: 10,
  verdict,
  reason,
  by: 'rollout',
  figures: null,
});

const rolloutWith = (
  state: RolloutView['state'],
  decisions: RolloutDecisionView[],
  alerts: RolloutView['alerts'] = [],
): RolloutView => ({
  id: 7,
  remote: 'shop',
  release: 's2',
  stable: 's1',
  state,
  steps: [10, 50, 100],
  step: 0,
  percent: 10,
  intervalMs: 60_000,
  policy: {
    minSessions: 20,
    errorMargin: 0.01,
    errorRatio: 1.5,
    confidence: 0.95,
    vitalsMargin: 0.1,
    lcpGood: 2500,
    inpGood: 200,
  },
  startedBy: 'owner@example.com',
  startedAt: '2026-11-30T09:59:00.000Z',
  nextDecisionAt: state === 'running' ? '2026-11-30T10:01:00.000Z' : null,
  endedAt: state === 'running' ? null : '2026-11-30T10:02:00.000Z',
  decisions,
  alerts,
});

/** The rollout the server gives at each read, in turn (the last one repeats). */
const serverGives = (...rollouts: RolloutView[]) => answerInTurn(...rollouts.map((rollout) => ({ rollout })));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const started = decision('start', 'started by owner@example.com');
const waiting = decision('wait', 'waiting: 3 of 20 sessions on the canary');
const aborted = decision('abort', 'aborted: errored sessions 40.0% (8 of 20) on the canary against 0.0% (0 of 20)');

test('a decision the rollout takes on its own is said in the status line; one that waits is not', async () => {
  serverGives(
    rolloutWith('running', [started]),
    rolloutWith('running', [waiting, started]),
    rolloutWith('aborted', [aborted, waiting, started]),
  );
  await renderPage(<RolloutPanel remote="shop" live="s1" releases={[]} onMoved={() => undefined} />);
  await advance(0);
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent(/^$/);

  await advance(FOLLOW_EVERY_MS);
  expect(screen.getAllByText(/waiting: 3 of 20/).length).toBeGreaterThan(0);
  expect(status).toHaveTextContent(/^$/);

  await advance(FOLLOW_EVERY_MS);
  expect(status).toHaveTextContent(`Rollout: ${aborted.reason}`);
  expect(screen.getByText(/aborted: visitors went back to the stable release/)).toBeInTheDocument();
});

test('the alerts the rollout mailed show who they went to and whether each has left', async () => {
  const alert = {
    subject: "Rolled back: shop's release s2 (rollout #7)",
    at: '2026-11-30T10:02:00.000Z',
    sentAt: null,
    nextAttemptAt: null,
    lastError: null,
  };
  serverGives(
    rolloutWith(
      'aborted',
      [aborted, started],
      [
        { ...alert, to: 'owner@example.com', status: 'sent', attempts: 1, sentAt: '2026-11-30T10:02:01.000Z' },
        {
          ...alert,
          to: 'shop-team@example.com',
          status: 'waiting',
          attempts: 2,
          nextAttemptAt: '2026-11-30T10:08:00.000Z',
          lastError: 'connect ECONNREFUSED 127.0.0.1:587',
        },
        { ...alert, to: 'lead@example.com', status: 'given up', attempts: 8, lastError: '550 mailbox unavailable' },
      ],
    ),
  );
  await renderPage(<RolloutPanel remote="shop" live="s1" releases={[]} onMoved={() => undefined} />);
  await advance(0);
  const table = screen.getByRole('table', { name: 'Alerts mailed (oldest first)' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
    'owner@example.com',
    'shop-team@example.com',
    'lead@example.com',
  ]);
  expect(rows[0]).toHaveTextContent(/Sent /);
  expect(rows[1]).toHaveTextContent(
    /Waiting: 2 attempts, tried again .+; the mail server's last answer: connect ECONNREFUSED 127\.0\.0\.1:587/,
  );
  expect(rows[2]).toHaveTextContent(
    "Given up after 8 attempts; the mail server's last answer: 550 mailbox unavailable",
  );
});

test('a rollout that mailed nobody shows no alerts table', async () => {
  serverGives(rolloutWith('running', [started]));
  await renderPage(<RolloutPanel remote="shop" live="s1" releases={[]} onMoved={() => undefined} />);
  await advance(0);
  expect(screen.queryByRole('table', { name: /Alerts mailed/ })).toBeNull();
});
