import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCartStore } from '@site/shared/cart';
import { findProduct } from '@site/shared/catalogue';
import { useToastStore } from '@site/shared/toast';
import type { Product } from '@site/shared/types';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CartSheet } from './CartSheet';
import { useCheckoutStore } from './checkoutStore';

const course = findProduct('ai-prompt-mastery') as Product;
const toastTitles = () => useToastStore.getState().toasts.map((t) => t.title);

/** The server's answer to the order (docs/orders.md), or a failure. */
let answer: { status: number; body: unknown };
const paidOrder = {
  id: 'ORD-7K3M9QX2',
  createdAt: '2026-11-24T10:00:00.000Z',
  paidAt: '2026-11-24T10:00:00.000Z',
  status: 'paid',
  email: 'pat@example.com',
  firstName: 'Pat',
  subtotalCents: 19_700,
  discountCents: 0,
  taxCents: 1_576,
  totalCents: 21_276,
  referral: null,
  items: [
    {
      productId: 'ai-prompt-mastery',
      name: 'AI Prompt Mastery Course',
      type: 'digital_course',
      quantity: 1,
      unitPriceCents: 19_700,
      lineTotalCents: 19_700,
      downloadUrl: '/api/downloads/ORD-7K3M9QX2/ai-prompt-mastery?token=abc',
      accessUrl: null,
    },
  ],
  receipt: 'outbox',
  accessToken: 'token.signature',
};

beforeEach(() => {
  answer = { status: 201, body: { order: paidOrder, payment: { provider: 'simulated' } } };
  global.fetch = jest.fn(
    async () => ({ ok: answer.status < 400, status: answer.status, json: async () => answer.body }) as Response,
  ) as typeof fetch;
  localStorage.clear();
  useToastStore.getState().clear();
  useCheckoutStore.getState().reset();
  useCartStore.setState({ items: [{ product: course, quantity: 1 }], isOpen: true });
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

async function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await renderWithProviders(<CartSheet />);
  // The provider reads the stored cart after mount; put the line back for the test.
  act(() => useCartStore.setState({ items: [{ product: course, quantity: 1 }], isOpen: true }));
  return { user, sheet: screen.getByRole('dialog', { name: 'Shopping Cart' }) };
}

test('missing contact details keep the visitor on the cart step with a destructive toast', async () => {
  const { user, sheet } = await setup();
  await user.type(within(sheet).getByLabelText('Email'), 'pat@example.com');
  await user.click(within(sheet).getByRole('button', { name: /Proceed to Payment/ }));
  expect(toastTitles()).toContain('Missing Information');
  expect(useToastStore.getState().toasts.at(-1)).toMatchObject({
    description: 'Please fill in all required fields',
    variant: 'destructive',
  });
  expect(useCheckoutStore.getState().step).toBe('cart');
});

test('missing contact details: the first empty field takes the focus and says what it needs', async () => {
  const { user, sheet } = await setup();
  await user.type(within(sheet).getByLabelText('Email'), 'pat@example.com');
  await user.click(within(sheet).getByRole('button', { name: /Proceed to Payment/ }));
  // At 390 px the toast covers the bottom of the sheet, the button included: the field says it too.
  const first = within(sheet).getByLabelText('First name');
  expect(first).toHaveFocus();
  expect(first).toHaveAttribute('aria-invalid', 'true');
  expect(first).toHaveAccessibleDescription('Enter your first name.');
  await user.type(first, 'Pat');
  expect(first).not.toHaveAttribute('aria-invalid', 'true');
  await user.click(within(sheet).getByRole('button', { name: /Proceed to Payment/ }));
  expect(within(sheet).getByLabelText('Last name')).toHaveFocus();
  expect(within(sheet).getByLabelText('Last name')).toHaveAccessibleDescription('Enter your last name.');
});

test('whitespace-only names do not count as filled in', async () => {
  const { user, sheet } = await setup();
  await user.type(within(sheet).getByLabelText('Email'), 'pat@example.com');
  await user.type(within(sheet).getByLabelText('First name'), '   ');
  await user.type(within(sheet).getByLabelText('Last name'), 'Lee');
  await user.click(within(sheet).getByRole('button', { name: /Proceed to Payment/ }));
  expect(useCheckoutStore.getState().step).toBe('cart');
});

test('the upsell shows its toast and leaves the cart unchanged', async () => {
  const { user, sheet } = await setup();
  expect(within(sheet).getByText('40% OFF')).toBeInTheDocument();
  await user.click(within(sheet).getByRole('button', { name: /Add to order/ }));
  expect(useToastStore.getState().toasts.at(-1)).toMatchObject({
    title: 'Added to Cart',
    description: 'AI Templates Bundle has been added to your order',
  });
  expect(useCartStore.getState().items).toHaveLength(1);
});

test('payment: card by default, Processing... for 2 s, then confirmation and an empty cart', async () => {
  const { user, sheet } = await setup();
  await user.type(within(sheet).getByLabelText('Email'), 'pat@example.com');
  await user.type(within(sheet).getByLabelText('First name'), 'Pat');
  await user.type(within(sheet).getByLabelText('Last name'), 'Lee');
  await user.click(within(sheet).getByRole('button', { name: /Proceed to Payment/ }));

  expect(within(sheet).getByRole('radio', { name: 'Card' })).toBeChecked();
  await user.click(within(sheet).getByRole('button', { name: 'Pay $212.76' }));
  const processing = within(sheet).getByRole('button', { name: 'Processing...' });
  expect(processing).toHaveAttribute('aria-disabled', 'true');
  expect(processing).toHaveFocus();
  await user.click(processing); // a second press does not pay twice

  await act(async () => {
    jest.advanceTimersByTime(1999);
  });
  expect(useCheckoutStore.getState().step).toBe('payment');
  await act(async () => {
    jest.advanceTimersByTime(1);
  });
  expect(useCheckoutStore.getState().step).toBe('confirmation');
  expect(toastTitles().filter((title) => title === 'Payment Successful!')).toHaveLength(1);
  expect(useCartStore.getState().items).toEqual([]);
  expect(screen.getByRole('heading', { name: 'Order confirmed' })).toBeInTheDocument();
  expect(screen.getByTestId('order-number')).toHaveTextContent('ORD-7K3M9QX2');
  expect(screen.getByRole('link', { name: 'Download AI Prompt Mastery Course' })).toHaveAttribute(
    'href',
    '/api/downloads/ORD-7K3M9QX2/ai-prompt-mastery?token=abc',
  );
  // Only what happens is promised: no mail server here, so no "on its way".
  expect(screen.queryByText(/on its way/)).toBeNull();
  expect(screen.getByText(/receipt for/)).toHaveTextContent('Your receipt for pat@example.com is saved');
});

test('the database unreachable: the payment step says so, and the cart and details stay for a retry', async () => {
  answer = {
    status: 503,
    body: {
      error: 'Orders are temporarily unavailable',
      message: 'The shop cannot take orders right now. Nothing was charged: please try again in a few minutes.',
    },
  };
  const { user, sheet } = await setup();
  await user.type(within(sheet).getByLabelText('Email'), 'pat@example.com');
  await user.type(within(sheet).getByLabelText('First name'), 'Pat');
  await user.type(within(sheet).getByLabelText('Last name'), 'Lee');
  await user.click(within(sheet).getByRole('button', { name: /Proceed to Payment/ }));
  await user.click(within(sheet).getByRole('button', { name: 'Pay $212.76' }));
  await act(async () => {
    jest.advanceTimersByTime(10);
  });
  expect(within(sheet).getByRole('alert')).toHaveTextContent('Orders are temporarily unavailable');
  expect(within(sheet).getByRole('alert')).toHaveTextContent('Nothing was charged');
  expect(toastTitles()).toContain('Payment Failed');
  expect(useCartStore.getState().items).toHaveLength(1);
  expect(within(sheet).getByRole('button', { name: 'Pay $212.76' })).toBeInTheDocument();
});

test('the Proceed button is disabled for an empty cart', async () => {
  await setup();
  act(() => useCartStore.setState({ items: [] }));
  expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Proceed to Payment/ })).toBeNull();
});

test('+ stops at the 100 an order may hold, says why, and keeps focus', async () => {
  const { user, sheet } = await setup();
  act(() => useCartStore.setState({ items: [{ product: course, quantity: 99 }] }));
  const more = within(sheet).getByRole('button', { name: 'Increase quantity of AI Prompt Mastery Course' });
  await user.click(more);
  expect(within(sheet).getByLabelText('Quantity of AI Prompt Mastery Course')).toHaveTextContent('100');
  expect(more).toHaveAttribute('aria-disabled', 'true');
  expect(more).toHaveAccessibleDescription('100 is the most of one product an order can hold.');
  expect(more).toHaveFocus();
  await user.click(more);
  expect(useCartStore.getState().items[0]?.quantity).toBe(100);
});

test('an email the server would refuse is caught on the details step, by its field, with focus on it', async () => {
  const { user, sheet } = await setup();
  const email = within(sheet).getByLabelText('Email');
  await user.type(email, 'not-an-email');
  await user.type(within(sheet).getByLabelText('First name'), 'Pat');
  await user.type(within(sheet).getByLabelText('Last name'), 'Lee');
  await user.click(within(sheet).getByRole('button', { name: /Proceed to Payment/ }));
  expect(useCheckoutStore.getState().step).toBe('cart');
  expect(email).toHaveFocus();
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveAccessibleDescription('Enter a valid email address');
  expect(within(sheet).getByLabelText('First name')).toHaveValue('Pat');
  expect(global.fetch).not.toHaveBeenCalled();

  await user.clear(email);
  await user.type(email, 'pat@example.com');
  expect(email).not.toHaveAttribute('aria-invalid');
  await user.click(within(sheet).getByRole('button', { name: /Proceed to Payment/ }));
  expect(useCheckoutStore.getState().step).toBe('payment');
});

test("Escape after a toast's View Cart returns focus to the cart button, not to the emptied toast list", async () => {
  jest.useRealTimers();
  const user = userEvent.setup();
  await renderWithProviders(
    <>
      <button type="button" data-cart-opener>
        Cart
      </button>
      <CartSheet />
    </>,
  );
  act(() => useCartStore.setState({ items: [], isOpen: false }));
  act(() => useCartStore.getState().addToCart(course));
  await screen.findByRole('button', { name: 'View Cart' });
  // As a keyboard visitor does (F8 to the toasts, Tab to the action, Enter).
  act(() => screen.getByRole('button', { name: 'View Cart' }).focus());
  await user.keyboard('{Enter}');
  const sheet = await screen.findByRole('dialog', { name: 'Shopping Cart' });
  await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Cart' })).toHaveFocus());
});
