// Category filter of docs/product.md §4: 'all' plus each distinct category of the listed products; chips only
// when there is more than one category.
import type { Product, ProductCategory } from '@site/shared/types';

export type CategoryChoice = 'all' | ProductCategory;

export const CATEGORY_LABELS: Record<CategoryChoice, string> = {
  all: 'All',
  courses: 'Courses',
  apps: 'Apps',
  ai_solutions: 'AI Solutions',
  memberships: 'Memberships',
  templates: 'Templates',
  ebooks: 'Ebooks',
  coaching: 'Coaching',
};

/** 'all' then each category in the order it first appears. */
export function categoryChoices(products: readonly Product[]): CategoryChoice[] {
  return ['all', ...new Set(products.map((product) => product.category))];
}

/** Chips are worth showing only when they can narrow the list. */
export function showCategoryChips(products: readonly Product[]): boolean {
  return categoryChoices(products).length > 2;
}

export function filterByCategory(products: readonly Product[], choice: CategoryChoice): Product[] {
  return choice === 'all' ? [...products] : products.filter((product) => product.category === choice);
}

export const NO_PRODUCTS_MESSAGE = 'No products found in this category.';
