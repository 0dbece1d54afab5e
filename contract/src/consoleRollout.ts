// The console's rollouts (docs/console.md, "The pages"): what the operations console sends to start,
// promote or abort a remote's rollout, and what it is answered. The rollout itself, its judgement and
// its record are the releases room's (docs/rollouts.md, "Rollouts"); the console only asks for them.
import * as v from 'valibot';
import { MAX_INTERVAL_MS, MIN_INTERVAL_MS, type RolloutView } from './rollout';

const ReleaseId = v.pipe(
  v.string('release must be text'),
  v.regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/, 'release must be a release id'),
);

const Step = v.pipe(
  v.number('each step must be a number'),
  v.integer('each step must be a whole number'),
  v.minValue(1, 'each step must be at least 1%'),
  v.maxValue(100, 'each step must be at most 100%'),
);

/** POST /api/console/remotes/:remote/rollout: start a rollout of a published release. */
export const ConsoleRolloutRequestSchema = v.strictObject({
  release: ReleaseId,
  /** Shares of visitors in %, rising, 100 only last (it makes the release live). */
  steps: v.pipe(
    v.array(Step, 'steps must be a list of shares'),
    v.minLength(1, 'steps needs at least one share'),
    v.maxLength(20, 'steps takes at most 20 shares'),
    v.check((steps) => steps.every((step, i) => i === 0 || step > steps[i - 1]!), 'each step must be above the last'),
    v.check((steps) => steps.some((step) => step < 100), 'steps needs a share below 100'),
  ),
  /** The time between two judgements, in ms. */
  intervalMs: v.pipe(
    v.number('intervalMs must be a number'),
    v.integer('intervalMs must be a whole number of ms'),
    v.minValue(MIN_INTERVAL_MS, 'the interval must be 1 s or more'),
    v.maxValue(MAX_INTERVAL_MS, 'the interval must be 24 h or less'),
  ),
  /** Sessions each side needs before a judgement (default: the releases room's). */
  minSessions: v.optional(
    v.pipe(
      v.number('minSessions must be a number'),
      v.integer('minSessions must be a whole number'),
      v.minValue(1, 'minSessions must be at least 1'),
      v.maxValue(1_000_000, 'minSessions must be at most 1000000'),
    ),
  ),
});

/** POST .../rollout/promote and .../rollout/abort: nothing but the account that asks. */
export const ConsoleRolloutMoveSchema = v.strictObject({});

export type ConsoleRolloutRequest = v.InferOutput<typeof ConsoleRolloutRequestSchema>;

/** GET /api/console/remotes/:remote/rollout, and what each rollout move answers. */
export interface ConsoleRolloutAnswer {
  /** The remote's latest rollout, running or ended, newest decision first; null if it never had one. */
  rollout: RolloutView | null;
}
