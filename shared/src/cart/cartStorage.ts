// The cart is kept in localStorage as product ids and quantities only; prices always come from
// the catalogue. Anything stored that does not check out is discarded, never a crash.
import * as v from '@site/shared/schema';
import type { CartItem } from '../types';
import { findProduct } from '@site/shared/catalogue';
import { MAX_LINES } from '@site/contract/pricing';
import { clampQuantity } from './cartLogic';

export const CART_STORAGE_KEY = 'site.cart.v1';
/**
 * The attribute of `<html>` that says, before the first paint, that the visitor has no stored cart
 * (set by the page's inline script, shell/src/early/earlyCart.js: docs/performance.md).
 */
export const CART_EMPTY_MARK = 'data-cart-empty';
// Read up to this and cut to what an order may hold (clampQuantity): a cart kept before the limit
// was the cart's own stays, at the most the server accepts.
const MAX_STORED_QUANTITY = 999;

const StoredCartSchema = v.object({
  version: v.literal(1),
  items: v.pipe(
    v.array(
      v.object({
        productId: v.pipe(v.string(), v.maxLength(100)),
        quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_STORED_QUANTITY)),
      }),
    ),
    v.maxLength(MAX_LINES),
  ),
});

export function serializeCart(items: readonly CartItem[]): string {
  return JSON.stringify({
    version: 1,
    items: items.map((item) => ({ productId: item.product.id, quantity: item.quantity })),
  });
}

/** Parses stored JSON; returns [] for anything missing, corrupt or of the wrong shape. */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  const result = v.safeParse(StoredCartSchema, data);
  if (!result.success) return [];
  const items: CartItem[] = [];
  for (const line of result.output.items) {
    const product = findProduct(line.productId);
    if (product && !items.some((item) => item.product.id === product.id)) {
      items.push({ product, quantity: clampQuantity(line.quantity) });
    }
  }
  return items;
}

export function readStoredCart(storage: Storage | undefined = safeLocalStorage()): CartItem[] {
  if (!storage) return [];
  try {
    return parseStoredCart(storage.getItem(CART_STORAGE_KEY));
  } catch {
    return [];
  }
}

export function writeStoredCart(items: readonly CartItem[], storage: Storage | undefined = safeLocalStorage()): void {
  if (!storage) return;
  try {
    if (items.length === 0) storage.removeItem(CART_STORAGE_KEY);
    else storage.setItem(CART_STORAGE_KEY, serializeCart(items));
  } catch {
    // Storage full or blocked (private mode): the cart still works for this page.
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
