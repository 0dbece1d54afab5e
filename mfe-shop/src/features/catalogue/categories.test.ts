import { products } from '@site/shared/catalogue';
import { categories, categoryProducts, isDigitalProduct, productsIn } from './categories';

describe('shop categories', () => {
  it('has five shop categories with their paths', () => {
    expect(categories.map((c) => c.path)).toEqual([
      '/shop/digital',
      '/shop/apps',
      '/shop/ai-solutions',
      '/shop/memberships',
      '/shop/coaching',
    ]);
  });

  it('digital products are courses, templates and ebooks', () => {
    expect(
      products
        .filter(isDigitalProduct)
        .map((p) => p.type)
        .sort(),
    ).toEqual(['digital_course', 'digital_course', 'ebook', 'template', 'template'].sort());
  });

  it('each product category lists its products by its own rule; coaching lists services, not products', () => {
    expect(categories.map((c) => productsIn(c)?.length)).toEqual([5, 5, 3, 1, undefined]);
    expect(categoryProducts('apps').every((p) => p.type === 'app')).toBe(true);
    expect(categoryProducts('ai-solutions').every((p) => p.category === 'ai_solutions')).toBe(true);
    expect(categoryProducts('memberships').map((p) => p.id)).toEqual(['ai-inner-circle']);
  });
});
