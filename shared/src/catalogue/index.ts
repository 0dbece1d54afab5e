import type { Product } from '../types';
import { products } from './products';

export { products } from './products';
export { CATEGORY_LABELS } from './categoryLabels';

const byId = new Map(products.map((p) => [p.id, p]));

export function findProduct(id: string): Product | undefined {
  return byId.get(id);
}

/** Rounded percentage saved against originalPrice (docs/product.md §4 Discount badge), or null. */
export function discountPercent(product: Pick<Product, 'price' | 'originalPrice'>): number | null {
  const { price, originalPrice } = product;
  if (originalPrice === undefined || originalPrice <= 0 || originalPrice <= price) return null;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

/** The upsell offered in the cart sheet: the templates bundle at a reduced price (docs/product.md §9). */
export const CART_UPSELL = {
  productId: 'ai-templates-bundle',
  name: 'AI Templates Bundle',
  price: 27,
  originalPrice: 47,
  label: '40% OFF',
} as const;
