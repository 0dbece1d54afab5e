import type { TrustTestContent } from './trustTestTypes';
import { parseTrustTestContent } from './contentSchema';
import { fallbackContent } from './fallbackContent';

export const CONTENT_URL = '/content/pages/trust-test.json';
/**
 * How long the file may take: nothing waits for ever on the network (docs/performance.md, "The first
 * seconds"). On slow 4G it arrives in well under a second.
 */
export const CONTENT_TIMEOUT_MS = 5_000;

export interface LoadedContent {
  content: TrustTestContent;
  source: 'file' | 'fallback';
}

/**
 * GET the content file (docs/product.md §7); any failure, an answer later than `timeoutMs` included,
 * is logged and the built-in content is used.
 */
export async function loadTrustTestContent(
  fetchImpl: typeof fetch = fetch,
  timeoutMs = CONTENT_TIMEOUT_MS,
): Promise<LoadedContent> {
  const fallback = (reason: string): LoadedContent => {
    console.error(`[trust-test] using the built-in content: ${reason}`);
    return { content: fallbackContent, source: 'fallback' };
  };
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`no answer in ${timeoutMs / 1000} s`));
    }, timeoutMs);
  });
  try {
    let response: Response;
    try {
      response = await Promise.race([
        fetchImpl(CONTENT_URL, { headers: { Accept: 'application/json' }, signal: controller.signal }),
        late,
      ]);
    } catch (error) {
      return fallback(`network error (${error instanceof Error ? error.message : String(error)})`);
    }
    if (!response.ok) return fallback(`${CONTENT_URL} answered ${response.status}`);
    let data: unknown;
    try {
      data = await Promise.race([response.json() as Promise<unknown>, late]);
    } catch (error) {
      const cutOff = error instanceof Error && error.message.startsWith('no answer');
      return fallback(cutOff ? `${CONTENT_URL} was cut off (${error.message})` : `${CONTENT_URL} is not valid JSON`);
    }
    const parsed = parseTrustTestContent(data);
    if (!parsed.ok) return fallback(`${CONTENT_URL} has the wrong shape at ${parsed.reason}`);
    return { content: parsed.content, source: 'file' };
  } finally {
    clearTimeout(timer);
  }
}
