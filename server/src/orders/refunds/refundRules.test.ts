import { guaranteeProblem, lineShareCents, planRefund, reversalCents, type RefundableOrder } from './refundRules';

const paidAt = new Date('2026-11-01T10:00:00Z');
const day = (n: number) => new Date(paidAt.getTime() + n * 86_400_000);
const order: RefundableOrder = {
  status: 'paid',
  paidAt,
  subtotalCents: 29_400,
  totalCents: 31_752,
  lines: [
    { productId: 'course', name: 'Course', type: 'digital_course', lineTotalCents: 19_700 },
    { productId: 'ebook', name: 'Ebook', type: 'ebook', lineTotalCents: 9_700 },
  ],
};
const none = { cents: 0, productIds: new Set<string>() };
const ask = (more: Partial<Parameters<typeof planRefund>[2]> = {}) => ({
  productIds: [],
  allowException: false,
  ...more,
});

describe('planRefund', () => {
  it('refunds all that is left by default, within the guarantee', () => {
    expect(planRefund(order, none, ask(), day(3))).toEqual({
      ok: true,
      amountCents: 31_752,
      productIds: [],
      exception: null,
      full: true,
    });
  });

  it('refunds a line at its share of the total (discount and tax included)', () => {
    expect(lineShareCents(order, 'ebook')).toBe(Math.round((31_752 * 9_700) / 29_400));
    const plan = planRefund(order, none, ask({ productIds: ['ebook'] }), day(3));
    expect(plan).toMatchObject({ ok: true, amountCents: 10_476, productIds: ['ebook'], full: false });
  });

  it('never refunds more than was paid and not yet refunded, nor twice in full', () => {
    const before = { cents: 30_000, productIds: new Set<string>() };
    expect(planRefund(order, before, ask({ amountCents: 1_753 }), day(3))).toMatchObject({
      ok: false,
      code: 'too-much',
      message: expect.stringContaining('At most $17.52'),
    });
    expect(planRefund(order, { cents: 31_752, productIds: new Set() }, ask(), day(3))).toMatchObject({
      ok: false,
      code: 'nothing-left',
    });
    expect(
      planRefund(order, { cents: 0, productIds: new Set(['ebook']) }, ask({ productIds: ['ebook'] }), day(3)),
    ).toMatchObject({
      ok: false,
      code: 'bad-line',
    });
  });

  it('refuses past 30 days with the rule, and allows it as a recorded exception', () => {
    const refused = planRefund(order, none, ask(), day(31));
    expect(refused).toMatchObject({ ok: false, code: 'outside-guarantee' });
    expect(!refused.ok && refused.message).toMatch(/guarantee ended on 2026-12-01.*Confirm an exception/);
    const allowed = planRefund(order, none, ask({ allowException: true }), day(31));
    expect(allowed).toMatchObject({ ok: true, exception: expect.stringMatching(/ended on 2026-12-01/) });
    // The last day is still inside.
    expect(planRefund(order, none, ask(), day(30))).toMatchObject({ ok: true, exception: null });
  });

  it('names the types the guarantee does not cover', () => {
    const membership: RefundableOrder = {
      ...order,
      lines: [{ productId: 'club', name: 'AI Inner Circle', type: 'membership', lineTotalCents: 29_400 }],
    };
    expect(guaranteeProblem(membership, [], day(1))).toMatch(/not AI Inner Circle \(membership\)/);
    expect(planRefund(membership, none, ask(), day(1))).toMatchObject({ ok: false, code: 'outside-guarantee' });
  });

  it('refuses an unpaid order and an amount under a cent', () => {
    expect(planRefund({ ...order, status: 'pending' }, none, ask(), day(1))).toMatchObject({ code: 'not-paid' });
    expect(planRefund(order, none, ask({ amountCents: 0 }), day(1))).toMatchObject({ code: 'too-much' });
  });
});

describe('reversalCents', () => {
  it('takes back the refund’s share, and the last refund takes the rest exactly', () => {
    const commission = { amountCents: 8_820, reversedCents: 0 };
    const first = reversalCents(commission, {
      amountCents: 10_476,
      orderTotalCents: 31_752,
      refundedAfterCents: 10_476,
    });
    expect(first).toBe(Math.round((8_820 * 10_476) / 31_752));
    const rest = reversalCents(
      { amountCents: 8_820, reversedCents: first },
      { amountCents: 21_276, orderTotalCents: 31_752, refundedAfterCents: 31_752 },
    );
    expect(first + rest).toBe(8_820);
    expect(
      reversalCents(
        { amountCents: 8_820, reversedCents: 8_820 },
        { amountCents: 1, orderTotalCents: 2, refundedAfterCents: 2 },
      ),
    ).toBe(0);
  });
});
