// Starting a rollout from the console (docs/console.md, "The pages"): which release, its steps, the
// time between judgements and the sessions each side needs, checked as typed; the server's refusal,
// if any, is shown in the dialog and nothing typed is lost.
import { useState } from 'react';
import styled from 'styled-components';
import type { ReleaseView } from '@site/contract/console';
import { Button, Dialog, Input, Label, TextField } from '@site/shared/ui';
import { readRolloutForm, type RolloutForm, type RolloutFormErrors } from './rolloutPlan';
import type { ConsoleRolloutRequest } from '@site/contract/consoleRollout';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

const Field = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

export interface RolloutStartProps {
  remote: string;
  live: string | null;
  /** The releases it may roll out: published, not live, none the registry would refuse. */
  releases: ReleaseView[];
  /** Starts it; resolves to the server's refusal, or null once started. */
  onStart: (plan: ConsoleRolloutRequest) => Promise<string | null>;
}

export function RolloutStart({ remote, live, releases, onStart }: RolloutStartProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form, setForm] = useState<RolloutForm>({
    release: releases[0]?.id ?? '',
    steps: '10, 50, 100',
    interval: '5m',
    minSessions: '',
  });
  const [errors, setErrors] = useState<RolloutFormErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const field = (name: keyof RolloutForm) => ({
    value: form[name],
    error: errors[name] ?? null,
    onChange: (event: { target: { value: string } }) => setForm((now) => ({ ...now, [name]: event.target.value })),
  });

  const submit = async () => {
    if (busy) return;
    const read = readRolloutForm(form);
    setErrors(read.ok ? {} : read.errors);
    if (!read.ok) return;
    setBusy(true);
    const problem = await onStart(read.plan);
    setBusy(false);
    setRefusal(problem);
    if (!problem) setOpen(false);
  };

  const release = field('release');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setRefusal(null);
      }}
      title={`Start a rollout of ${remote}`}
      description={`The release takes each step's share of visitors; at the end of each interval it is judged against ${live ?? 'the live release'} and goes on, waits or is rolled back on its own.`}
      trigger={<Button $size="sm">Start rollout</Button>}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Field>
          <Label htmlFor="rollout-release">Release</Label>
          <Input
            as="select"
            id="rollout-release"
            value={release.value}
            onChange={release.onChange}
            aria-invalid={release.error ? true : undefined}
          >
            {releases.map((option) => (
              <option key={option.id} value={option.id}>
                {option.id}
              </option>
            ))}
          </Input>
        </Field>
        <TextField
          label="Steps (% of visitors)"
          hint="Rising, the last one makes it live: 10, 50, 100"
          {...field('steps')}
        />
        <TextField label="Interval between judgements" hint="20s, 5m or 1h" {...field('interval')} />
        <TextField
          label="Sessions each side needs"
          inputMode="numeric"
          hint="Fewer and the rollout waits at its step. Empty: the default (100)."
          {...field('minSessions')}
        />
        {refusal ? <p role="alert">{refusal}</p> : null}
        <Actions>
          <Button type="submit" aria-disabled={busy}>
            {busy ? 'Working...' : 'Start rollout'}
          </Button>
          <Button type="button" $variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}
