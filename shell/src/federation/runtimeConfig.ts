// The page's run-time configuration (/remotes.json), in the contract's shape
// (@site/contract/runtimeConfig, which the server writes): checked before any remote loads.
import { firstIssue } from '@site/contract/parse';
import { RUNTIME_CONFIG_URL, RuntimeConfigSchema, type RuntimeConfig } from '@site/contract/runtimeConfig';
import * as v from '@site/shared/schema';

export type { RuntimeConfig } from '@site/contract/runtimeConfig';

/** Checks the run-time configuration; throws an Error that says what is wrong. */
export function parseRuntimeConfig(data: unknown): RuntimeConfig {
  const result = v.safeParse(RuntimeConfigSchema, data);
  if (!result.success) {
    const { where, message } = firstIssue(result.issues);
    throw new Error(`Invalid ${RUNTIME_CONFIG_URL}${where ? ` at ${where}` : ''}: ${message}`);
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
