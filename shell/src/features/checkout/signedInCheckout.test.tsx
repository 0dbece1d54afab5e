// A signed-in buyer at the checkout (buyer QA): the account's email is there already, never over what
// was typed, and the confirmation does not ask them to sign in to find an order that is theirs.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@supabase/supabase-js';
import { resetAuthForTests, resetSupabaseClientForTests, startAuth, useAuthStore } from '@site/shared/auth';
import { useCartStore } from '@site/shared/cart';
import { findProduct } from '@site/shared/catalogue';
import type { OrderView } from '@site/shared/orders';
import type { Product } from '@site/shared/types';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CartSheet } from './CartSheet';
import { useCheckoutStore } from './checkoutStore';

const course = findProduct('ai-prompt-mastery') as Product;
const order = {
  id: 'ORD-7K3M9QX2',
  status: 'paid',
  email: 'pat@example.com',
  firstName: 'Pat',
  totalCents: 21_276,
  discountCents: 0,
  receipt: 'outbox',
  items: [],
} as unknown as OrderView;

const signIn = (email: string) =>
  act(async () => {
    useAuthStore.setState({ user: { id: 'u', email } as User, loading: false });
  });

async function openCart() {
  useCartStore.setState({ items: [{ product: course, quantity: 1 }], isOpen: true });
  await renderWithProviders(<CartSheet />);
  await act(() => startAuth());
  // The provider reads the stored cart after mount; put the line back for the test.
  act(() => useCartStore.setState({ items: [{ product: course, quantity: 1 }], isOpen: true }));
  return within(await screen.findByRole('dialog', { name: 'Shopping Cart' }));
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined); // no auth backend in tests
  resetSupabaseClientForTests();
  resetAuthForTests();
  localStorage.clear();
  useCheckoutStore.getState().reset();
});
afterEach(() => jest.restoreAllMocks());

test("the account's email fills the empty Email field", async () => {
  const sheet = await openCart();
  expect(sheet.getByLabelText('Email')).toHaveValue('');
  await signIn('pat@example.com');
  expect(sheet.getByLabelText('Email')).toHaveValue('pat@example.com');
});

test('an email already typed stays', async () => {
  const sheet = await openCart();
  await userEvent.setup().type(sheet.getByLabelText('Email'), 'work@example.com');
  await signIn('pat@example.com');
  expect(sheet.getByLabelText('Email')).toHaveValue('work@example.com');
});

test('the confirmation tells a signed-in buyer the order is in their dashboard, not to sign in', async () => {
  await renderWithProviders(<CartSheet />);
  await act(() => startAuth());
  act(() => {
    useCheckoutStore.setState({ step: 'confirmation', order });
    useCartStore.setState({ isOpen: true });
  });
  expect(screen.getByText(/receipt for/)).toHaveTextContent(/sign in with this email/);
  await signIn('pat@example.com');
  expect(screen.getByText(/receipt for/)).toHaveTextContent(
    'Your receipt for pat@example.com is saved with these links. This order is in your dashboard too.',
  );
});
