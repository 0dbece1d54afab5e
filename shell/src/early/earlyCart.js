/* global document, window */
// Marks the page `<html data-cart-empty>` before its first paint when the visitor has no stored cart
// (docs/performance.md, "A page that holds still"). /cart is prerendered without the cart, which
// is read once the app runs: with the mark, it shows its empty state from the first frame, and no
// order summary of $0.00 that would go when the cart is read. The cart removes its key when it
// empties (CART_STORAGE_KEY, shared/src/cart/cartStorage.ts); storage that cannot be read holds no
// cart either.
try {
  if (!window.localStorage.getItem('site.cart.v1')) document.documentElement.setAttribute('data-cart-empty', '');
} catch {
  document.documentElement.setAttribute('data-cart-empty', '');
}
