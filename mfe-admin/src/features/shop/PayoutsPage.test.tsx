import { screen, waitFor } from '@testing-library/react';
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
