import { commissionCents, priceLines, shareOf, toCents } from './pricing';

describe('order pricing in cents (docs/product.md §9)', () => {
  it('prices lines: subtotal, 8% tax, total', () => {
    expect(
      priceLines([
        { unitPriceCents: 19_700, quantity: 2 },
        { unitPriceCents: 1_900, quantity: 1 },
      ]),
    ).toEqual({ subtotalCents: 41_300, discountCents: 0, taxCents: 3_304, totalCents: 44_604 });
  });

  it('takes a referral discount off before tax', () => {
    expect(priceLines([{ unitPriceCents: 19_700, quantity: 1 }], 1_000)).toEqual({
      subtotalCents: 19_700,
      discountCents: 1_970,
      taxCents: 1_418,
      totalCents: 19_148,
    });
  });

  it("gives the referrer 30% of the referred order's subtotal after its discount, before tax", () => {
    expect(commissionCents(19_700, 1_970)).toBe(5_319);
    expect(commissionCents(19_700, 0)).toBe(5_910);
  });

  it('rounds half a cent up, exactly', () => {
    expect(shareOf(1_975, 800)).toBe(158); // 158.0
    expect(shareOf(6_250, 800)).toBe(500);
    expect(shareOf(1_081_25, 800)).toBe(8_650); // 8650.0
    expect(shareOf(5, 1_000)).toBe(1); // 0.5 -> 1
    expect(shareOf(4, 1_000)).toBe(0); // 0.4 -> 0
  });

  it('turns catalogue dollars into cents without float drift', () => {
    expect(toCents(197)).toBe(19_700);
    expect(toCents(19.99)).toBe(1_999);
    expect(toCents(0.29)).toBe(29);
    expect(toCents(1.005)).toBe(101);
  });

  it('clamps a discount to 0..100% and prices an empty order at zero', () => {
    expect(priceLines([], 1_000)).toEqual({ subtotalCents: 0, discountCents: 0, taxCents: 0, totalCents: 0 });
    expect(priceLines([{ unitPriceCents: 1_000, quantity: 1 }], 20_000).totalCents).toBe(0);
    expect(priceLines([{ unitPriceCents: 1_000, quantity: 1 }], -5).discountCents).toBe(0);
  });
});
