export * from './cartLogic';
export { useCartStore, type CartState } from './cartStore';
export { CartProvider, useCart } from './CartProvider';
export { CART_EMPTY_MARK, CART_STORAGE_KEY, parseStoredCart, serializeCart } from './cartStorage';
export { CartTotalsView } from './CartTotalsView';
export { useCartTotals, type CartTotalsWithLabel } from './useCartTotals';
