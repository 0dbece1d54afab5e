// The refund of an order (docs/shop-console.md, "The shop"): everything left, some lines, or an amount,
// with a reason. The dialog shows the guarantees' verdict first (on the lines chosen, else on all
// that is left); when the rule refuses, it says the rule and asks the owner to confirm an
// exception, which the order records as one. One request key per opening: a double click or a
// retry is the same refund.
import { useRef, useState } from 'react';
import styled from 'styled-components';
import type { ShopOrderDetail } from '@site/contract/shopConsole';
import { Button, Dialog, TextField } from '@site/shared/ui';
import { newRequestKey, refundOrder } from './shopApi';
import { money, parseDollars } from './shopFormat';

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
    margin: ${({ theme }) => theme.space(1)} 0;
    font-weight: 400;
  }
`;

const Verdict = styled.p<{ $refused: boolean }>`
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $refused, theme }) => ($refused ? theme.colors.dangerSoft : theme.colors.successSoft)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

type Scope = 'rest' | 'lines' | 'amount';

export function RefundDialog({ detail, onDone }: { detail: ShopOrderDetail; onDone: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  const [key, setKey] = useState(newRequestKey);
  const [scope, setScope] = useState<Scope>('rest');
  const [lines, setLines] = useState<string[]>([]);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [rule, setRule] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A field's own problem is shown by that field (aria-invalid, described by the message), focused.
  const [fieldError, setFieldError] = useState<{ field: 'amount' | 'reason'; message: string } | null>(null);
  const amountField = useRef<HTMLInputElement>(null);
  const reasonField = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const openLines = detail.lines.filter((line) => !line.refunded);
  // The verdict shown is on what is refunded: the lines chosen, else everything left.
  const chosenLines = scope === 'lines' ? openLines.filter((line) => lines.includes(line.productId)) : [];
  const cents = parseDollars(amount);
  const problem =
    scope === 'amount' && (cents === null || cents < 1 || cents > detail.refundableCents)
      ? `Enter an amount from $0.01 to ${money(detail.refundableCents)}`
      : scope === 'lines' && lines.length === 0
        ? 'Choose at least one line'
        : null;

  const submit = async (allowException: boolean) => {
    if (busy) return;
    setFieldError(null);
    if (problem && scope === 'amount') {
      setFieldError({ field: 'amount', message: problem });
      return amountField.current?.focus();
    }
    if (problem) return setError(problem);
    if (!reason.trim()) {
      setFieldError({ field: 'reason', message: 'Say why the order is refunded' });
      return reasonField.current?.focus();
    }
    setError(null);
    setBusy(true);
    const result = await refundOrder(detail.order.id, {
      reason: reason.trim(),
      requestKey: key,
      ...(scope === 'amount' && cents !== null ? { amountCents: cents } : {}),
      ...(scope === 'lines' ? { productIds: lines } : {}),
      ...(allowException ? { allowException: true } : {}),
    });
    setBusy(false);
    if (result.ok) {
      const { refund } = result.data;
      const how = refund.status === 'succeeded' ? 'Refunded' : 'Refund asked of the payment provider:';
      setOpen(false);
      onDone(`${how} ${money(refund.amountCents)} of ${refund.orderId}${refund.exception ? ', as an exception' : ''}.`);
      return;
    }
    if (result.code === 'outside-guarantee') {
      setRule(result.message);
      setError(null);
    } else setError(result.message);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setKey(newRequestKey());
          setRule(null);
          setError(null);
          setFieldError(null);
        }
      }}
      title={`Refund ${detail.order.id}?`}
      description={`${money(detail.refundableCents)} of ${money(detail.order.totalCents)} is left to refund to ${detail.order.email}.`}
      trigger={<Button $variant="destructive">Refund</Button>}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit(rule !== null);
        }}
      >
        {/* Polite: choosing a line changes the verdict above it, which a screen reader then hears. */}
        <div aria-live="polite">
          {chosenLines.length === 0 ? (
            <Verdict $refused={detail.guarantee.rule !== null}>
              {detail.guarantee.rule ?? `Covered by ${detail.guarantee.name ?? 'its guarantee'}.`}
            </Verdict>
          ) : (
            chosenLines.map((line) => (
              <Verdict key={line.productId} $refused={line.guaranteeRule !== null}>
                {line.name}: {line.guaranteeRule ?? 'covered by its guarantee.'}
              </Verdict>
            ))
          )}
        </div>
        <Fieldset>
          <legend>What to refund</legend>
          <label>
            <input type="radio" name="scope" checked={scope === 'rest'} onChange={() => setScope('rest')} />
            Everything left ({money(detail.refundableCents)})
          </label>
          {openLines.length > 1 || (openLines.length === 1 && detail.lines.length > 1) ? (
            <label>
              <input type="radio" name="scope" checked={scope === 'lines'} onChange={() => setScope('lines')} />
              Some lines (their downloads and access end)
            </label>
          ) : null}
          <label>
            <input type="radio" name="scope" checked={scope === 'amount'} onChange={() => setScope('amount')} />
            An amount
          </label>
        </Fieldset>
        {scope === 'lines' ? (
          <Fieldset>
            <legend>Lines</legend>
            {openLines.map((line) => (
              <label key={line.productId}>
                <input
                  type="checkbox"
                  checked={lines.includes(line.productId)}
                  onChange={(event) =>
                    setLines((now) =>
                      event.target.checked ? [...now, line.productId] : now.filter((id) => id !== line.productId),
                    )
                  }
                />
                {line.name} ({money(line.shareCents)})
              </label>
            ))}
          </Fieldset>
        ) : null}
        {scope === 'amount' ? (
          <TextField
            ref={amountField}
            label="Amount in dollars"
            inputMode="decimal"
            value={amount}
            error={fieldError?.field === 'amount' ? fieldError.message : undefined}
            onChange={(e) => setAmount(e.target.value)}
          />
        ) : null}
        <TextField
          ref={reasonField}
          label="Reason"
          value={reason}
          maxLength={500}
          error={fieldError?.field === 'reason' ? fieldError.message : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        {rule ? (
          <div role="alert">
            <p>Refused: {rule}</p>
            <p>Refunding anyway is recorded on the order as an exception to the guarantee.</p>
          </div>
        ) : null}
        {error ? <p role="alert">{error}</p> : null}
        <Actions>
          {/* aria-disabled, not disabled: a disabled button drops the focus it has to the page. */}
          <Button type="submit" $variant="destructive" aria-disabled={busy}>
            {busy ? 'Working...' : rule ? 'Confirm exception and refund' : 'Refund'}
          </Button>
          <Button type="button" $variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}
