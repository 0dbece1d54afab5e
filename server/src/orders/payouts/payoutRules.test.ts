import { commissionStatus, nextPayoutMonth, parseMonth, payoutDue } from './payoutRules';

const paid = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('commission states', () => {
  const base = { amountCents: 5_000, reversedCents: 0, payoutId: null, orderPaidAt: paid('2026-10-01') };
  it('pending in the refund window, payable after it, paid in a payout, reversed by a full refund', () => {
    expect(commissionStatus(base, paid('2026-10-20'))).toBe('pending');
    expect(commissionStatus(base, paid('2026-11-01'))).toBe('payable');
    expect(commissionStatus({ ...base, payoutId: 'PO-1' }, paid('2026-11-20'))).toBe('paid');
    expect(commissionStatus({ ...base, reversedCents: 5_000 }, paid('2026-10-05'))).toBe('reversed');
    expect(commissionStatus({ ...base, reversedCents: 2_000 }, paid('2026-10-05'))).toBe('pending');
  });
});

describe('payoutDue', () => {
  const commission = (orderId: string, amountCents: number, paidOn: string, reversedCents = 0) => ({
    orderId,
    amountCents,
    reversals: reversedCents ? [{ refundId: `RF-${orderId}`, amountCents: reversedCents, at: paidOn }] : [],
    orderPaidAt: paid(paidOn),
    orderCents: amountCents * 4,
  });

  it('pays from $50 on the 15th; $49.99 rolls over', () => {
    expect(payoutDue([commission('a', 4_999, '2026-10-01')], [], '2026-11')).toMatchObject({
      totalCents: 4_999,
      due: false,
    });
    expect(payoutDue([commission('a', 5_000, '2026-10-01')], [], '2026-11')).toMatchObject({
      totalCents: 5_000,
      due: true,
    });
  });

  it('counts only commissions whose refund window ended by the payout day, net of reversals', () => {
    const due = payoutDue(
      [commission('early', 6_000, '2026-10-10', 1_000), commission('late', 9_000, '2026-10-20')],
      [],
      '2026-11',
    );
    expect(due.commissions).toEqual([
      expect.objectContaining({ orderId: 'early', amountCents: 6_000, netCents: 5_000 }),
    ]);
    expect(due.totalCents).toBe(5_000);
  });

  it('deducts reversals of commissions already paid out', () => {
    const due = payoutDue(
      [commission('a', 8_000, '2026-10-01')],
      [{ refundId: 'RF-1', amountCents: 2_000, at: '2026-10-20', orderId: 'paid-before', paidOutIn: '2026-10' }],
      '2026-11',
    );
    expect(due).toMatchObject({ totalCents: 6_000, due: true });
  });
});

describe('months', () => {
  it('checks a month and finds the next payout day', () => {
    expect(() => parseMonth('2026-13')).toThrow(/--month must be a month like 2026-11/);
    expect(nextPayoutMonth(paid('2026-11-15'))).toBe('2026-11');
    expect(nextPayoutMonth(paid('2026-11-16'))).toBe('2026-12');
    expect(nextPayoutMonth(paid('2026-12-20'))).toBe('2027-01');
  });
});
