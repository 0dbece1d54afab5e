/** @jest-environment node */
// The judgement of a rollout's step: readings built here are the telemetry's shape (ReleaseHealth).
import type { ReleaseHealth } from '@site/contract/health';
import { DEFAULT_ROLLOUT_POLICY, type RolloutPolicy } from '@site/contract/rollout';
import { judge, normalCdf } from './rolloutJudgement';

const subject = {
  canary: 'b',
  stable: 'a',
  since: new Date('2026-01-01T10:00:00Z'),
  until: new Date('2026-01-01T10:05:00Z'),
};

interface Reading {
  sessions: number;
  errored?: number;
  lcp?: number | null;
  inp?: number | null;
}

const reading = (release: string, cohort: ReleaseHealth['cohort'], r: Reading): ReleaseHealth => ({
  remote: 'shop',
  release,
  cohort,
  sessions: r.sessions,
  erroredSessions: r.errored ?? 0,
  p75: { lcp: r.lcp === undefined ? 1_200 : r.lcp, inp: r.inp === undefined ? 80 : r.inp, cls: 0.02 },
  topErrors: [],
});

const verdictOf = (canary: Reading, stable: Reading, policy: Partial<RolloutPolicy> = {}) =>
  judge([reading('b', 'canary', canary), reading('a', 'stable', stable)], subject, {
    ...DEFAULT_ROLLOUT_POLICY,
    ...policy,
  });

describe('judging a rollout step', () => {
  it('waits, and says so, while either side has fewer sessions than the minimum', () => {
    const fewCanary = verdictOf({ sessions: 99, errored: 99 }, { sessions: 500 });
    expect(fewCanary.verdict).toBe('wait');
    expect(fewCanary.reason).toMatch(/Too few sessions.*99 on the canary and 500 on stable.*needs 100/);
    expect(verdictOf({ sessions: 500 }, { sessions: 40 }).verdict).toBe('wait');
    // No data at all: never a promotion.
    expect(judge([], subject, DEFAULT_ROLLOUT_POLICY).verdict).toBe('wait');
    expect(verdictOf({ sessions: 5 }, { sessions: 5 }, { minSessions: 5 }).verdict).toBe('promote');
  });

  it('aborts a canary whose sessions error far more than stable, with the figures in the reason', () => {
    const broken = verdictOf({ sessions: 8, errored: 8 }, { sessions: 9 }, { minSessions: 5 });
    expect(broken.verdict).toBe('abort');
    expect(broken.reason).toMatch(/100\.0% \(8 of 8\) on the canary against 0\.0% \(0 of 9\) on stable/);
    expect(broken.figures).toMatchObject({
      canary: { release: 'b', sessions: 8, erroredSessions: 8, errorRate: 1 },
      stable: { release: 'a', sessions: 9, erroredSessions: 0, errorRate: 0 },
      allowedErrorRate: 0.01,
      since: '2026-01-01T10:00:00.000Z',
      until: '2026-01-01T10:05:00.000Z',
    });
    expect(broken.figures.z).toBeGreaterThan(3);
  });

  it('promotes on a tie, and on a canary doing better', () => {
    expect(verdictOf({ sessions: 400, errored: 4 }, { sessions: 400, errored: 4 }).verdict).toBe('promote');
    expect(verdictOf({ sessions: 400 }, { sessions: 400 }).verdict).toBe('promote');
    expect(verdictOf({ sessions: 400, errored: 400 }, { sessions: 400, errored: 400 }).verdict).toBe('promote');
    expect(verdictOf({ sessions: 400, errored: 1 }, { sessions: 400, errored: 30 }).verdict).toBe('promote');
  });

  it('tolerates a difference within the margin, however sure the test is of it', () => {
    // 1.4 % against 1.0 % on 100,000 sessions each: certain, but within 1.0 % + 1 point.
    const within = verdictOf({ sessions: 100_000, errored: 1_400 }, { sessions: 100_000, errored: 1_000 });
    expect(within.verdict).toBe('promote');
    expect(within.figures.allowedErrorRate).toBeCloseTo(0.02);
    // Relative margin: 14 % against 10 % is within 10 % x 1.5; 17 % is beyond it.
    expect(verdictOf({ sessions: 1_000, errored: 140 }, { sessions: 1_000, errored: 100 }).verdict).toBe('promote');
    expect(verdictOf({ sessions: 1_000, errored: 170 }, { sessions: 1_000, errored: 100 }).verdict).toBe('abort');
  });

  it('does not abort on a difference that chance explains', () => {
    // 2 of 100 against 0 of 100: beyond the margin, but z = 1.42 (92 %), short of 95 %.
    const chance = verdictOf({ sessions: 100, errored: 2 }, { sessions: 100 });
    expect(chance.verdict).toBe('promote');
    expect(chance.figures.z).toBeCloseTo(1.42, 2);
    // The flags move the bar: sure at 90 % is enough to abort the same figures.
    expect(verdictOf({ sessions: 100, errored: 2 }, { sessions: 100 }, { confidence: 0.9 }).verdict).toBe('abort');
  });

  it('aborts on a slower p75 LCP or INP only past "good" and beyond the margin', () => {
    const slowLcp = verdictOf({ sessions: 200, lcp: 3_000 }, { sessions: 200, lcp: 2_000 });
    expect(slowLcp.verdict).toBe('abort');
    expect(slowLcp.reason).toMatch(/p75 LCP 3000 ms on the canary against 2000 ms on stable, past "good" \(2500 ms\)/);
    const slowInp = verdictOf({ sessions: 200, inp: 250 }, { sessions: 200, inp: 150 });
    expect(slowInp.verdict).toBe('abort');
    expect(slowInp.reason).toMatch(/INP 250 ms/);
    // Slower but still good.
    expect(verdictOf({ sessions: 200, lcp: 2_400 }, { sessions: 200, lcp: 1_000 }).verdict).toBe('promote');
    expect(verdictOf({ sessions: 200, inp: 200 }, { sessions: 200, inp: 100 }).verdict).toBe('promote');
    // Past good but within a tenth of stable's (both slow: the canary is not the cause).
    expect(verdictOf({ sessions: 200, lcp: 2_700 }, { sessions: 200, lcp: 2_500 }).verdict).toBe('promote');
    expect(verdictOf({ sessions: 200, lcp: 3_000 }, { sessions: 200, lcp: 3_000 }).verdict).toBe('promote');
    // Not measured on one side: nothing to compare.
    expect(verdictOf({ sessions: 200, inp: 900 }, { sessions: 200, inp: null }).verdict).toBe('promote');
    // The flags move "good".
    expect(verdictOf({ sessions: 200, lcp: 2_400 }, { sessions: 200, lcp: 1_000 }, { lcpGood: 2_000 }).verdict).toBe(
      'abort',
    );
  });

  it('compares only the canary cohort of the candidate with the stable cohort of the live release', () => {
    const readings = [
      reading('b', 'canary', { sessions: 150 }),
      reading('b', 'preview', { sessions: 150, errored: 150 }),
      reading('a', 'stable', { sessions: 120 }),
      reading('a', 'stable', { sessions: 30 }),
      reading('old', 'stable', { sessions: 500, errored: 500 }),
    ];
    const verdict = judge(readings, subject, DEFAULT_ROLLOUT_POLICY);
    expect(verdict.verdict).toBe('promote');
    expect(verdict.figures.stable.sessions).toBe(150);
    expect(verdict.figures.canary).toMatchObject({ sessions: 150, erroredSessions: 0 });
  });

  it('uses the normal distribution it claims', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.645)).toBeCloseTo(0.95, 3);
    expect(normalCdf(-1.96)).toBeCloseTo(0.025, 3);
  });
});
