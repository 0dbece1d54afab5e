import type { Category, Product, ProductType } from '../types';

/** The five shop categories (SPEC §2 Shop pages), each with its page under /shop. */
export const categories: readonly Category[] = [
  {
    id: 'digital',
    name: 'Digital Products',
    description: 'Courses, templates and ebooks you can start using today.',
    icon: 'book',
    path: '/shop/digital',
  },
  {
    id: 'apps',
    name: 'AI Apps',
    description: 'Ready-made business apps with demos and ROI calculators.',
    icon: 'app',
    path: '/shop/apps',
  },
  {
    id: 'ai-solutions',
    name: 'AI Solutions',
    description: 'Complete systems for customer experience, leads and content.',
    icon: 'sparkles',
    path: '/shop/ai-solutions',
  },
  {
    id: 'memberships',
    name: 'Memberships',
    description: 'Ongoing learning, live workshops and a community of peers.',
    icon: 'users',
    path: '/shop/memberships',
  },
  {
    id: 'coaching',
    name: 'Coaching & Services',
    description: 'Strategy, automation, training and implementation with an expert.',
    icon: 'compass',
    path: '/shop/coaching',
  },
];

/** Product types listed on /shop/digital. */
export const DIGITAL_TYPES: readonly ProductType[] = ['digital_course', 'template', 'ebook'];

export function isDigitalProduct(product: Product): boolean {
  return DIGITAL_TYPES.includes(product.type);
}
