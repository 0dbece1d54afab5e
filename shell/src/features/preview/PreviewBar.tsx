import { useEffect, useState } from 'react';
import { LazyPart, retryableLazy } from '@site/shared/ui';
import { ensureRemotesRegistered } from '../../federation/remoteLoader';
import type { RuntimeConfig } from '../../federation/runtimeConfig';

// Its look comes with the first preview, not with every visitor's first visit.
const barView = retryableLazy(() => import('./bar/PreviewBarView'));

/**
 * The bar a browser that previews a release shows on every page (docs/releases.md, "Previews and
 * canaries"): which release of which remote it sees, and the way back to the live site. Shown
 * once /remotes.json has said so, after hydration (the prerendered HTML is every visitor's).
 */
export function PreviewBar() {
  const [preview, setPreview] = useState<RuntimeConfig['preview']>(undefined);
  useEffect(() => {
    let current = true;
    ensureRemotesRegistered().then(
      (config) => {
        if (current) setPreview(config.preview);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  if (!preview) return null;
  return <LazyPart part={barView} props={{ remote: preview.remote, release: preview.release }} />;
}
