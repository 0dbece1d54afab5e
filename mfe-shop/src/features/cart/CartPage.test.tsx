import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartProvider, useCartStore } from '@site/shared/cart';
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
  expect(screen.queryByText('Your cart is empty.')).toBeNull();
  useCartStore.setState({ hydrate });
});

test("a referred visitor's empty cart still names their discount, at $0.00", async () => {
  document.cookie = `ar_ref=PARTNER7Q2K.${Date.now() - 60_000}; path=/`;
  await renderCart([]);
  const summary = screen.getByRole('complementary', { name: 'Order summary' });
  expect(within(summary).getByText('Referral discount (10% off your first purchase)')).toBeVisible();
  expect(within(summary).getByText('−$0.00')).toBeVisible();
});
