// The page's inline script marks a visitor with no stored cart before the first paint, with the
// cart's own key and the attribute /cart's styles read (docs/performance.md, "A page that holds still").
import fs from 'node:fs';
import path from 'node:path';
import { CART_EMPTY_MARK, CART_STORAGE_KEY, serializeCart } from '@site/shared/cart';
import { findProduct } from '@site/shared/catalogue';
import type { Product } from '@site/shared/types';

const source = fs.readFileSync(path.join(__dirname, 'earlyCart.js'), 'utf8');
const run = () => new Function(source)();
const marked = () => document.documentElement.hasAttribute(CART_EMPTY_MARK);

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(CART_EMPTY_MARK);
  jest.restoreAllMocks();
});

test('the script reads the key the cart keeps and sets the attribute /cart reads', () => {
  expect(source).toContain(`'${CART_STORAGE_KEY}'`);
  expect(source).toContain(`'${CART_EMPTY_MARK}'`);
});

test('a visitor without a stored cart is marked', () => {
  run();
  expect(marked()).toBe(true);
});

test('a visitor with a stored cart is not', () => {
  localStorage.setItem(
    CART_STORAGE_KEY,
    serializeCart([{ product: findProduct('ai-prompt-mastery') as Product, quantity: 1 }]),
  );
  run();
  expect(marked()).toBe(false);
});

test('storage that cannot be read holds no cart: the visitor is marked, and the page goes on', () => {
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('SecurityError');
  });
  expect(run).not.toThrow();
  expect(marked()).toBe(true);
});
