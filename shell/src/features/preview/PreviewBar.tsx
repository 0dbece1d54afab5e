import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ensureRemotesRegistered } from '../../federation/remoteLoader';
import type { RuntimeConfig } from '../../federation/runtimeConfig';

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.foreground};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Leave = styled.a`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.foreground};
`;

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
  return (
    <Bar aria-label="Preview" data-testid="preview-bar">
      <span>
        Preview: {preview.remote} {preview.release}
      </span>
      <Leave href="/preview/leave">Leave preview</Leave>
    </Bar>
  );
}
