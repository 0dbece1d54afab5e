import { useCallback, useState } from 'react';

/**
 * Tracks whether an <img> failed to load, including a failure that happened before hydration
 * (prerendered HTML starts loading images before React attaches onError).
 */
export function useImageFallback(): {
  failed: boolean;
  attach: (img: HTMLImageElement | null) => void;
  onError: () => void;
} {
  const [failed, setFailed] = useState(false);
  const onError = useCallback(() => setFailed(true), []);
  const attach = useCallback((img: HTMLImageElement | null) => {
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  return { failed, attach, onError };
}
