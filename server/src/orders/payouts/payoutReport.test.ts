/** @jest-environment node */
// `npm run payouts` as the owner reads it (docs/orders.md, "Commissions and payouts").
import type { PayoutLine } from '../stores/payoutStore';
import { payoutTable } from './payoutReport';

const line = (totalCents: number, more: Partial<PayoutLine> = {}): PayoutLine => ({
  referrerUserId: 'user-1',
  email: 'aff@example.com',
  month: '2026-12',
  payout: null,
  commissions: [],
  deductions: [],
  totalCents,
  due: false,
  ...more,
});

it('says what a line that is not paid out means: below the minimum, nothing payable, or owed back', () => {
  const table = payoutTable(
    [
      line(4_999, { email: 'small@example.com', commissions: [{ orderId: 'ORD-1', netCents: 4_999 }] }),
      line(0, { email: 'none@example.com' }),
      line(-8_019, { email: 'owes@example.com' }),
    ],
    '2026-12',
  );
  expect(table).toMatch(/small@example\.com .* rolls over \(under \$50\.00\)/);
  expect(table).toMatch(/none@example\.com .* nothing payable yet/);
  expect(table).toMatch(/owes@example\.com .* owes \$80\.19 from refunds of paid commissions: taken off later payouts/);
});
