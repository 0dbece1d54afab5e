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

it('with --orders, lists under each affiliate the orders its payout pays and the refunds it takes off', () => {
  const paying = line(9_000, {
    email: 'aff@example.com',
    due: true,
    commissions: [
      { orderId: 'ORD-7K3M9QX2', netCents: 6_000 },
      { orderId: 'ORD-2B8WQ4TZ', netCents: 4_000 },
    ],
    deductions: [{ refundId: 'RF-9XK2', amountCents: 1_000 }],
  });
  const table = payoutTable([paying], '2026-12', { orders: true });
  expect(table.split('\n').slice(1, 5)).toEqual([
    expect.stringMatching(/^aff@example\.com +\$ +90\.00 +2 commission\(s\) +due$/),
    expect.stringMatching(/^ +order +ORD-7K3M9QX2 +\$ +60\.00$/),
    expect.stringMatching(/^ +order +ORD-2B8WQ4TZ +\$ +40\.00$/),
    expect.stringMatching(/^ +refund +RF-9XK2 +-\$ +10\.00$/),
  ]);
  // Without it, one line an affiliate.
  expect(payoutTable([paying], '2026-12')).not.toMatch(/ORD-7K3M9QX2/);
});
