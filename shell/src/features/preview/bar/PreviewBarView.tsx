// The preview bar's look (PreviewBar): a chunk of the shell's own, fetched only by a browser that
// previews a release, as no visitor's first visit needs it.
import styled from 'styled-components';

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

/** Which release of which remote this browser sees, and the way back to the live site. */
export default function PreviewBarView({ remote, release }: { remote: string; release: string }) {
  return (
    <Bar aria-label="Preview" data-testid="preview-bar">
      <span>
        Preview: {remote} {release}
      </span>
      <Leave href="/preview/leave">Leave preview</Leave>
    </Bar>
  );
}
