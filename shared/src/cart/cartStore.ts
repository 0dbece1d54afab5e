import { create } from 'zustand';
import type { CartItem, Product } from '../types';
import { toast } from '@site/shared/toast';
import { addItem, MAX_LINE_QUANTITY, removeItem, setItemQuantity } from './cartLogic';
import { readStoredCart, writeStoredCart } from './cartStorage';

export interface CartState {
  items: CartItem[];
  /** Whether the cart side sheet is open. */
  isOpen: boolean;
  /** True once the stored cart has been read (after the first render in the browser). */
  hydrated: boolean;
  addToCart: (product: Product, quantity?: number) => void;
  updateQuantity: (productId: string, quantity: number) => void;
  removeFromCart: (productId: string) => void;
  clearCart: (options?: { silent?: boolean }) => void;
  openCart: () => void;
  closeCart: () => void;
  setCartOpen: (open: boolean) => void;
  /** Reads the stored cart (on start and when another tab changes it). */
  hydrate: () => void;
}

const viewCartAction = () => ({ label: 'View Cart', onClick: () => useCartStore.getState().openCart() });

/** The one cart of the page: lives in the shared package, which federation shares as a singleton. */
export const useCartStore = create<CartState>((set, get) => {
  const commit = (items: CartItem[]) => {
    set({ items });
    writeStoredCart(items);
  };
  return {
    items: [],
    isOpen: false,
    hydrated: false,
    addToCart: (product, quantity = 1) => {
      const before = get().items.find((item) => item.product.id === product.id)?.quantity ?? 0;
      if (before >= MAX_LINE_QUANTITY) {
        toast({
          title: 'Cart limit reached',
          description: `Your cart already holds ${MAX_LINE_QUANTITY} of ${product.name}, the most one order can hold.`,
          action: viewCartAction(),
        });
        return;
      }
      commit(addItem(get().items, product, quantity));
      toast({
        title: 'Added to Cart',
        description: `${product.name} has been added to your cart. Ready to checkout?`,
        action: viewCartAction(),
      });
    },
    updateQuantity: (productId, quantity) => {
      const line = get().items.find((item) => item.product.id === productId);
      if (!line) return;
      if (quantity <= 0) {
        get().removeFromCart(productId);
        return;
      }
      // Nothing to change at the limit (the + button says why): no 'Updated Cart' for nothing.
      if (quantity > line.quantity && line.quantity >= MAX_LINE_QUANTITY) return;
      commit(setItemQuantity(get().items, productId, quantity));
      toast({
        title: 'Updated Cart',
        description: `Updated ${line.product.name} quantity. Click the cart icon to checkout.`,
        action: viewCartAction(),
      });
    },
    removeFromCart: (productId) => {
      const line = get().items.find((item) => item.product.id === productId);
      if (!line) return;
      commit(removeItem(get().items, productId));
      toast({ title: 'Removed from Cart', description: `${line.product.name} has been removed from your cart` });
    },
    clearCart: (options) => {
      commit([]);
      if (!options?.silent) {
        toast({ title: 'Cart Cleared', description: 'All items have been removed from your cart' });
      }
    },
    openCart: () => set({ isOpen: true }),
    closeCart: () => set({ isOpen: false }),
    setCartOpen: (open) => set({ isOpen: open }),
    hydrate: () => {
      // Read within the limit an order may hold (a stored 150 is 100: cartStorage).
      const stored = readStoredCart();
      // What was stored and holds no line (corrupt, or products no longer sold) goes: the next
      // page's inline script then marks the cart empty before its first paint (earlyCart.js).
      if (stored.length === 0) writeStoredCart(stored);
      const { items } = get();
      // An empty cart read into an empty cart keeps its array: the parts that show the lines were
      // hydrated with it and have nothing to render again (docs/architecture.md, "Stores after
      // hydration").
      set({ items: stored.length === 0 && items.length === 0 ? items : stored, hydrated: true });
    },
  };
});
