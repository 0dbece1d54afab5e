/** @jest-environment node */
// How release:list prints a rollout's alerts: to whom, and whether each has left.
import type { RolloutAlertView } from '@site/contract/rollout';
import { describeAlertStatus, describeRollout } from './rolloutPrint';
import { aRolloutView } from './testing/rolloutViews';

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
  const view = aRolloutView({
    state: 'aborted',
    endedAt: '2026-11-30T10:02:00.000Z',
    alerts: [alert({ status: 'sent', attempts: 1, sentAt: '2026-11-30T10:02:01.000Z' })],
  });
  expect(describeRollout(view).slice(-3)).toEqual([
    '  Alerts (oldest first):',
    "    2026-11-30T10:02:00.000Z  Rolled back: shop's release s2 (rollout #7)",
    '      to owner@site.example: sent 2026-11-30T10:02:01.000Z',
  ]);
  expect(describeRollout({ ...view, alerts: [] }).join('\n')).not.toContain('Alerts');
});
