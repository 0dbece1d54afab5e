import { products } from '@site/shared/catalogue';
import { useToastStore } from '@site/shared/toast';
import type { Product } from '../types';
import { CART_STORAGE_KEY } from './cartStorage';
import { useCartStore } from './cartStore';

const course = products.find((p) => p.id === 'ai-prompt-mastery') as Product;

const lastToast = () => useToastStore.getState().toasts.at(-1);

describe('cart store actions and their messages (docs/product.md §8)', () => {
  beforeEach(() => {
    localStorage.clear();
    useCartStore.setState({ items: [], isOpen: false });
    useToastStore.getState().clear();
  });

  it('add: toast with a View Cart action that opens the cart panel', () => {
    useCartStore.getState().addToCart(course);
    expect(lastToast()).toMatchObject({
      title: 'Added to Cart',
      description: 'AI Prompt Mastery Course has been added to your cart. Ready to checkout?',
    });
    lastToast()?.action?.onClick();
    expect(useCartStore.getState().isOpen).toBe(true);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}').items).toEqual([
      { productId: course.id, quantity: 1 },
    ]);
  });

  it('update: toast with View Cart; zero removes with the remove message', () => {
    useCartStore.getState().addToCart(course);
    useCartStore.getState().updateQuantity(course.id, 3);
    expect(lastToast()).toMatchObject({
      title: 'Updated Cart',
      description: 'Updated AI Prompt Mastery Course quantity. Click the cart icon to checkout.',
    });
    expect(lastToast()?.action?.label).toBe('View Cart');
    useCartStore.getState().updateQuantity(course.id, 0);
    expect(useCartStore.getState().items).toEqual([]);
    expect(lastToast()).toMatchObject({
      title: 'Removed from Cart',
      description: 'AI Prompt Mastery Course has been removed from your cart',
    });
  });

  it('at the most one order holds, add and + change nothing and say so', () => {
    useCartStore.getState().addToCart(course, 100);
    useCartStore.getState().updateQuantity(course.id, 101);
    expect(useCartStore.getState().items[0]?.quantity).toBe(100);
    expect(lastToast()?.title).toBe('Added to Cart');
    useCartStore.getState().addToCart(course);
    expect(useCartStore.getState().items[0]?.quantity).toBe(100);
    expect(lastToast()).toMatchObject({
      title: 'Cart limit reached',
      description: 'Your cart already holds 100 of AI Prompt Mastery Course, the most one order can hold.',
    });
  });

  it('clear: empties the cart with the clear message', () => {
    useCartStore.getState().addToCart(course);
    useCartStore.getState().clearCart();
    expect(useCartStore.getState().items).toEqual([]);
    expect(lastToast()).toMatchObject({
      title: 'Cart Cleared',
      description: 'All items have been removed from your cart',
    });
  });

  it('hydrate: reads what another tab stored', () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ version: 1, items: [{ productId: course.id, quantity: 2 }] }),
    );
    useCartStore.getState().hydrate();
    expect(useCartStore.getState().items).toEqual([{ product: course, quantity: 2 }]);
    expect(useCartStore.getState().hydrated).toBe(true);
  });

  it.each([
    ['corrupt', '{"version":1,"items":['],
    ['of a product no longer sold', JSON.stringify({ version: 1, items: [{ productId: 'gone', quantity: 1 }] })],
  ])('hydrate: a stored cart %s is removed, so the next page knows the cart is empty', (_, stored) => {
    localStorage.setItem(CART_STORAGE_KEY, stored);
    useCartStore.getState().hydrate();
    expect(useCartStore.getState().items).toEqual([]);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('hydrate: an empty store read into an empty cart keeps the same lines, so nothing renders again', () => {
    useCartStore.setState({ items: [], hydrated: false });
    const before = useCartStore.getState().items;
    useCartStore.getState().hydrate();
    expect(useCartStore.getState().items).toBe(before);
    expect(useCartStore.getState().hydrated).toBe(true);
  });
});
