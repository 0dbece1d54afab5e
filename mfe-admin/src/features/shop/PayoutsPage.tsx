// Affiliate payouts (docs/shop-console.md, "The shop"; the same as `npm run payouts`): each affiliate's
// payable total for a month's 15th, paid from the minimum (less rolls over), marked paid once, and
// the CSV a payment service's bulk upload takes.
import { useEffect, useRef, useState } from 'react';
import type { PayoutLineView, ShopPayouts } from '@site/contract/shopConsole';
import { useNavigate, useSearchParams } from '@site/shared/router';
import { PageMeta } from '@site/shared/seo';
import { Button, Dialog, TextField, VisuallyHidden } from '@site/shared/ui';
import { adminPaths } from '@site/paths/admin';
import { DataTable, QueryOutcome, when } from '../../lib/consoleParts';
import { useConsoleQuery } from '../../lib/useConsoleQuery';
import { PayoutRows } from './PayoutBreakdown';
import { downloadCsv, markPayoutPaid } from './shopApi';
import { day, money } from './shopFormat';
import { DoneStatus, FieldRow } from './shopParts';

function MarkPaid({ month, line, onDone }: { month: string; line: PayoutLineView; onDone: (text: string) => void }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One request however often it is clicked: a second answer would read "recorded already".
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    const result = await markPayoutPaid(month, line.affiliate);
    setBusy(false);
    if (!result.ok) return setError(result.message);
    setOpen(false);
    onDone(
      result.data.recorded
        ? `Recorded ${money(result.data.line.totalCents)} to ${line.email} as paid.`
        : `${line.email}'s payout of ${month} was recorded already.`,
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={`Mark ${line.email}'s payout paid?`}
      description={`Records ${money(line.totalCents)} as paid for ${month}: its commissions become paid. Do this once the money is sent.`}
      trigger={
        <Button $size="sm" $variant="outline">
          Mark paid<VisuallyHidden> {line.email}</VisuallyHidden>
        </Button>
      }
    >
      {error ? <p role="alert">{error}</p> : null}
      {/* aria-disabled, not disabled: a disabled button drops the focus it has to the page. */}
      <Button type="button" aria-disabled={busy} onClick={() => void confirm()}>
        {busy ? 'Working...' : 'Mark paid'}
      </Button>{' '}
      <Button type="button" $variant="outline" onClick={() => setOpen(false)}>
        Cancel
      </Button>
    </Dialog>
  );
}

export function PayoutsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const asked = params.get('month') ?? '';
  // What the owner typed; until then the month asked, else the one the server chose (the next
  // payout day's), so the field always says which month is listed.
  const [typed, setTyped] = useState<string | null>(asked || null);
  const { state, reload } = useConsoleQuery<ShopPayouts>(
    `/shop/payouts${asked ? `?month=${encodeURIComponent(asked)}` : ''}`,
    { follow: true },
  );
  const month = typed ?? ('ok' in state && state.ok ? state.data.month : '');
  const [done, setDone] = useState<string | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const announce = useRef(false);
  useEffect(() => {
    if (!announce.current || !('ok' in state)) return;
    announce.current = false;
    status.current?.focus();
  }, [state]);
  const finished = (text: string) => {
    setDone(text);
    announce.current = true;
    reload();
  };
  return (
    <>
      <PageMeta title="Payouts" description="The affiliates' payouts." />
      <h1>Payouts</h1>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          navigate(`${adminPaths.shopPayouts}${month ? `?month=${encodeURIComponent(month)}` : ''}`);
        }}
      >
        <FieldRow>
          <TextField label="Month" type="month" value={month} onChange={(event) => setTyped(event.target.value)} />
        </FieldRow>
        <Button type="submit">Show</Button>
      </form>
      <DoneStatus ref={status} text={done} />
      <QueryOutcome state={state} reload={reload} what="the payouts">
        {(payouts) => (
          <>
            <p>
              Paid on {day(payouts.payoutDate)} to each affiliate owed at least {money(payouts.minimumCents)}; less
              rolls over to the next month.
            </p>
            <DataTable>
              <caption>Payouts of {payouts.month}</caption>
              <thead>
                <tr>
                  <th scope="col">Affiliate</th>
                  <th scope="col">Commissions</th>
                  <th scope="col">Deducted</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {payouts.lines.length === 0 ? (
                  <tr>
                    <td colSpan={5}>No affiliate has commissions.</td>
                  </tr>
                ) : null}
                {payouts.lines.map((line) => (
                  <PayoutRows
                    key={line.affiliate}
                    line={line}
                    month={payouts.month}
                    status={
                      line.paid ? (
                        `Paid, recorded ${when(line.paid.at)} by ${line.paid.actor}`
                      ) : line.due && payouts.recordable ? (
                        <MarkPaid month={payouts.month} line={line} onDone={finished} />
                      ) : line.due ? (
                        `Due on ${day(payouts.payoutDate)}`
                      ) : line.totalCents < 0 ? (
                        `Owes ${money(-line.totalCents)} from refunds of paid commissions: taken off later payouts`
                      ) : line.totalCents === 0 ? (
                        'Nothing payable yet'
                      ) : (
                        'Below the minimum: rolls over'
                      )
                    }
                  />
                ))}
              </tbody>
            </DataTable>
            <Button
              type="button"
              $variant="outline"
              onClick={() =>
                void downloadCsv(
                  `/shop/export/payouts.csv?month=${payouts.month}`,
                  `payouts-${payouts.month}.csv`,
                ).then((problem) => setDone(problem ?? `The payouts of ${payouts.month} are saved as a CSV file.`))
              }
            >
              Download payouts CSV
            </Button>
          </>
        )}
      </QueryOutcome>
    </>
  );
}
