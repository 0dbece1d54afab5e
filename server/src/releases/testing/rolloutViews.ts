// A rollout as release:list, the console and the alerts read it (RolloutView), for the tests of what
// is made of one: rollout #7 of the shop's s2 against s1, at its first step of 50%, started by the
// shop team; a test gives what it is about.
import type { RolloutView } from '@site/contract/rollout';

export const aRolloutView = (fields: Partial<RolloutView> = {}): RolloutView => ({
  id: 7,
  remote: 'shop',
  release: 's2',
  stable: 's1',
  state: 'running',
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
  startedAt: '2026-11-30T02:00:00.000Z',
  nextDecisionAt: null,
  endedAt: null,
  decisions: [],
  alerts: [],
  ...fields,
});
