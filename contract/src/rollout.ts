// A rollout (docs/rollouts.md, "Rollouts"): a canary that takes a larger share of visitors step by
// step, judged at the end of each interval against the stable release over the same minutes, rolled
// back on its own when it hurts visitors, made live after its last step. What the release commands
// send to start one, and what the server answers about one (release:list, the console).
import * as v from 'valibot';
import { GOOD_THRESHOLDS } from './health';
import { RemoteNameSchema } from './sections';

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const Rate = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1));
const Ms = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(600_000));

/** What a judgement tolerates: the rule is in docs/rollouts.md, "The judgement". */
export const RolloutPolicySchema = v.strictObject({
  /** Sessions each side needs in the window before any judgement (fewer: wait at the step). */
  minSessions: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
  /** Errored-session rate the canary may have above stable's, absolute (0.01: one point). */
  errorMargin: Rate,
  /** ...or relative to stable's rate (1.5: half as much again), whichever allows more. */
  errorRatio: v.pipe(v.number(), v.finite(), v.minValue(1), v.maxValue(100)),
  /** How sure the two-proportion test must be that the canary errs more (0.95, one-sided). */
  confidence: v.pipe(v.number(), v.minValue(0.5), v.maxValue(0.9999)),
  /** How much slower than stable's a canary's p75 LCP or INP may be (0.1: a tenth). */
  vitalsMargin: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(10)),
  /** "Good" p75 LCP and INP in ms: a slower canary aborts only past these. */
  lcpGood: Ms,
  inpGood: Ms,
});
export type RolloutPolicy = v.InferOutput<typeof RolloutPolicySchema>;

export const DEFAULT_ROLLOUT_POLICY: RolloutPolicy = {
  minSessions: 100,
  errorMargin: 0.01,
  errorRatio: 1.5,
  confidence: 0.95,
  vitalsMargin: 0.1,
  lcpGood: GOOD_THRESHOLDS.lcp,
  inpGood: GOOD_THRESHOLDS.inp,
};
export const DEFAULT_ROLLOUT_STEPS = [10, 50, 100] as const;
export const DEFAULT_ROLLOUT_INTERVAL_MS = 5 * 60_000;
export const MIN_INTERVAL_MS = 1_000;
export const MAX_INTERVAL_MS = 24 * 60 * 60_000;

/** Shares of visitors, in %: rising, from 1 to 100, 100 only last (it makes the release live). */
export const RolloutStepsSchema = v.pipe(
  v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
  v.minLength(1),
  v.maxLength(20),
  v.check((steps) => steps.every((step, i) => i === 0 || step > steps[i - 1]!), 'each step must be above the last'),
  v.check((steps) => steps.some((step) => step < 100), 'a rollout needs a step below 100'),
);

/** The time between two judgements, in ms. */
export const IntervalMsSchema = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(MIN_INTERVAL_MS, 'must be 1 s or more'),
  v.maxValue(MAX_INTERVAL_MS, 'must be 24 h or less'),
);

/** Starting a rollout (the release commands' API). */
export const StartRolloutRequestSchema = v.strictObject({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(120)),
  actor: v.pipe(v.string(), v.minLength(1), v.maxLength(120)),
  steps: RolloutStepsSchema,
  intervalMs: IntervalMsSchema,
  policy: v.optional(v.partial(RolloutPolicySchema)),
});
export type StartRolloutRequest = v.InferOutput<typeof StartRolloutRequestSchema>;

/** Promoting or aborting a running rollout by hand. */
export const RolloutMoveRequestSchema = v.strictObject({
  actor: v.pipe(v.string(), v.minLength(1), v.maxLength(120)),
});

const SideSchema = v.object({
  release: v.string(),
  sessions: Count,
  erroredSessions: Count,
  /** erroredSessions / sessions, null with no sessions. */
  errorRate: v.nullable(Rate),
  p75: v.object({ lcp: v.nullable(v.number()), inp: v.nullable(v.number()), cls: v.nullable(v.number()) }),
});

/** What a judgement saw, kept with its decision and in the audit. */
export const JudgementFiguresSchema = v.object({
  canary: SideSchema,
  stable: SideSchema,
  /** The highest errored-session rate the canary was allowed, and the test's z (null: not computed). */
  allowedErrorRate: v.nullable(Rate),
  z: v.nullable(v.number()),
  /** The minutes compared (ISO). */
  since: v.string(),
  until: v.string(),
});
export type JudgementFigures = v.InferOutput<typeof JudgementFiguresSchema>;

export const VerdictSchema = v.picklist(['start', 'promote', 'wait', 'abort', 'complete', 'replaced']);
export type Verdict = v.InferOutput<typeof VerdictSchema>;

export const RolloutDecisionViewSchema = v.object({
  at: v.string(),
  /** The step's index in `steps`, and its share, when it was taken. */
  step: Count,
  percent: Count,
  verdict: VerdictSchema,
  reason: v.string(),
  /** Who took it: the rollout (its judgement) or a person. */
  by: v.string(),
  figures: v.nullable(JudgementFiguresSchema),
});
export type RolloutDecisionView = v.InferOutput<typeof RolloutDecisionViewSchema>;

/** A mail the rollout sent its remote's people on its own (docs/console.md, "Alerts"), one a person. */
export const RolloutAlertViewSchema = v.object({
  subject: v.string(),
  to: v.string(),
  /** Sent; waiting (not yet, or the mail server failed and it is tried again); given up. */
  status: v.picklist(['sent', 'waiting', 'given up']),
  /** When it was kept, and when it left (null until then). */
  at: v.string(),
  sentAt: v.nullable(v.string()),
  attempts: Count,
  /** When it is tried next, while waiting. */
  nextAttemptAt: v.nullable(v.string()),
  /** The mail server's last answer when it failed. */
  lastError: v.nullable(v.string()),
});
export type RolloutAlertView = v.InferOutput<typeof RolloutAlertViewSchema>;

export const RolloutStateSchema = v.picklist(['running', 'completed', 'aborted', 'replaced']);
export type RolloutState = v.InferOutput<typeof RolloutStateSchema>;

export const RolloutViewSchema = v.object({
  id: Count,
  remote: RemoteNameSchema,
  release: v.string(),
  /** The live release when it started: what the canary is compared with. */
  stable: v.string(),
  state: RolloutStateSchema,
  steps: v.array(Count),
  step: Count,
  percent: Count,
  intervalMs: Count,
  policy: RolloutPolicySchema,
  startedBy: v.string(),
  startedAt: v.string(),
  /** When the next judgement is due (null once ended). */
  nextDecisionAt: v.nullable(v.string()),
  endedAt: v.nullable(v.string()),
  /** Newest first. */
  decisions: v.array(RolloutDecisionViewSchema),
  /** Its alerts, oldest first. */
  alerts: v.array(RolloutAlertViewSchema),
});
export type RolloutView = v.InferOutput<typeof RolloutViewSchema>;

/** '20s', '5m', '1h' in ms (a bare number is refused: seconds or minutes?); throws a message saying what is allowed. */
export function parseInterval(text: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(s|m|h)?\s*$/.exec(text);
  const ms = match ? Number(match[1]) * { s: 1_000, m: 60_000, h: 3_600_000 }[match[2] as 's' | 'm' | 'h'] : NaN;
  const unitless = match && !match[2];
  if (!match || unitless || !Number.isFinite(ms) || ms < MIN_INTERVAL_MS || ms > MAX_INTERVAL_MS) {
    throw new Error(
      `--interval takes a time in seconds, minutes or hours, from 1s to 24h ("20s", "5m"); got "${text}".`,
    );
  }
  return Math.round(ms);
}

/** '10,50,100' as shares; throws a message that says what is allowed. */
export function parseSteps(text: string): number[] {
  const steps = text.split(',').map((part) => Number(part.trim()));
  const result = v.safeParse(RolloutStepsSchema, steps);
  if (!result.success || text.trim() === '') {
    throw new Error(
      `--steps takes shares of visitors in %, rising, from 1 to 100, with 100 only last ("10,50,100"); got "${text}".`,
    );
  }
  return result.output;
}

/** Writes an interval the way the commands take it ('5m', '20s', '90s'). */
export function formatInterval(ms: number): string {
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000}h`;
  if (ms % 60_000 === 0) return `${ms / 60_000}m`;
  return `${Math.round(ms / 1_000)}s`;
}
