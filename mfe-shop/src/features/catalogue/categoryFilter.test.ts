import { products } from '@site/shared/catalogue';
import { DIGITAL_TYPES } from './categories';
import { categoryChoices, filterByCategory, showCategoryChips } from './categoryFilter';

const digital = products.filter((p) => DIGITAL_TYPES.includes(p.type));
const apps = products.filter((p) => p.type === 'app');

describe('category filter', () => {
  it("offers 'all' and each distinct category of the whole catalogue once", () => {
    expect(categoryChoices(products)).toEqual([
      'all',
      'courses',
      'ai_solutions',
      'apps',
      'memberships',
      'templates',
      'ebooks',
    ]);
  });

  it('shows chips on the digital page (courses, templates, ebooks) but not for one category', () => {
    expect(categoryChoices(digital)).toEqual(['all', 'courses', 'templates', 'ebooks']);
    expect(showCategoryChips(digital)).toBe(true);
    expect(showCategoryChips(apps)).toBe(false);
    expect(showCategoryChips([])).toBe(false);
  });

  it("'all' keeps every product; a category keeps only its own", () => {
    expect(filterByCategory(products, 'all')).toHaveLength(14);
    expect(filterByCategory(products, 'templates').map((p) => p.id)).toEqual([
      'ai-templates-bundle',
      'social-content-kit',
    ]);
    expect(filterByCategory(products, 'apps')).toHaveLength(5);
  });

  it('is empty for a category with no products', () => {
    expect(filterByCategory(products, 'coaching')).toEqual([]);
    expect(filterByCategory(apps, 'courses')).toEqual([]);
  });
});
