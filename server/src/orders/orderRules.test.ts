/** @jest-environment node */
import { cartTotals } from '../../../shared/src/cart/cartLogic';
import { loadShopCatalogue, oneMonthAfter, parseOrderRequest, priceOrder, commissionCents } from './orderRules';

const catalogue = loadShopCatalogue();
const products = [...catalogue.values()];

describe('order pricing', () => {
  it('charges what the cart shows: the same totals for every cart, with and without the referral discount', () => {
    // A fixed pseudo-random walk over carts: every product, quantities 1 to 100.
    let seed = 7;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647);
    for (let run = 0; run < 500; run += 1) {
      const picked = products.filter(() => next() % 3 === 0).slice(0, 1 + (next() % products.length));
      if (picked.length === 0) continue;
      const items = picked.map((product) => ({ productId: product.id, quantity: 1 + (next() % 100) }));
      for (const referred of [false, true]) {
        const server = priceOrder(items, catalogue, referred);
        if (!server.ok) throw new Error(server.problem.message);
        const cart = cartTotals(
          items.map((item) => ({
            product: catalogue.get(item.productId)!,
            quantity: item.quantity,
          })),
          referred ? 0.1 : 0,
        );
        expect(server.totals.totalCents).toBe(Math.round(cart.total * 100));
        expect(server.totals.taxCents).toBe(Math.round(cart.tax * 100));
        expect(server.totals.discountCents).toBe(Math.round(cart.discount * 100));
      }
    }
  });

  it('refuses products the shop does not sell', () => {
    const priced = priceOrder([{ productId: 'gift-card', quantity: 1 }], catalogue, false);
    expect(priced).toMatchObject({ ok: false, problem: { error: 'Unknown product' } });
  });

  it('refuses the same product twice in one order', () => {
    const parsed = parseOrderRequest({
      items: [
        { productId: 'ai-prompt-mastery', quantity: 1 },
        { productId: 'ai-prompt-mastery', quantity: 1 },
      ],
      contact: { email: 'a@b.co', firstName: 'A', lastName: 'B' },
    });
    expect(parsed).toMatchObject({ ok: false, problem: { field: 'items.1.productId' } });
  });

  it('names the product in a sentence when a quantity is refused', () => {
    const parsed = parseOrderRequest({
      items: [
        { productId: 'ai-strategy-intensive', quantity: 1 },
        { productId: 'ai-prompt-mastery', quantity: 101 },
      ],
      contact: { email: 'a@b.co', firstName: 'A', lastName: 'B' },
    });
    expect(parsed).toMatchObject({
      ok: false,
      problem: {
        error: 'Invalid order',
        message: 'The quantity of AI Prompt Mastery Course must be at most 100.',
        field: 'items.1.quantity',
      },
    });
  });

  it('pays the referrer 30% of the discounted subtotal, before tax', () => {
    expect(commissionCents(19_700, 1_970)).toBe(5_319);
  });

  it('bills a month later on the same day, or the last day of a shorter month', () => {
    expect(oneMonthAfter(new Date('2026-01-31T10:00:00Z')).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(oneMonthAfter(new Date('2026-11-24T10:00:00Z')).toISOString()).toBe('2026-12-24T10:00:00.000Z');
  });
});
