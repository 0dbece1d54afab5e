import {
  guaranteeCover,
  guaranteeProblem,
  lineShareCents,
  planRefund,
  reversalCents,
  type RefundableOrder,
} from './refundRules';

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

  it("names the order's lines when asked for one it does not have, so the owner can type one", () => {
    expect(planRefund(order, none, ask({ productIds: ['nope'] }), day(3))).toEqual({
      ok: false,
      code: 'bad-line',
      message: 'The order has no line "nope". Its lines: course (Course), ebook (Ebook).',
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

  it('refunds an AI solution within its 60-day implementation guarantee, not after', () => {
    const solution: RefundableOrder = {
      ...order,
      lines: [{ productId: 'lead-generation-ai', name: 'Lead Generation AI', type: 'other', lineTotalCents: 29_400 }],
    };
    expect(planRefund(solution, none, ask(), day(45))).toMatchObject({ ok: true, exception: null, full: true });
    expect(guaranteeCover(solution, [], day(45))).toEqual({
      name: 'the 60-day implementation guarantee',
      endsAt: day(60),
    });
    const late = planRefund(solution, none, ask(), day(61));
    expect(!late.ok && late.message).toMatch(/^The 60-day implementation guarantee ended on 2026-12-31/);
    // A type neither guarantee names is called what a buyer calls it.
    const consult = { ...solution, lines: [{ ...solution.lines[0]!, productId: 'a-call', name: 'A call' }] };
    expect(guaranteeProblem(consult, [], day(1))).toMatch(/not A call \(service\)\.$/);
  });

  it('leaves lines refunded before out of the verdict on the rest', () => {
    const mixed: RefundableOrder = {
      ...order,
      lines: [...order.lines, { productId: 'club', name: 'AI Inner Circle', type: 'membership', lineTotalCents: 0 }],
    };
    expect(planRefund(mixed, none, ask(), day(3))).toMatchObject({ ok: false, code: 'outside-guarantee' });
    const clubRefunded = { cents: 0, productIds: new Set(['club']) };
    expect(planRefund(mixed, clubRefunded, ask(), day(3))).toMatchObject({ ok: true, exception: null });
    expect(planRefund(mixed, clubRefunded, ask({ amountCents: 2_000 }), day(3))).toMatchObject({ ok: true });
    expect(guaranteeCover(mixed, [], day(3), clubRefunded.productIds)).toMatchObject({ endsAt: day(30) });
    expect(guaranteeCover(mixed, [], day(3))).toBeNull();
  });

  it('refunds the last lines at all that is left, so line by line adds up to the total', () => {
    const three: RefundableOrder = {
      status: 'paid',
      paidAt,
      subtotalCents: 300,
      totalCents: 325,
      lines: ['a', 'b', 'c'].map((id) => ({ productId: id, name: id, type: 'ebook' as const, lineTotalCents: 100 })),
    };
    let before = { cents: 0, productIds: new Set<string>() };
    const refunded: number[] = [];
    for (const id of ['a', 'b', 'c']) {
      const plan = planRefund(three, before, ask({ productIds: [id] }), day(1));
      if (!plan.ok) throw new Error(plan.message);
      refunded.push(plan.amountCents);
      before = { cents: before.cents + plan.amountCents, productIds: new Set([...before.productIds, id]) };
    }
    expect(refunded).toEqual([108, 108, 109]);
    expect(before.cents).toBe(325);
  });

  it('refuses lines and an amount asked together', () => {
    expect(planRefund(order, none, ask({ productIds: ['ebook'], amountCents: 1_000 }), day(1))).toMatchObject({
      ok: false,
      code: 'bad-line',
      message: expect.stringContaining('not both'),
    });
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
