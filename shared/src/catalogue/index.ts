// The catalogue of docs/product.md §3: its data and shape are the contract's (@site/contract/products),
// so that the shop shows the prices the server charges; what the screens need of it is here.
import { products } from '@site/contract/products';
import type { Product } from '../types';

export { products };
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
