// The rollout flags of `npm run release:activate` (docs/rollouts.md, "Rollouts"): --steps and
// --interval start a rollout, and each tolerance of the judgement has a flag in the unit people
// think in (percentage points, percent, ms), checked here with a message naming the flag.
import {
  DEFAULT_ROLLOUT_INTERVAL_MS,
  DEFAULT_ROLLOUT_STEPS,
  parseInterval,
  parseSteps,
  type RolloutPolicy,
} from '@site/contract/rollout';

interface Tolerance {
  flag: string;
  key: keyof RolloutPolicy;
  /** What the flag's number is multiplied by to give the policy's. */
  scale: number;
  min: number;
  max: number;
  integer?: boolean;
  what: string;
}

export const TOLERANCES: readonly Tolerance[] = [
  {
    flag: 'min-sessions',
    key: 'minSessions',
    scale: 1,
    min: 1,
    max: 1_000_000,
    integer: true,
    what: 'the sessions each side needs before a judgement: a whole number, 1 or more',
  },
  {
    flag: 'error-margin',
    key: 'errorMargin',
    scale: 0.01,
    min: 0,
    max: 100,
    what: 'how many percentage points of errored sessions the canary may have above stable ("1", "0.5")',
  },
  {
    flag: 'error-ratio',
    key: 'errorRatio',
    scale: 1,
    min: 1,
    max: 100,
    what: 'or how many times stable\'s rate, whichever allows more: 1 or more ("1.5")',
  },
  {
    flag: 'confidence',
    key: 'confidence',
    scale: 0.01,
    min: 50,
    max: 99.99,
    what: 'how sure the test must be that the canary errs more, in % from 50 to 99.99 ("95")',
  },
  {
    flag: 'vitals-margin',
    key: 'vitalsMargin',
    scale: 0.01,
    min: 0,
    max: 1_000,
    what: 'how much slower p75 LCP or INP may be than stable\'s, in % ("10")',
  },
  { flag: 'lcp-good', key: 'lcpGood', scale: 1, min: 1, max: 600_000, integer: true, what: '"good" p75 LCP, in ms' },
  { flag: 'inp-good', key: 'inpGood', scale: 1, min: 1, max: 600_000, integer: true, what: '"good" p75 INP, in ms' },
];

/** parseArgs options of the rollout flags. */
export const ROLLOUT_OPTIONS = Object.fromEntries(
  ['steps', 'interval', ...TOLERANCES.map((t) => t.flag)].map((flag) => [flag, { type: 'string' as const }]),
);

export const ROLLOUT_USAGE = `  npm run release:activate -- <remote> <release id> --steps 10,50,100 --interval 5m [--min-sessions N]
      a rollout: the canary takes each step's share, judged at the end of each interval; tolerances:
${TOLERANCES.map((t) => `      --${t.flag}: ${t.what}`).join('\n')}`;

export interface RolloutFlags {
  steps: number[];
  intervalMs: number;
  policy: Partial<RolloutPolicy>;
}

/** The rollout the flags ask for; null when they ask for none (neither --steps nor --interval). */
export function rolloutFromFlags(values: Record<string, string | boolean | undefined>): RolloutFlags | null {
  const given = (flag: string) => (typeof values[flag] === 'string' ? (values[flag] as string) : undefined);
  const tolerances = TOLERANCES.filter((t) => given(t.flag) !== undefined);
  if (given('steps') === undefined && given('interval') === undefined) {
    const stray = tolerances[0];
    if (stray) throw new Error(`--${stray.flag} is a rollout's: give --steps (and --interval) too.`);
    return null;
  }
  if (values.percent !== undefined) {
    throw new Error('--percent is a canary by hand; --steps is a rollout: give one or the other.');
  }
  const policy: Partial<RolloutPolicy> = {};
  for (const t of tolerances) {
    const text = given(t.flag)!;
    const value = Number(text);
    if (text.trim() === '' || !Number.isFinite(value) || value < t.min || value > t.max) {
      throw new Error(`--${t.flag} is ${t.what}; got "${text}".`);
    }
    if (t.integer && !Number.isInteger(value)) throw new Error(`--${t.flag} is ${t.what}; got "${text}".`);
    policy[t.key] = Math.round(value * t.scale * 1e6) / 1e6;
  }
  const steps = given('steps');
  const interval = given('interval');
  return {
    steps: steps === undefined ? [...DEFAULT_ROLLOUT_STEPS] : parseSteps(steps),
    intervalMs: interval === undefined ? DEFAULT_ROLLOUT_INTERVAL_MS : parseInterval(interval),
    policy,
  };
}
