import { act, screen } from '@testing-library/react';
import { useCartStore } from '@site/shared/cart';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CartSheet } from './CartSheet';
import { useCheckoutStore } from './checkoutStore';
import { readCheckoutReturn } from './useCheckoutReturn';

const order = (status: 'paid' | 'pending') => ({
  id: 'ORD-7K3M9QX2',
  createdAt: '2026-11-24T10:00:00.000Z',
  paidAt: status === 'paid' ? '2026-11-24T10:00:05.000Z' : null,
  status,
  email: 'pat@example.com',
  firstName: 'Pat',
  subtotalCents: 1_900,
  discountCents: 0,
  taxCents: 152,
  totalCents: 2_052,
  referral: null,
  items: [],
  receipt: status === 'paid' ? 'email' : null,
});

describe('readCheckoutReturn', () => {
  test('takes a well-formed return and ignores anything else', () => {
    expect(readCheckoutReturn('?checkout=success&order=ORD-7K3M9QX2&access=abc.def-ghi_jk')).toEqual({
      outcome: 'success',
      id: 'ORD-7K3M9QX2',
      access: 'abc.def-ghi_jk',
    });
    expect(readCheckoutReturn('?checkout=success&order=<script>&access=abc.def-ghi_jk')).toBeNull();
    expect(readCheckoutReturn('?checkout=paid&order=ORD-7K3M9QX2&access=abc.def-ghi_jk')).toBeNull();
    expect(readCheckoutReturn('?checkout=success&order=ORD-7K3M9QX2&access=x"y')).toBeNull();
    expect(readCheckoutReturn('')).toBeNull();
  });
});

describe("back from Stripe's page", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    useCheckoutStore.getState().reset();
    useCartStore.setState({ items: [], isOpen: false });
  });
  afterEach(() => jest.useRealTimers());

  test('a pending order is shown as pending, then as paid once the server says so; the address is cleaned', async () => {
    const answers = [order('pending'), order('paid')];
    global.fetch = jest.fn(
      async () => ({ ok: true, status: 200, json: async () => ({ order: answers.shift() }) }) as Response,
    ) as typeof fetch;
    window.history.pushState({}, '', '/shop?checkout=success&order=ORD-7K3M9QX2&access=abc.def-ghi_jk&x=1');
    await renderWithProviders(<CartSheet />);
    await act(async () => {
      jest.advanceTimersByTime(10);
    });
    expect(window.location.pathname + window.location.search).toBe('/shop?x=1');
    expect(screen.getByTestId('order-number')).toHaveTextContent('ORD-7K3M9QX2');
    expect(screen.getByText('Payment pending')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your payment is being confirmed');
    await act(async () => {
      jest.advanceTimersByTime(2_000);
    });
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.getByText(/is on its way to/)).toBeInTheDocument();
  });
});
