import { CART_UPSELL, discountPercent, findProduct, products } from './index';

const KNOWN_IDS = [
  'ai-prompt-mastery',
  'customer-experience-ai',
  'ai-strategy-intensive',
  'ai-inner-circle',
  'automation-blueprint',
  'lead-generation-ai',
  'chatbot-builder-app',
  'lead-tracker-app',
];

describe('catalogue (docs/product.md §3)', () => {
  it('has 14 products with unique ids', () => {
    expect(products).toHaveLength(14);
    expect(new Set(products.map((p) => p.id)).size).toBe(14);
  });

  it('contains every known id', () => {
    for (const id of KNOWN_IDS) expect(findProduct(id)).toBeDefined();
  });

  it('has the prices docs/product.md lists', () => {
    const prices = products.map((p) => p.price).sort((a, b) => a - b);
    expect(prices).toEqual([19, 27, 47, 67, 97, 97, 147, 147, 197, 197, 297, 297, 397, 497].sort((a, b) => a - b));
    expect(findProduct('ai-prompt-mastery')).toMatchObject({ price: 197, originalPrice: 297 });
    expect(findProduct('automation-blueprint')?.price).toBe(297);
    expect(findProduct('customer-experience-ai')?.price).toBe(497);
    expect(findProduct('lead-generation-ai')?.price).toBe(397);
    expect(findProduct('ai-inner-circle')?.price).toBe(97);
    const appPrices = products.filter((p) => p.type === 'app').map((p) => p.price);
    expect(appPrices).toEqual([67, 147, 197, 147, 97]);
  });

  it('uses only the types and categories of docs/product.md §3, with apps carrying ROI data', () => {
    const types = ['digital_course', 'app', 'membership', 'template', 'ebook', 'physical', 'other'];
    const cats = ['courses', 'apps', 'ai_solutions', 'memberships', 'templates', 'ebooks'];
    for (const p of products) {
      expect(types).toContain(p.type);
      expect(cats).toContain(p.category);
      expect(p.deliveryMethod).toBe('instant_access');
      expect(p.features.length).toBeGreaterThan(0);
      if (p.type === 'app') expect(p.roiData).toBeDefined();
    }
  });

  it('upsell ids point at real products', () => {
    for (const p of products) for (const id of p.upsells ?? []) expect(findProduct(id)).toBeDefined();
  });

  it('discount badge: rounded % of (original - price) / original, none without originalPrice', () => {
    expect(discountPercent({ price: 197, originalPrice: 297 })).toBe(34);
    expect(discountPercent({ price: 27, originalPrice: 47 })).toBe(43);
    expect(discountPercent({ price: 50 })).toBeNull();
    expect(discountPercent({ price: 50, originalPrice: 40 })).toBeNull();
  });

  it('cart upsell is the templates bundle at 27 instead of 47, labelled 40% OFF', () => {
    expect(CART_UPSELL).toMatchObject({ name: 'AI Templates Bundle', price: 27, originalPrice: 47, label: '40% OFF' });
    expect(findProduct(CART_UPSELL.productId)?.name).toBe('AI Templates Bundle');
  });
});
