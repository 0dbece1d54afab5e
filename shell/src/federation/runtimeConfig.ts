import * as v from '@site/shared/schema';
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

const RuntimeConfigSchema = v.pipe(
  v.object({
    /** The manifest URL of each remote (of the release this browser gets). */
    remotes: v.record(RemoteNameSchema, ManifestUrl),
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

/** Checks the run-time configuration; throws an Error that says what is wrong. */
export function parseRuntimeConfig(data: unknown): RuntimeConfig {
  const result = v.safeParse(RuntimeConfigSchema, data);
  if (!result.success) {
    const issue = result.issues[0];
    const where = issue?.path?.map((p) => String(p.key)).join('.') ?? '';
    throw new Error(`Invalid ${RUNTIME_CONFIG_URL}${where ? ` at ${where}` : ''}: ${issue?.message ?? 'bad shape'}`);
  }
  return result.output;
}

export async function fetchRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  // No cache option: the page preloads this URL (a fetch with another cache mode would not use
  // the preload), and the server answers with Cache-Control: no-cache, so a redeploy shows at once.
  const response = await fetchImpl(RUNTIME_CONFIG_URL);
  if (!response.ok) throw new Error(`${RUNTIME_CONFIG_URL} answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
