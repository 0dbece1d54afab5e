// The judgement of a rollout's step (docs/rollouts.md, "The judgement"): the canary against the
// stable release over the same minutes. A pure function of the readings, so it is tested alone.
//  - Fewer than minSessions on either side: wait (never promote, nor abort, on too little data).
//  - Errors: abort when the canary's errored-session rate is above what the tolerance allows
//    (stable's rate plus errorMargin, or times errorRatio, whichever is more) AND a one-sided
//    two-proportion z-test is sure at `confidence` that it errs more than stable: the margin keeps
//    a large sample from aborting on a trifle, the test keeps a small one from aborting on chance.
//  - Web Vitals: abort when the canary's p75 LCP or INP is past "good" and slower than stable's by
//    more than vitalsMargin.
//  - Otherwise promote.
import type { ReleaseHealth } from '@site/contract/health';
import type { JudgementFigures, RolloutPolicy } from '@site/contract/rollout';

export interface Judgement {
  verdict: 'promote' | 'wait' | 'abort';
  reason: string;
  figures: JudgementFigures;
}

export interface JudgementSubject {
  canary: string;
  stable: string;
  since: Date;
  until: Date;
}

type Side = JudgementFigures['canary'];

/** One side's figures: its readings summed (p75s weighted by sessions, should the source split them). */
function sideOf(readings: readonly ReleaseHealth[], release: string, cohort: 'canary' | 'stable'): Side {
  const mine = readings.filter((r) => r.release === release && r.cohort === cohort);
  const sessions = mine.reduce((sum, r) => sum + r.sessions, 0);
  const erroredSessions = mine.reduce((sum, r) => sum + r.erroredSessions, 0);
  const p75 = (metric: 'lcp' | 'inp' | 'cls') => {
    const measured = mine.filter((r) => r.p75[metric] !== null);
    const weight = measured.reduce((sum, r) => sum + Math.max(r.sessions, 1), 0);
    if (!measured.length) return null;
    return measured.reduce((sum, r) => sum + r.p75[metric]! * Math.max(r.sessions, 1), 0) / weight;
  };
  return {
    release,
    sessions,
    erroredSessions,
    errorRate: sessions > 0 ? erroredSessions / sessions : null,
    p75: { lcp: p75('lcp'), inp: p75('inp'), cls: p75('cls') },
  };
}

/** The standard normal distribution's CDF (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** z of the canary's rate over stable's (pooled two-proportion test); null when both are 0 % or 100 %. */
export function twoProportionZ(canary: Side, stable: Side): number | null {
  const pooled = (canary.erroredSessions + stable.erroredSessions) / (canary.sessions + stable.sessions);
  const sd = Math.sqrt(pooled * (1 - pooled) * (1 / canary.sessions + 1 / stable.sessions));
  if (!(sd > 0)) return null;
  return (canary.erroredSessions / canary.sessions - stable.erroredSessions / stable.sessions) / sd;
}

const percent = (rate: number | null) => (rate === null ? '-' : `${(rate * 100).toFixed(1)}%`);
const errorsOf = (side: Side) => `${percent(side.errorRate)} (${side.erroredSessions} of ${side.sessions})`;
const msOf = (value: number | null) => (value === null ? 'not measured' : `${Math.round(value)} ms`);

export function judge(readings: readonly ReleaseHealth[], subject: JudgementSubject, policy: RolloutPolicy): Judgement {
  const canary = sideOf(readings, subject.canary, 'canary');
  const stable = sideOf(readings, subject.stable, 'stable');
  const figures: JudgementFigures = {
    canary,
    stable,
    allowedErrorRate: null,
    z: null,
    since: subject.since.toISOString(),
    until: subject.until.toISOString(),
  };
  if (canary.sessions < policy.minSessions || stable.sessions < policy.minSessions) {
    return {
      verdict: 'wait',
      reason:
        `Too few sessions to judge: ${canary.sessions} on the canary and ${stable.sessions} on stable since ` +
        `${figures.since}; each side needs ${policy.minSessions}. Waiting at this step.`,
      figures,
    };
  }
  const stableRate = stable.errorRate ?? 0;
  const allowed = Math.min(1, Math.max(stableRate + policy.errorMargin, stableRate * policy.errorRatio));
  const z = twoProportionZ(canary, stable);
  figures.allowedErrorRate = allowed;
  figures.z = z === null ? null : Math.round(z * 1000) / 1000;
  const errors = `errored sessions ${errorsOf(canary)} on the canary against ${errorsOf(stable)} on stable`;
  if ((canary.errorRate ?? 0) > allowed && z !== null && normalCdf(z) >= policy.confidence) {
    return {
      verdict: 'abort',
      reason:
        `The canary errs more than stable: ${errors}, above the ${percent(allowed)} allowed, ` +
        `and beyond chance (z = ${z.toFixed(2)}, ${Math.round(policy.confidence * 100)}% sure).`,
      figures,
    };
  }
  const slower: string[] = [];
  for (const [metric, good] of [
    ['lcp', policy.lcpGood],
    ['inp', policy.inpGood],
  ] as const) {
    const mine = canary.p75[metric];
    const theirs = stable.p75[metric];
    if (mine === null || theirs === null) continue;
    if (mine > good && mine > theirs * (1 + policy.vitalsMargin)) {
      slower.push(
        `p75 ${metric.toUpperCase()} ${msOf(mine)} on the canary against ${msOf(theirs)} on stable, past "good" (${good} ms)`,
      );
    }
  }
  if (slower.length) {
    return { verdict: 'abort', reason: `The canary is slower than stable: ${slower.join('; ')}.`, figures };
  }
  return {
    verdict: 'promote',
    reason:
      `The canary holds up: ${errors} (at most ${percent(allowed)} allowed); ` +
      `p75 LCP ${msOf(canary.p75.lcp)} against ${msOf(stable.p75.lcp)}, ` +
      `INP ${msOf(canary.p75.inp)} against ${msOf(stable.p75.inp)}.`,
    figures,
  };
}
