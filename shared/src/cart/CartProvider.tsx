import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useStoreAfterHydration } from '@site/shared/hydration';
import { useReferralStore } from '@site/shared/referral';
import { CART_STORAGE_KEY } from './cartStorage';
import { useCartStore, type CartState } from './cartStore';

const CartContext = createContext(false);

/**
 * Marks the tree that may use the cart and keeps the store in step with localStorage: reads it
 * after the first render (so server HTML and the first client render agree) and whenever
 * another tab writes it. The referral cookie (a discount line in the totals) is read at the same time.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    useCartStore.getState().hydrate();
    useReferralStore.getState().load();
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === CART_STORAGE_KEY) useCartStore.getState().hydrate();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return <CartContext.Provider value>{children}</CartContext.Provider>;
}

/** The cart, or the part a selector picks (a part re-renders only when it changes). */
export function useCart(): CartState;
export function useCart<T>(selector: (state: CartState) => T): T;
export function useCart<T>(selector?: (state: CartState) => T): T | CartState {
  const inside = useContext(CartContext);
  if (!inside) throw new Error('useCart must be used within a CartProvider');
  return useStoreAfterHydration(useCartStore, selector);
}
