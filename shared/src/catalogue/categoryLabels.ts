import type { ProductCategory } from '../types';

/** What one product of each category is called ("Course", "App"): on covers and in product lists. */
export const CATEGORY_LABELS: Record<ProductCategory, string> = {
  courses: 'Course',
  apps: 'App',
  ai_solutions: 'AI Solution',
  memberships: 'Membership',
  templates: 'Templates',
  ebooks: 'Ebook',
  coaching: 'Coaching',
};
