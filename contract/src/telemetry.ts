// What the page reports about the releases it runs (docs/release-health.md): one batch
// per page hide, sent with sendBeacon to POST /api/telemetry. A page view is a session of every
// release it loaded; a page hidden several times sends several batches, so a release's session and
// its "errored" are flags carried by the batch that first reports them, and the server counts flags.
// Nothing here names the visitor: no id that outlives the page, nothing typed, no query string.
import * as v from 'valibot';
import { CohortSchema } from './health';
import { RemoteNameSchema } from './sections';
import { ERROR_KINDS, errorFingerprint, MAX_MESSAGE_LENGTH, VITAL_NAMES } from './telemetryText';

export const ReleaseIdSchema = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{2,63}$/, 'must be a release id'));

/** A route as reported: a route pattern or a page's path, never a query string; '*' is the not-found page. */
export const TelemetryRouteSchema = v.pipe(
  v.string(),
  v.maxLength(120),
  v.regex(/^(\*|\/[a-z0-9\-._~/]*(\/\*)?)$/, 'must be a route like /shop or /shop/*'),
);

const Count = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(max));

/** One release the page loaded, with the flags that count its session once. */
const ReleaseReportSchema = v.strictObject({
  remote: RemoteNameSchema,
  release: ReleaseIdSchema,
  cohort: CohortSchema,
  /** Set on the first batch of the page view that names this release: one session. */
  session: v.optional(v.boolean()),
  /** Set on the first batch after this release had an error in this page view: one errored session. */
  errored: v.optional(v.boolean()),
});

const VitalReportSchema = v.strictObject({
  name: v.picklist(VITAL_NAMES),
  /** Milliseconds; CLS unitless. */
  value: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(3_600_000)),
  /** The remote that owns the LCP element or the INP target (else the route's); null: the shell's chrome. */
  remote: v.nullable(RemoteNameSchema),
});

const Fingerprint = v.pipe(v.string(), v.regex(/^[a-z0-9]{1,13}$/));

/** An error group's report; its fingerprint is the server's (errorFingerprint), not the page's word. */
const ErrorReportSchema = v.pipe(
  v.strictObject({
    kind: v.picklist(ERROR_KINDS),
    /** Who it is attributed to (the boundary that caught it, or the top frame's script); null: unknown. */
    remote: v.nullable(RemoteNameSchema),
    release: v.nullable(ReleaseIdSchema),
    /** errorFingerprint(kind, message, frame), if the page sends it (it need not): checked. */
    fingerprint: v.optional(Fingerprint),
    message: v.pipe(v.string(), v.maxLength(MAX_MESSAGE_LENGTH)),
    /** The top stack frame: script URL without query string, line, column. */
    frame: v.nullable(v.pipe(v.string(), v.maxLength(MAX_MESSAGE_LENGTH), v.regex(/^[^?#\s]*$/, 'no query string'))),
    /** The same error this many times in the batch. */
    count: Count(1_000),
  }),
  v.check(
    (e) => e.fingerprint === undefined || e.fingerprint === errorFingerprint(e.kind, e.message, e.frame),
    'an error fingerprint does not match its error',
  ),
  v.transform((e) => ({ ...e, fingerprint: errorFingerprint(e.kind, e.message, e.frame) })),
);

export const TelemetryBatchSchema = v.pipe(
  v.strictObject({
    /** Random per page load, kept by nothing: it only ties a page view's batches together. */
    pageView: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/)),
    route: TelemetryRouteSchema,
    /** The remote that owns the route; null: the not-found page. */
    routeRemote: v.nullable(RemoteNameSchema),
    releases: v.pipe(v.array(ReleaseReportSchema), v.maxLength(16)),
    vitals: v.pipe(v.array(VitalReportSchema), v.maxLength(VITAL_NAMES.length)),
    errors: v.pipe(v.array(ErrorReportSchema), v.maxLength(20)),
  }),
  v.check(
    (batch) => new Set(batch.vitals.map((vital) => vital.name)).size === batch.vitals.length,
    'a vital appears twice',
  ),
  v.check(
    (batch) => new Set(batch.releases.map((release) => release.remote)).size === batch.releases.length,
    'a remote appears twice in releases',
  ),
);

export type TelemetryBatch = v.InferOutput<typeof TelemetryBatchSchema>;
/** What the page sends: the same, the errors' fingerprints left to the server. */
export type TelemetryBatchInput = v.InferInput<typeof TelemetryBatchSchema>;
export type ReleaseReport = v.InferOutput<typeof ReleaseReportSchema>;
export type VitalReport = v.InferOutput<typeof VitalReportSchema>;
export type ErrorReport = v.InferOutput<typeof ErrorReportSchema>;
