// A release's health as its visitors see it (docs/release-health.md): what the server
// reads out of the telemetry it aggregates, what `npm run release:health -- <remote> --json` prints,
// what the console's API answers and what a rollout judges a canary by. One shape for all of them.
import * as v from 'valibot';
import { RemoteNameSchema } from './sections';

/** Which visitors ran a release: everyone's, a canary's share, or one browser's preview link. */
export const CohortSchema = v.picklist(['stable', 'canary', 'preview']);

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
/** A 75th percentile, or null when nothing was measured. LCP and INP in ms, CLS unitless. */
const Percentile = v.nullable(v.pipe(v.number(), v.finite(), v.minValue(0)));

/** One error group: errors with the same fingerprint (message and top frame). */
export const ErrorGroupViewSchema = v.object({
  fingerprint: v.string(),
  kind: v.picklist(['error', 'rejection', 'boundary', 'load']),
  /** At most 300 characters, with no query strings. */
  message: v.string(),
  /** The top stack frame's script (no query string), line and column, when there is one. */
  frame: v.nullable(v.string()),
  count: Count,
  /** ISO timestamps. */
  firstSeen: v.string(),
  lastSeen: v.string(),
});

/** One release of one remote in one cohort, over a span of minutes. */
export const ReleaseHealthSchema = v.object({
  remote: RemoteNameSchema,
  release: v.string(),
  cohort: CohortSchema,
  /** Page views that loaded this release. */
  sessions: Count,
  /** Of those, the ones in which it had at least one error (crash-free = sessions - erroredSessions). */
  erroredSessions: Count,
  p75: v.object({ lcp: Percentile, inp: Percentile, cls: Percentile }),
  topErrors: v.array(ErrorGroupViewSchema),
});

export const ReleaseHealthListSchema = v.array(ReleaseHealthSchema);

/** "Good" as the Web Vitals define it: past these a canary's slower p75 can abort a rollout. */
export const GOOD_THRESHOLDS = { lcp: 2_500, inp: 200, cls: 0.1 } as const;

export type Cohort = v.InferOutput<typeof CohortSchema>;
export type ErrorGroupView = v.InferOutput<typeof ErrorGroupViewSchema>;
export type ReleaseHealth = v.InferOutput<typeof ReleaseHealthSchema>;
