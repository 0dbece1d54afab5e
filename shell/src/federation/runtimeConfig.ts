import * as v from '@site/shared/schema';
import { REMOTE_NAMES, type RemoteName } from './remoteNames';

export const RUNTIME_CONFIG_URL = '/remotes.json';

const ManifestUrl = v.pipe(
  v.string(),
  v.url(),
  v.check((value) => /^https?:\/\//.test(value), 'must be an http(s) URL'),
);

const RuntimeConfigSchema = v.object({
  remotes: v.object(
    Object.fromEntries(REMOTE_NAMES.map((name) => [name, ManifestUrl])) as Record<RemoteName, typeof ManifestUrl>,
  ),
  /** How long a remote may take to load before its area says it could not be loaded. */
  loadTimeoutMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(120_000))),
});

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
