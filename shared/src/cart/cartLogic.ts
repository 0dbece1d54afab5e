// Pure cart rules of docs/product.md §4 and §9. The store and every screen use these; tests pin them.
// From pricing, not orders: the order schemas (and valibot) stay out of the page's first script.
import { MAX_QUANTITY, priceLines, TAX_BASIS_POINTS, toCents } from '@site/contract/pricing';
import type { CartItem, Product } from '../types';

export const TAX_RATE = TAX_BASIS_POINTS / 10_000;
export const DEFAULT_QUANTITY = 1;
/** The most of one product an order may hold: the server's own limit (its order schema). */
export const MAX_LINE_QUANTITY = MAX_QUANTITY;

/** A line's quantity as the cart keeps it: a whole number, never above what the server accepts. */
export function clampQuantity(quantity: number): number {
  return Math.min(Math.floor(quantity), MAX_LINE_QUANTITY);
}

/**
 * Adds a product: a line already in the cart is raised by `quantity`, a new one is appended; a line
 * never goes above MAX_LINE_QUANTITY.
 */
export function addItem(items: readonly CartItem[], product: Product, quantity = DEFAULT_QUANTITY): CartItem[] {
  if (!Number.isFinite(quantity) || quantity <= 0) return [...items];
  const amount = Math.floor(quantity);
  const existing = items.find((item) => item.product.id === product.id);
  if (!existing) return [...items, { product, quantity: clampQuantity(amount) }];
  return items.map((item) =>
    item.product.id === product.id ? { ...item, quantity: clampQuantity(item.quantity + amount) } : item,
  );
}

/** Sets a line's quantity (at most MAX_LINE_QUANTITY); zero or less removes the line. */
export function setItemQuantity(items: readonly CartItem[], productId: string, quantity: number): CartItem[] {
  if (!Number.isFinite(quantity) || quantity <= 0) return removeItem(items, productId);
  const amount = clampQuantity(quantity);
  return items.map((item) => (item.product.id === productId ? { ...item, quantity: amount } : item));
}

export function removeItem(items: readonly CartItem[], productId: string): CartItem[] {
  return items.filter((item) => item.product.id !== productId);
}

/** Sum of quantities. */
export function itemCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** Sum of price x quantity. */
export function subtotal(items: readonly CartItem[]): number {
  return roundCents(items.reduce((sum, item) => sum + item.product.price * item.quantity, 0));
}

export interface CartTotals {
  subtotal: number;
  /** Amount taken off before tax (a referral discount), 0 when none. */
  discount: number;
  tax: number;
  total: number;
}

/**
 * Totals of docs/product.md §9: tax is 8% of the subtotal, total = subtotal + tax. An optional discount rate
 * (0 to 1) is taken off the subtotal before tax.
 */
export function cartTotals(items: readonly CartItem[], discountRate = 0): CartTotals {
  const rate = Number.isFinite(discountRate) ? Math.min(Math.max(discountRate, 0), 1) : 0;
  // Priced in cents by the same function as the server's order API (@site/contract/pricing).
  const cents = priceLines(
    items.map((item) => ({ unitPriceCents: toCents(item.product.price), quantity: item.quantity })),
    Math.round(rate * 10_000),
  );
  return {
    subtotal: cents.subtotalCents / 100,
    discount: cents.discountCents / 100,
    tax: cents.taxCents / 100,
    total: cents.totalCents / 100,
  };
}

export function roundCents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

// Written out for en-US rather than with Intl.NumberFormat: building an Intl formatter costs
// 10 ms and more the first time (its locale data), a long task on a slow phone.
/** '1,234.5' -> digits grouped by thousands, `decimals` decimals, a minus sign when below zero. */
export function formatNumber(value: number, decimals = 0): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? '∞' : '-∞';
  const factor = 10 ** decimals;
  const rounded = Math.round((Math.abs(value) + Number.EPSILON) * factor) / factor;
  const [whole = '0', fraction] = rounded.toFixed(decimals).split('.');
  const sign = value < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

function dollars(value: number, decimals: number): string {
  const text = formatNumber(value, decimals);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** '$1,234.50': two decimals, as docs/product.md §9 shows totals. */
export function formatMoney(value: number): string {
  return dollars(value, 2);
}

/** '$197': catalogue prices, which are whole dollars. */
export function formatPrice(value: number): string {
  return Number.isInteger(value) ? dollars(value, 0) : dollars(value, 2);
}
