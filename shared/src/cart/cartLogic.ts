// Pure cart rules of SPEC §4 and §9. The store and every screen use these; tests pin them.
import type { CartItem, Product } from '../types';

export const TAX_RATE = 0.08;
export const DEFAULT_QUANTITY = 1;

/** Adds a product: a line already in the cart is raised by `quantity`, a new one is appended. */
export function addItem(items: readonly CartItem[], product: Product, quantity = DEFAULT_QUANTITY): CartItem[] {
  if (!Number.isFinite(quantity) || quantity <= 0) return [...items];
  const amount = Math.floor(quantity);
  const existing = items.find((item) => item.product.id === product.id);
  if (!existing) return [...items, { product, quantity: amount }];
  return items.map((item) => (item.product.id === product.id ? { ...item, quantity: item.quantity + amount } : item));
}

/** Sets a line's quantity; zero or less removes the line. */
export function setItemQuantity(items: readonly CartItem[], productId: string, quantity: number): CartItem[] {
  if (!Number.isFinite(quantity) || quantity <= 0) return removeItem(items, productId);
  const amount = Math.floor(quantity);
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
 * Totals of SPEC §9: tax is 8% of the subtotal, total = subtotal + tax. An optional discount rate
 * (0 to 1) is taken off the subtotal before tax.
 */
export function cartTotals(items: readonly CartItem[], discountRate = 0): CartTotals {
  const sub = subtotal(items);
  const rate = Number.isFinite(discountRate) ? Math.min(Math.max(discountRate, 0), 1) : 0;
  const discount = roundCents(sub * rate);
  const taxable = sub - discount;
  const tax = roundCents(taxable * TAX_RATE);
  return { subtotal: sub, discount, tax, total: roundCents(taxable + tax) };
}

export function roundCents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

// Built on first use, not when the module loads: creating an Intl formatter costs several
// milliseconds, which would lengthen the page's first script task.
let moneyFormat: Intl.NumberFormat | undefined;
let wholeMoneyFormat: Intl.NumberFormat | undefined;

/** '$1,234.50': two decimals, as SPEC §9 shows totals. */
export function formatMoney(value: number): string {
  moneyFormat ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return moneyFormat.format(value);
}

/** '$197': catalogue prices, which are whole dollars. */
export function formatPrice(value: number): string {
  if (!Number.isInteger(value)) return formatMoney(value);
  wholeMoneyFormat ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  return wholeMoneyFormat.format(value);
}
