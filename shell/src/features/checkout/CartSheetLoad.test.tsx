// The cart's steps load when the sheet first opens (CartSheet): a connection that drops then leaves
// a sentence and Try again in the sheet, never a blank page, and Try again loads them.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCartStore } from '@site/shared/cart';
import { findProduct } from '@site/shared/catalogue';
import type { Product } from '@site/shared/types';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CartSheet } from './CartSheet';

let attempts = 0;
jest.mock('./steps/CheckoutSteps', () => {
  attempts += 1;
  if (attempts === 1) throw new Error('Loading chunk 412 failed.');
  return { __esModule: true, default: () => <p>The checkout steps</p> };
});

const course = findProduct('ai-prompt-mastery') as Product;

test('steps that fail to load say so in the open sheet, and Try again loads them', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await renderWithProviders(<CartSheet />);
  await act(async () => useCartStore.setState({ items: [{ product: course, quantity: 1 }], isOpen: true }));
  const sheet = await screen.findByRole('dialog', { name: 'Shopping Cart' });
  expect(await screen.findByRole('alert')).toHaveTextContent('The cart could not be loaded: the connection dropped.');
  expect(sheet).toBeVisible();

  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('The checkout steps')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});
