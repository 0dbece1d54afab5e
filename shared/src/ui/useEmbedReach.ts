import { useEffect, useState } from 'react';

/**
 * docs/design.md, "External embeds": an embedded page that cannot be reached is given up after
 * 10 s, as the scheduling widget is (docs/product.md §9).
 */
export const EMBED_GIVE_UP_MS = 10_000;

/** checking: asked; then whether the embedded page's host answered. */
export type EmbedReach = 'checking' | 'reachable' | 'unreachable';

/**
 * Whether the host of an embedded page answers. A frame cannot tell its
 * parent that it shows the browser's error page (its load event fires either way), so the page asks
 * first: a no-cors HEAD resolves on any HTTP answer, opaque, and rejects when the host cannot be
 * reached. Where the browser has no fetch, the frame is shown unasked.
 */
export function useEmbedReach(src: string): EmbedReach {
  const [answer, setAnswer] = useState<{ src: string; reach: EmbedReach } | null>(null);
  const canAsk = typeof fetch === 'function';
  useEffect(() => {
    if (!canAsk) return undefined;
    const controller = new AbortController();
    let settled = false;
    const settle = (reach: EmbedReach) => {
      if (settled) return;
      settled = true;
      clearTimeout(giveUp);
      setAnswer({ src, reach });
    };
    const giveUp = setTimeout(() => {
      settle('unreachable');
      controller.abort();
    }, EMBED_GIVE_UP_MS);
    fetch(src, {
      method: 'HEAD',
      mode: 'no-cors',
      credentials: 'omit',
      cache: 'no-store',
      signal: controller.signal,
    }).then(
      () => settle('reachable'),
      () => settle('unreachable'),
    );
    return () => {
      settled = true;
      clearTimeout(giveUp);
      controller.abort();
    };
  }, [src, canAsk]);
  if (!canAsk) return 'reachable';
  return answer?.src === src ? answer.reach : 'checking';
}
