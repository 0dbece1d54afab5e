import { products } from '@site/shared/catalogue';
import type { Product } from '../types';
import {
  addItem,
  cartTotals,
  formatMoney,
  itemCount,
  MAX_LINE_QUANTITY,
  removeItem,
  setItemQuantity,
  subtotal,
  TAX_RATE,
} from './cartLogic';

const course = products.find((p) => p.id === 'ai-prompt-mastery') as Product; // 197
const ebook = products.find((p) => p.id === 'ai-strategy-intensive') as Product; // 19

describe('cart rules (docs/product.md §4, §9)', () => {
  it('appends a new product with the default quantity of 1', () => {
    const items = addItem([], course);
    expect(items).toEqual([{ product: course, quantity: 1 }]);
  });

  it('raises the quantity of a product already in the cart by the amount added', () => {
    let items = addItem([], course);
    items = addItem(items, course, 3);
    expect(items).toHaveLength(1);
    expect(items[0]?.quantity).toBe(4);
  });

  it('ignores a non-positive or non-numeric amount to add', () => {
    const items = addItem([], course);
    expect(addItem(items, course, 0)).toEqual(items);
    expect(addItem(items, course, -2)).toEqual(items);
    expect(addItem(items, course, Number.NaN)).toEqual(items);
  });

  it('never holds more of one product than an order may (the server refuses 101)', () => {
    expect(MAX_LINE_QUANTITY).toBe(100);
    expect(addItem(addItem([], course, 99), course, 5)[0]?.quantity).toBe(100);
    expect(addItem([], course, 250)[0]?.quantity).toBe(100);
    expect(setItemQuantity(addItem([], course), course.id, 101)[0]?.quantity).toBe(100);
  });

  it('sets a quantity, and zero or less removes the line', () => {
    const items = addItem(addItem([], course), ebook);
    expect(setItemQuantity(items, course.id, 5).find((i) => i.product.id === course.id)?.quantity).toBe(5);
    expect(setItemQuantity(items, course.id, 0).map((i) => i.product.id)).toEqual([ebook.id]);
    expect(setItemQuantity(items, course.id, -1).map((i) => i.product.id)).toEqual([ebook.id]);
  });

  it('removes a line', () => {
    const items = addItem(addItem([], course), ebook);
    expect(removeItem(items, ebook.id).map((i) => i.product.id)).toEqual([course.id]);
  });

  it('counts items as the sum of quantities', () => {
    const items = addItem(addItem([], course, 2), ebook, 3);
    expect(itemCount(items)).toBe(5);
    expect(itemCount([])).toBe(0);
  });

  it('totals: subtotal is price x quantity, tax 8%, total = subtotal + tax', () => {
    const items = addItem(addItem([], course, 2), ebook); // 394 + 19 = 413
    expect(subtotal(items)).toBe(413);
    expect(TAX_RATE).toBe(0.08);
    expect(cartTotals(items)).toEqual({ subtotal: 413, discount: 0, tax: 33.04, total: 446.04 });
  });

  it('rounds tax to cents and shows totals with 2 decimals', () => {
    const items = addItem([], ebook); // 19 -> tax 1.52
    const totals = cartTotals(items);
    expect(totals.tax).toBe(1.52);
    expect(formatMoney(totals.total)).toBe('$20.52');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
  });

  it('takes a discount off before tax', () => {
    const items = addItem([], course); // 197
    expect(cartTotals(items, 0.1)).toEqual({ subtotal: 197, discount: 19.7, tax: 14.18, total: 191.48 });
  });

  it('empty cart totals are zero', () => {
    expect(cartTotals([])).toEqual({ subtotal: 0, discount: 0, tax: 0, total: 0 });
  });
});
