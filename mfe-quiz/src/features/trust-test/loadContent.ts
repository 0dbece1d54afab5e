import type { TrustTestContent } from './trustTestTypes';
import { parseTrustTestContent } from './contentSchema';
import { fallbackContent } from './fallbackContent';

export const CONTENT_URL = '/content/pages/trust-test.json';

export interface LoadedContent {
  content: TrustTestContent;
  source: 'file' | 'fallback';
}

/** GET the content file (docs/product.md §7); any failure is logged and the built-in content is used. */
export async function loadTrustTestContent(fetchImpl: typeof fetch = fetch): Promise<LoadedContent> {
  const fallback = (reason: string): LoadedContent => {
    console.error(`[trust-test] using the built-in content: ${reason}`);
    return { content: fallbackContent, source: 'fallback' };
  };
  let response: Response;
  try {
    response = await fetchImpl(CONTENT_URL, { headers: { Accept: 'application/json' } });
  } catch (error) {
    return fallback(`network error (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!response.ok) return fallback(`${CONTENT_URL} answered ${response.status}`);
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    return fallback(`${CONTENT_URL} is not valid JSON`);
  }
  const parsed = parseTrustTestContent(data);
  if (!parsed.ok) return fallback(`${CONTENT_URL} has the wrong shape at ${parsed.reason}`);
  return { content: parsed.content, source: 'file' };
}
