import { useId, useRef } from 'react';
import styled, { css } from 'styled-components';
import { toast } from '@site/shared/toast';
import { Button, Icon } from '@site/shared/ui';
import { copyText } from './copyText';

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: stretch;
`;

const fieldStyle = css`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.secondaryHover};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.foreground};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const LinkInput = styled.input`
  ${fieldStyle}
  min-height: 44px;
`;

const TextArea = styled.textarea`
  ${fieldStyle}
  font-family: inherit;
  resize: vertical;
  min-height: 160px;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-start;
  textarea {
    width: 100%;
  }
`;

export interface CopyFieldProps {
  value: string;
  /** Accessible name of the field, e.g. "Referral link for AI Prompt Mastery Course". */
  label: string;
  /** Accessible name of the button. */
  buttonLabel: string;
  multiline?: boolean;
  /** Toast text after a copy (docs/product.md §8: 'Link copied to clipboard'). */
  copiedMessage?: string;
}

/** A read-only text with a Copy button; if the clipboard is refused, the text is selected instead. */
export function CopyField({
  value,
  label,
  buttonLabel,
  multiline,
  copiedMessage = 'Link copied to clipboard',
}: CopyFieldProps) {
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const id = useId();
  const copy = async () => {
    if (await copyText(value, field.current)) {
      toast({ title: 'Copied!', description: copiedMessage, variant: 'success' });
      return;
    }
    field.current?.focus();
    field.current?.select();
    toast({
      title: 'Copy blocked by the browser',
      description: 'The text is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
    });
  };
  const button = (
    <Button $variant="outline" onClick={() => void copy()} aria-label={buttonLabel} aria-controls={id}>
      <Icon name="copy" size={16} /> Copy
    </Button>
  );
  if (multiline) {
    return (
      <Stack>
        <TextArea
          id={id}
          ref={field}
          value={value}
          readOnly
          aria-label={label}
          rows={Math.min(14, value.split('\n').length + 3)}
          onFocus={(e) => e.target.select()}
        />
        {button}
      </Stack>
    );
  }
  return (
    <Row>
      <LinkInput id={id} ref={field} value={value} readOnly aria-label={label} onFocus={(e) => e.target.select()} />
      {button}
    </Row>
  );
}
