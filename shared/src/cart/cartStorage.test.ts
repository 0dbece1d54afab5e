import { products } from '@site/shared/catalogue';
import type { Product } from '../types';
import { CART_STORAGE_KEY, parseStoredCart, readStoredCart, serializeCart, writeStoredCart } from './cartStorage';

const course = products[0] as Product;

describe('stored cart', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips ids and quantities, with products taken from the catalogue', () => {
    const raw = serializeCart([{ product: course, quantity: 2 }]);
    expect(JSON.parse(raw)).toEqual({ version: 1, items: [{ productId: course.id, quantity: 2 }] });
    expect(parseStoredCart(raw)).toEqual([{ product: course, quantity: 2 }]);
  });

  it('never trusts a stored price: the catalogue price wins', () => {
    const raw = JSON.stringify({ version: 1, items: [{ productId: course.id, quantity: 1, price: 0.01 }] });
    expect(parseStoredCart(raw)[0]?.product.price).toBe(course.price);
  });

  it.each([
    ['not JSON', '{oops'],
    ['null', 'null'],
    ['wrong version', JSON.stringify({ version: 2, items: [] })],
    ['items not an array', JSON.stringify({ version: 1, items: 'x' })],
    ['negative quantity', JSON.stringify({ version: 1, items: [{ productId: course.id, quantity: -1 }] })],
    ['fractional quantity', JSON.stringify({ version: 1, items: [{ productId: course.id, quantity: 1.5 }] })],
    ['string quantity', JSON.stringify({ version: 1, items: [{ productId: course.id, quantity: '2' }] })],
  ])('discards a corrupt stored cart (%s)', (_label, raw) => {
    expect(parseStoredCart(raw)).toEqual([]);
  });

  it('reads a stored quantity above what an order may hold as the most it may hold', () => {
    const raw = JSON.stringify({ version: 1, items: [{ productId: course.id, quantity: 150 }] });
    expect(parseStoredCart(raw)).toEqual([{ product: course, quantity: 100 }]);
  });

  it('drops unknown product ids and keeps the rest', () => {
    const raw = JSON.stringify({
      version: 1,
      items: [
        { productId: 'no-such-product', quantity: 1 },
        { productId: course.id, quantity: 3 },
      ],
    });
    expect(parseStoredCart(raw)).toEqual([{ product: course, quantity: 3 }]);
  });

  it('writes to and reads from localStorage, and removes the key when empty', () => {
    writeStoredCart([{ product: course, quantity: 1 }]);
    expect(localStorage.getItem(CART_STORAGE_KEY)).not.toBeNull();
    expect(readStoredCart()).toHaveLength(1);
    writeStoredCart([]);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('reads a corrupt value in localStorage as an empty cart', () => {
    localStorage.setItem(CART_STORAGE_KEY, '][');
    expect(readStoredCart()).toEqual([]);
  });
});
