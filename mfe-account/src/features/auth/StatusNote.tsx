import styled from 'styled-components';

const Note = styled.p<{ $ok: boolean }>`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $ok }) => ($ok ? theme.colors.primarySoft : theme.colors.warningSoft)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &:empty {
    display: none;
  }
`;

/** The outcome of a form's request, announced when it changes (a live region present from the start). */
export function StatusNote({ outcome }: { outcome: { ok: boolean; text: string } | null }) {
  return (
    <Note role="status" $ok={outcome?.ok ?? true}>
      {outcome?.text ?? ''}
    </Note>
  );
}
