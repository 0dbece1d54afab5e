import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CART_EMPTY_MARK, CartProvider, useCartStore } from '@site/shared/cart';
import { findProduct } from '@site/shared/catalogue';
import { useReferralStore } from '@site/shared/referral';
import { useToastStore } from '@site/shared/toast';
import type { Product } from '@site/shared/types';
import { renderPage } from '../../test/renderPage';
import { CartPage } from './CartPage';

const course = findProduct('ai-prompt-mastery') as Product;
const tracker = findProduct('lead-tracker-app') as Product;

beforeEach(() => {
  localStorage.clear();
  useToastStore.getState().clear();
  useCartStore.setState({ items: [], isOpen: false });
  document.cookie = 'ar_ref=; Max-Age=0; path=/';
  useReferralStore.setState({ code: null });
});

/** The cart as the page reads it: stored, then read by the provider. */
const renderCart = async (lines: readonly Product[]) => {
  for (const product of lines) useCartStore.getState().addToCart(product);
  await renderPage(
    <CartProvider>
      <CartPage />
    </CartProvider>,
    '/cart',
  );
};

// The button a keyboard visitor pressed is gone with its line: the focus stays in the cart.
test('Remove puts the focus on the next line, not on the page body', async () => {
  await renderCart([course, tracker]);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Remove AI Prompt Mastery Course from cart' }));
  expect(screen.queryByText('AI Prompt Mastery Course')).toBeNull();
  expect(screen.getByRole('button', { name: 'Remove AI Lead Tracker from cart' })).toHaveFocus();
});

test('taking the last line out (minus to zero) leaves the focus on "Your cart is empty."', async () => {
  await renderCart([tracker]);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Decrease quantity of AI Lead Tracker' }));
  expect(screen.getByText('Your cart is empty.')).toHaveFocus();
});

test('before the stored cart is read (a slow phone), the page says so rather than an empty $0.00 cart', async () => {
  const { hydrate } = useCartStore.getState();
  // The provider has not read the stored cart yet.
  useCartStore.setState({ items: [], hydrated: false, hydrate: () => undefined });
  await renderPage(
    <CartProvider>
      <CartPage />
    </CartProvider>,
    '/cart',
  );
  expect(screen.getByRole('status')).toHaveTextContent('Reading your cart…');
  for (const zero of screen.queryAllByText('$0.00')) expect(zero).not.toBeVisible();
  expect(screen.getByText('Your cart is empty.')).not.toBeVisible();
  useCartStore.setState({ hydrate });
});

test('before the cart is read, a page marked as having no stored cart shows the empty cart at once', async () => {
  const { hydrate } = useCartStore.getState();
  useCartStore.setState({ items: [], hydrated: false, hydrate: () => undefined });
  document.documentElement.setAttribute(CART_EMPTY_MARK, '');
  try {
    await renderPage(
      <CartProvider>
        <CartPage />
      </CartProvider>,
      '/cart',
    );
    expect(screen.getByText('Your cart is empty.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop');
    expect(screen.getByText('Reading your cart…')).not.toBeVisible();
    expect(screen.getByText('Order summary')).not.toBeVisible();
  } finally {
    document.documentElement.removeAttribute(CART_EMPTY_MARK);
    useCartStore.setState({ hydrate });
  }
});

test('an empty cart says so with a way to the shop, and no order summary of $0.00, referred or not', async () => {
  document.cookie = `ar_ref=PARTNER7Q2K.${Date.now() - 60_000}; path=/`;
  await renderCart([]);
  expect(screen.getByText('Your cart is empty.')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop');
  expect(screen.queryByRole('complementary', { name: 'Order summary' })).toBeNull();
  expect(screen.queryByText('−$0.00')).toBeNull();
});

test("a referred visitor's cart names their discount in the summary", async () => {
  document.cookie = `ar_ref=PARTNER7Q2K.${Date.now() - 60_000}; path=/`;
  await renderCart([course]);
  const summary = screen.getByRole('complementary', { name: 'Order summary' });
  expect(within(summary).getByText('Referral discount (10% off your first purchase)')).toBeVisible();
});
