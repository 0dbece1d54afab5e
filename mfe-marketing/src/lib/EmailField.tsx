import { useRef, useState, type RefObject } from 'react';
import styled, { css } from 'styled-components';
import { Input, Label } from '@site/shared/ui';
import { emailProblem } from './emailProblem';

// Read on the hero gradient: dark red on its own pale ground keeps AA contrast.
const Problem = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.destructive};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

/**
 * For the button beside the field: level with the input (below its label), wherever the field's
 * problem makes the field taller.
 */
export const besideTheInput = css`
  align-self: flex-start;
  margin-top: calc(${({ theme }) => theme.fontSizes.sm} * 1.6 + ${({ theme }) => theme.space(1)});
`;

/**
 * A join form's email field checked as the browser would (required, type="email") but shown the
 * page's way: the form has noValidate, and a refused value keeps what was typed, is marked invalid,
 * described by a message beside it and given the focus. The message stands until the value changes.
 */
export function useEmailField(value: string, emptyMessage: string) {
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<{ value: string; message: string } | null>(null);
  /** True when the value passes; otherwise shows why and focuses the field. */
  const check = (): boolean => {
    const field = input.current;
    const message = field ? emailProblem(field.validity, emptyMessage) : null;
    setRefused(message ? { value, message } : null);
    if (message) field?.focus();
    return !message;
  };
  const problem = refused && refused.value === value ? refused.message : null;
  return { input, problem, check };
}

interface EmailFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  problem: string | null;
  disabled?: boolean;
}

/** The labelled email input of a join form, with its problem (if any) below it. */
export function EmailField({ id, value, onChange, inputRef, problem, disabled }: EmailFieldProps) {
  const problemId = `${id}-problem`;
  return (
    <div>
      <Label htmlFor={id}>Email address</Label>
      <Input
        ref={inputRef}
        id={id}
        type="email"
        name="email"
        required
        autoComplete="email"
        placeholder="you@business.com"
        value={value}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem ? <Problem id={problemId}>{problem}</Problem> : null}
    </div>
  );
}
