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
      line(4_999, {
        email: 'small@example.com',
        commissions: [
          {
            orderId: 'ORD-1',
            orderPaidAt: '2026-10-01T10:00:00.000Z',
            orderCents: 16_663,
            amountCents: 4_999,
            reversals: [],
            netCents: 4_999,
          },
        ],
      }),
      line(0, { email: 'none@example.com' }),
      line(-8_019, { email: 'owes@example.com' }),
    ],
    '2026-12',
  );
  expect(table).toMatch(/small@example\.com .* rolls over \(under \$50\.00\)/);
  expect(table).toMatch(/none@example\.com .* nothing payable yet/);
  expect(table).toMatch(/owes@example\.com .* owes \$80\.19 from refunds of paid commissions: taken off later payouts/);
});

it('with --orders, lists under each affiliate the orders its payout pays and the refunds it takes off', async () => {
  const order = (orderId: string, amountCents: number, reversals: PayoutLine['deductions'] = []) => ({
    orderId,
    orderPaidAt: '2026-10-01T10:00:00.000Z',
    orderCents: amountCents * 4,
    amountCents,
    reversals,
    netCents: amountCents - reversals.reduce((sum, r) => sum + r.amountCents, 0),
  });
  const refund = { refundId: 'RF-9XK2', amountCents: 1_000, at: '2026-10-05T10:00:00.000Z' };
  const paying = line(8_000, {
    email: 'aff@example.com',
    due: true,
    commissions: [
      order('ORD-7K3M9QX2', 6_000, [{ ...refund, orderId: 'ORD-7K3M9QX2', paidOutIn: '' }]),
      order('ORD-2B8WQ4TZ', 4_000),
    ],
    deductions: [
      {
        refundId: 'RF-4TT7',
        amountCents: 1_000,
        at: '2026-10-09T10:00:00.000Z',
        orderId: 'ORD-PAIDBFR1',
        paidOutIn: '2026-09',
      },
    ],
  });
  const table = payoutTable([paying], '2026-12', { orders: true });
  expect(table.split('\n').slice(1, 6)).toEqual([
    expect.stringMatching(/^aff@example\.com +\$ +80\.00 +2 commission\(s\) +due$/),
    expect.stringMatching(/^ {4}order +ORD-7K3M9QX2 +2026-10-01 +paid, order \$240\.00 +\$ +60\.00$/),
    expect.stringMatching(/^ {4}refund +ORD-7K3M9QX2 +2026-10-05 +refund RF-9XK2 +-\$ +10\.00$/),
    expect.stringMatching(/^ {4}order +ORD-2B8WQ4TZ +2026-10-01 +paid, order \$160\.00 +\$ +40\.00$/),
    expect.stringMatching(/^ {4}owed +ORD-PAIDBFR1 +2026-10-09 +refund RF-4TT7, paid out in 2026-09 +-\$ +10\.00$/),
  ]);
  // Without it, one line an affiliate.
  expect(payoutTable([paying], '2026-12')).not.toMatch(/ORD-7K3M9QX2/);
});
