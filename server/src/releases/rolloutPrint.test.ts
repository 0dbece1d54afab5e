/** @jest-environment node */
// How release:list prints a rollout's alerts: to whom, and whether each has left.
import type { RolloutAlertView, RolloutView } from '@site/contract/rollout';
import { describeAlertStatus, describeRollout } from './rolloutPrint';

const alert = (fields: Partial<RolloutAlertView>): RolloutAlertView => ({
  subject: "Rolled back: shop's release s2 (rollout #7)",
  to: 'owner@site.example',
  status: 'waiting',
  at: '2026-11-30T10:02:00.000Z',
  sentAt: null,
  attempts: 0,
  nextAttemptAt: '2026-11-30T10:02:00.000Z',
  lastError: null,
  ...fields,
});

test("each alert's status says whether it left, and what the mail server last answered", () => {
  expect(describeAlertStatus(alert({ status: 'sent', attempts: 1, sentAt: '2026-11-30T10:02:01.000Z' }))).toBe(
    'sent 2026-11-30T10:02:01.000Z',
  );
  expect(describeAlertStatus(alert({}))).toBe('waiting to be sent');
  expect(
    describeAlertStatus(alert({ attempts: 2, nextAttemptAt: '2026-11-30T10:08:00.000Z', lastError: 'ECONNREFUSED' })),
  ).toBe('waiting: 2 attempts, next 2026-11-30T10:08:00.000Z; last answer: ECONNREFUSED');
  expect(describeAlertStatus(alert({ status: 'given up', attempts: 8, nextAttemptAt: null, lastError: '550' }))).toBe(
    'given up after 8 attempts; last answer: 550',
  );
});

test('the rollout lists its alerts after its decisions, and none when it mailed nobody', () => {
  const view = {
    id: 7,
    remote: 'shop',
    release: 's2',
    stable: 's1',
    state: 'aborted',
    steps: [50, 100],
    step: 0,
    percent: 50,
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
    startedBy: 'shop team',
    startedAt: '2026-11-30T10:00:00.000Z',
    nextDecisionAt: null,
    endedAt: '2026-11-30T10:02:00.000Z',
    decisions: [],
    alerts: [alert({ status: 'sent', attempts: 1, sentAt: '2026-11-30T10:02:01.000Z' })],
  } satisfies RolloutView;
  expect(describeRollout(view).slice(-3)).toEqual([
    '  Alerts (oldest first):',
    "    2026-11-30T10:02:00.000Z  Rolled back: shop's release s2 (rollout #7)",
    '      to owner@site.example: sent 2026-11-30T10:02:01.000Z',
  ]);
  expect(describeRollout({ ...view, alerts: [] }).join('\n')).not.toContain('Alerts');
});
