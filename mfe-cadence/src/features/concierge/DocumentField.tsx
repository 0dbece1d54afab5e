import { useId, useRef } from 'react';
import styled from 'styled-components';
import { Button, FieldError, Icon, Label } from '@site/shared/ui';
import { ACCEPT_ATTRIBUTE, formatSize } from './uploadValidation';

const Box = styled.div`
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const Chosen = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSoft};
  word-break: break-all;
`;

// The native picker is a 21 px control on a phone: as tall and wide as the text fields here, its
// button drawn as one of ours.
const Picker = styled.input`
  display: block;
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space(1)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
  cursor: pointer;
  &::file-selector-button {
    min-height: 36px;
    margin-right: ${({ theme }) => theme.space(3)};
    padding: 0 ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.foreground};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.destructive};
  }
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
  margin: 0 0 ${({ theme }) => theme.space(2)};
`;

export interface DocumentFieldProps {
  label: string;
  file: File | null;
  error: string | null;
  checking: boolean;
  onSelect: (file: File | null) => void;
}

/** A required document upload with its chosen file, a way to replace it, and its own message. */
export function DocumentField({ label, file, error, checking, onSelect }: DocumentFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <Box>
      <Label htmlFor={id}>{label} (required)</Label>
      <Hint id={`${id}-hint`}>PDF, JPEG, PNG or HEIC, up to 10 MB.</Hint>
      <Picker
        ref={input}
        id={id}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          onSelect(event.target.files?.[0] ?? null);
        }}
      />
      {checking ? <Hint role="status">Checking the file…</Hint> : null}
      {file && !error && !checking ? (
        <Chosen>
          <Icon name="file" size={16} />
          <span data-testid="chosen-file">
            {file.name} ({formatSize(file.size)})
          </span>
          <Button $variant="link" $size="sm" onClick={() => input.current?.click()}>
            Replace
          </Button>
        </Chosen>
      ) : null}
      {error ? (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Box>
  );
}
