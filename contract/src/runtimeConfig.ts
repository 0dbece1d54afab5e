// The page's run-time configuration, /remotes.json (docs/deploying.md, "Run-time remote configuration"): where
// each remote's release is for this browser, what each declares, the origins remote code may come
// from. The server writes it (releases/ in production, pages/devPages.ts in development); the shell
// checks it before it loads any remote.
import * as v from 'valibot';
import { RemoteNameSchema, SectionsSchema } from './sections';

export const RUNTIME_CONFIG_URL = '/remotes.json';

const ManifestUrl = v.pipe(
  v.string(),
  v.url(),
  v.check((value) => /^https?:\/\//.test(value), 'must be an http(s) URL'),
);

const Origin = v.pipe(
  v.string(),
  v.check((value) => /^https?:\/\/[^/]+$/.test(value), 'must be an http(s) origin'),
);

export const RuntimeConfigSchema = v.pipe(
  v.object({
    /** The manifest URL of each remote (of the release this browser gets). */
    remotes: v.record(RemoteNameSchema, ManifestUrl),
    /** The release of each remote this browser gets (by id). */
    releases: v.optional(v.record(RemoteNameSchema, v.string())),
    /** What each of those releases declares: routes, label, links (the page carries the same). */
    sections: v.optional(SectionsSchema),
    /**
     * The only origins remote code may come from (the registry's; the CSP lists the same). Without
     * it, the origins of the manifests above.
     */
    origins: v.optional(v.array(Origin)),
    /** This browser previews a release of one remote (docs/releases.md, "Previews and canaries"). */
    preview: v.optional(
      v.object({
        remote: RemoteNameSchema,
        release: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{2,63}$/)),
      }),
    ),
    /**
     * Which remotes this browser gets a canary or a preview of (docs/release-health.md);
     * a remote not named gets its stable release.
     */
    // health.ts's CohortSchema, written out: that module's schemas stay off the page's first script.
    cohorts: v.optional(v.record(RemoteNameSchema, v.picklist(['stable', 'canary', 'preview']))),
    /** Where the page reports its health (TELEMETRY=on); absent: the page reports nothing. */
    telemetry: v.optional(v.literal('/api/telemetry')),
    /** How long a remote may take to load before its area says it could not be loaded. */
    loadTimeoutMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(120_000))),
  }),
  v.check(
    (config) =>
      !config.origins || Object.values(config.remotes).every((url) => config.origins!.includes(new URL(url).origin)),
    'a remote manifest is outside the published origins',
  ),
  v.check(
    (config) => Object.keys(config.sections ?? {}).every((name) => name in config.remotes),
    'a section names a remote it gives no manifest for',
  ),
);

export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>;
