import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PayoutLineView, ShopPayouts } from '@site/contract/shopConsole';
import { renderPage } from '../../../../test-support/renderPage';
import { answerInTurn } from '../../lib/testing/consoleAnswers';
import { PayoutsPage } from './PayoutsPage';
import { markPayoutPaid } from './shopApi';

jest.mock('./shopApi', () => ({ downloadCsv: jest.fn(), markPayoutPaid: jest.fn() }));

const line: PayoutLineView = {
  affiliate: 'user-1',
  email: 'aff@example.com',
  commissions: 2,
  deductedCents: 0,
  totalCents: 12_030,
  due: true,
  paid: null,
  breakdown: [],
};
const payouts = (recordable: boolean): ShopPayouts => ({
  month: '2026-12',
  payoutDate: '2026-12-15',
  recordable,
  minimumCents: 5_000,
  lines: [line],
});

test('before the payout day a due payout says when it is due, with nothing to mark', async () => {
  answerInTurn(payouts(false));
  await renderPage(<PayoutsPage />, '/admin/shop/payouts?month=2026-12');
  expect(await screen.findByRole('cell', { name: /^Due on / })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Mark paid/ })).toBeNull();
});

test('Mark paid clicked twice asks once, and says the payout it recorded', async () => {
  answerInTurn(payouts(true));
  let answer: (value: unknown) => void = () => {};
  jest.mocked(markPayoutPaid).mockImplementation(() => new Promise((resolve) => (answer = resolve)) as never);
  const user = userEvent.setup();
  await renderPage(<PayoutsPage />, '/admin/shop/payouts?month=2026-12');
  await user.click(await screen.findByRole('button', { name: 'Mark paid aff@example.com' }));
  const confirm = await screen.findByRole('button', { name: 'Mark paid' });
  await user.dblClick(confirm);
  expect(markPayoutPaid).toHaveBeenCalledTimes(1);
  answer({ ok: true, data: { line: { ...line, paid: null }, recorded: true } });
  await waitFor(() => expect(screen.getByText('Recorded $120.30 to aff@example.com as paid.')).toBeInTheDocument());
});

test('with no month asked, the Month field shows the month whose payouts are listed', async () => {
  answerInTurn(payouts(false));
  await renderPage(<PayoutsPage />, '/admin/shop/payouts');
  await screen.findByRole('table', { name: 'Payouts of 2026-12' });
  expect(screen.getByLabelText('Month')).toHaveValue('2026-12');
});

test('a line not paid out says why: below the minimum, nothing payable yet, or owed back from refunds', async () => {
  answerInTurn({
    ...payouts(true),
    lines: [
      { ...line, email: 'small@example.com', affiliate: 'user-2', totalCents: 4_999, due: false },
      { ...line, email: 'none@example.com', affiliate: 'user-3', commissions: 0, totalCents: 0, due: false },
      { ...line, email: 'owes@example.com', affiliate: 'user-4', commissions: 0, totalCents: -8_019, due: false },
    ],
  });
  await renderPage(<PayoutsPage />, '/admin/shop/payouts?month=2026-12');
  const row = async (email: string) => (await screen.findByRole('row', { name: new RegExp(email) })).textContent;
  expect(await row('small@example.com')).toContain('Below the minimum: rolls over');
  expect(await row('none@example.com')).toContain('Nothing payable yet');
  expect(await row('owes@example.com')).toContain(
    'Owes $80.19 from refunds of paid commissions: taken off later payouts',
  );
});

test("Breakdown opens, by keyboard, under the affiliate's row what its payout is made of, then closes", async () => {
  answerInTurn({
    ...payouts(true),
    lines: [
      {
        ...line,
        totalCents: 3_250,
        deductedCents: 8_000,
        breakdown: [
          {
            kind: 'order',
            orderId: 'ORD-PARTLY01',
            at: '2026-10-01T10:00:00Z',
            orderCents: 28_000,
            amountCents: 7_000,
          },
          {
            kind: 'refund',
            orderId: 'ORD-PARTLY01',
            refundId: 'RF-1',
            at: '2026-10-05T10:00:00Z',
            amountCents: -1_750,
          },
          {
            kind: 'order',
            orderId: 'ORD-WHOLE002',
            at: '2026-10-02T10:00:00Z',
            orderCents: 24_000,
            amountCents: 6_000,
          },
          {
            kind: 'owed',
            orderId: 'ORD-EARLY003',
            refundId: 'RF-2',
            at: '2026-10-21T10:00:00Z',
            amountCents: -8_000,
            paidOutIn: '2026-10',
          },
        ],
      },
    ],
  });
  const user = userEvent.setup();
  await renderPage(<PayoutsPage />, '/admin/shop/payouts?month=2026-12');
  const toggle = await screen.findByRole('button', { name: "Breakdown of aff@example.com's payout" });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('table', { name: /^Breakdown/ })).toBeNull();
  toggle.focus();
  await user.keyboard('{Enter}');
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const name = "Breakdown of aff@example.com's payout of 2026-12";
  const table = screen.getByRole('table', { name });
  // A console table: its region is named by the caption and takes focus, so it scrolls by keyboard.
  expect(screen.getByRole('region', { name })).toHaveAttribute('tabindex', '0');
  expect(toggle).toHaveAttribute('aria-controls', screen.getByRole('region', { name }).parentElement!.id);
  // Each row as read: its headers (the column's, or the row's order), then its cells.
  const rows = within(table)
    .getAllByRole('row')
    .map((row) =>
      (['columnheader', 'rowheader', 'cell'] as const)
        .flatMap((role) => within(row).queryAllByRole(role))
        .map((cell) => cell.textContent),
    );
  expect(rows).toEqual([
    ['Order', 'What', 'Date', 'Order amount', 'Amount'],
    ['ORD-PARTLY01', 'Commission', '1 Oct 2026', '$280.00', '$70.00'],
    ['ORD-PARTLY01', 'Refund taken off', '5 Oct 2026', '', '-$17.50'],
    ['ORD-WHOLE002', 'Commission', '2 Oct 2026', '$240.00', '$60.00'],
    ['ORD-EARLY003', 'Owed: refunded after the payout of 2026-10', '21 Oct 2026', '', '-$80.00'],
    ['Payout', '$32.50'],
  ]);
  expect(within(table).getAllByRole('link', { name: 'ORD-PARTLY01' })[0]).toHaveAttribute(
    'href',
    '/admin/shop/orders/ORD-PARTLY01',
  );
  await user.keyboard(' ');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('table', { name })).toBeNull();
});
