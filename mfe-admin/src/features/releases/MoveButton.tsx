// One move of a remote's releases behind a confirmation (docs/console.md): the dialog says what
// visitors will get, and a canary asks for its share. The move is the server's; its answer, or why
// it was refused, is shown where the button is.
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Dialog, TextField, VisuallyHidden, type ButtonVariant } from '@site/shared/ui';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

export interface MoveButtonProps {
  /** The button's visible label, and the start of its accessible name. */
  label: string;
  /** What the label acts on, for assistive technology ("release 20261125t..."). */
  target?: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  variant?: ButtonVariant;
  /** A canary's share of visitors is asked for in the dialog. */
  askPercent?: boolean;
  /** Runs the move; resolves to an error message, or null once done. */
  onConfirm: (percent: number) => Promise<string | null>;
}

export function MoveButton({
  label,
  target,
  title,
  description,
  confirmLabel,
  variant,
  askPercent,
  onConfirm,
}: MoveButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [percent, setPercent] = useState('10');
  const [error, setError] = useState<string | null>(null);
  const share = Number(percent);
  const shareError =
    askPercent && !(Number.isInteger(share) && share >= 1 && share <= 99) ? 'Enter a whole number from 1 to 99' : null;

  const confirm = async () => {
    if (shareError || busy) return;
    setBusy(true);
    const problem = await onConfirm(share);
    setBusy(false);
    setError(problem);
    if (!problem) setOpen(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setError(null);
      }}
      title={title}
      description={description}
      trigger={
        <Button $variant={variant ?? 'outline'} $size="sm">
          {label}
          {target ? <VisuallyHidden> {target}</VisuallyHidden> : null}
        </Button>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        {askPercent ? (
          <TextField
            label="Share of visitors (%)"
            inputMode="numeric"
            value={percent}
            onChange={(event) => setPercent(event.target.value)}
            error={shareError}
            hint="Each visitor keeps the release it got; a larger share keeps everyone the smaller one had."
          />
        ) : null}
        {error ? <p role="alert">{error}</p> : null}
        <Actions>
          {/* aria-disabled, not disabled: a disabled button drops the focus it has to the page. */}
          <Button type="submit" $variant={variant === 'destructive' ? 'destructive' : 'default'} aria-disabled={busy}>
            {busy ? 'Working...' : confirmLabel}
          </Button>
          <Button type="button" $variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}
