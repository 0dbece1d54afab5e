// The five shop categories (docs/product.md §2 Shop pages), each with its page under /shop and the rule that
// says which products it lists: the category's page and the count on /shop both read it here.
import { products } from '@site/shared/catalogue';
import type { Product, ProductType } from '@site/shared/types';
import type { IconName } from '@site/shared/ui';
import { shopPaths, type ShopCategorySlug } from '@site/paths/shop';

export type ShopCategoryId = ShopCategorySlug;

export interface ShopCategory {
  id: ShopCategoryId;
  name: string;
  description: string;
  icon: IconName;
  path: string;
  /** Which products the category lists; none for a category of services rather than products. */
  includes?: (product: Product) => boolean;
}

/** Product types listed on /shop/digital. */
export const DIGITAL_TYPES: readonly ProductType[] = ['digital_course', 'template', 'ebook'];

export function isDigitalProduct(product: Product): boolean {
  return DIGITAL_TYPES.includes(product.type);
}

export const categories: readonly ShopCategory[] = [
  {
    id: 'digital',
    name: 'Digital Products',
    description: 'Courses, templates and ebooks you can start using today.',
    icon: 'book',
    path: shopPaths.category('digital'),
    includes: isDigitalProduct,
  },
  {
    id: 'apps',
    name: 'AI Apps',
    description: 'Ready-made business apps with demos and ROI calculators.',
    icon: 'app',
    path: shopPaths.category('apps'),
    includes: (product) => product.type === 'app',
  },
  {
    id: 'ai-solutions',
    name: 'AI Solutions',
    description: 'Complete systems for customer experience, leads and content.',
    icon: 'sparkles',
    path: shopPaths.category('ai-solutions'),
    includes: (product) => product.category === 'ai_solutions',
  },
  {
    id: 'memberships',
    name: 'Memberships',
    description: 'Ongoing learning, live workshops and a community of peers.',
    icon: 'users',
    path: shopPaths.category('memberships'),
    includes: (product) => product.type === 'membership',
  },
  {
    id: 'coaching',
    name: 'Coaching & Services',
    description: 'Strategy, automation, training and implementation with an expert.',
    icon: 'compass',
    path: shopPaths.category('coaching'),
  },
];

/** The catalogue's products a category lists, in catalogue order; undefined for a category of services. */
export function productsIn(category: ShopCategory, catalogue: readonly Product[] = products): Product[] | undefined {
  const { includes } = category;
  return includes ? catalogue.filter(includes) : undefined;
}

/** The products of a category that lists products (the category pages). */
export function categoryProducts(id: Exclude<ShopCategoryId, 'coaching'>): Product[] {
  const category = categories.find((c) => c.id === id);
  return (category && productsIn(category)) ?? [];
}
