import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@site/shared/ui';
import type { ClientResult } from '../../../lib/authClient';
import { Panel, SubHeading } from '../../../lib/ui';

const Outcome = styled.p<{ $ok: boolean }>`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  color: ${({ theme, $ok }) => ($ok ? theme.colors.foreground : theme.colors.destructive)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &:empty {
    display: none;
  }
`;

export interface SettingsFormProps {
  title: string;
  submitLabel: string;
  busyLabel: string;
  /** Checks the fields; returns false (after showing why) when the request should not go. */
  check?: () => boolean;
  /** The request; `ok` with the text to show, or the failure's message. */
  run: () => Promise<ClientResult & { text?: string }>;
  children?: ReactNode;
  intro?: ReactNode;
  $danger?: boolean;
}

/** One setting of the Account tab: a titled form, its button, and what its last submit did. */
export function SettingsForm({
  title,
  submitLabel,
  busyLabel,
  check,
  run,
  children,
  intro,
  $danger,
}: SettingsFormProps) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // Each refusal moves focus to the first field that says why, once it says so (docs/design.md,
  // "Keyboard, screen reader and voice control").
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // A refused value sends nothing: what an earlier submit did no longer stands beside it.
    if (check && !check()) {
      setRefusals((n) => n + 1);
      return setOutcome(null);
    }
    setBusy(true);
    const result = await run();
    setBusy(false);
    setOutcome(result.ok ? { ok: true, text: result.text ?? '' } : { ok: false, text: result.message });
  };
  const id = title.toLowerCase().replace(/[^a-z]+/g, '-');
  return (
    <Panel as="section" aria-labelledby={id}>
      <SubHeading id={id}>{title}</SubHeading>
      {intro}
      <form ref={form} noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
        {children}
        <Button type="submit" $variant={$danger ? 'destructive' : 'outline'} aria-disabled={busy || undefined}>
          {busy ? busyLabel : submitLabel}
        </Button>
        <Outcome role="status" $ok={outcome?.ok ?? true}>
          {outcome?.text ?? ''}
        </Outcome>
      </form>
    </Panel>
  );
}
