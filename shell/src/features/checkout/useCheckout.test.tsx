import type { ReactNode } from 'react';
import { act, renderHook, type RenderHookResult } from '@testing-library/react';
import { CartProvider, cartTotals, useCartStore } from '@site/shared/cart';
import { findProduct } from '@site/shared/catalogue';
import { REFERRAL_DISCOUNT_RATE, useReferralStore } from '@site/shared/referral';
import { useToastStore } from '@site/shared/toast';
import type { Product } from '@site/shared/types';
import { SIMULATED_PAYMENT_MS } from './checkoutLogic';
import { useCheckoutStore } from './checkoutStore';
import { useCheckout } from './useCheckout';

const course = findProduct('ai-prompt-mastery') as Product;
const lines = [{ product: course, quantity: 1 }];
const toastTitles = () => useToastStore.getState().toasts.map((t) => t.title);
const PAT = { email: 'pat@example.com', firstName: 'Pat', lastName: 'Lee' };

beforeEach(() => {
  localStorage.clear();
  useToastStore.getState().clear();
  useCheckoutStore.getState().reset();
  useReferralStore.setState({ code: null });
  useCartStore.setState({ items: lines, isOpen: true });
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

async function renderCheckout() {
  // The cart's provider only: toasts are read from their store, not from the page.
  const wrapper = ({ children }: { children: ReactNode }) => <CartProvider>{children}</CartProvider>;
  let hook: RenderHookResult<ReturnType<typeof useCheckout>, unknown> | undefined;
  await act(async () => {
    hook = renderHook(() => useCheckout(), { wrapper });
  });
  // The provider reads the stored cart after mount; put the line back for the test.
  act(() => useCartStore.setState({ items: lines, isOpen: true }));
  return (hook as RenderHookResult<ReturnType<typeof useCheckout>, unknown>).result;
}

async function payAndWait(result: { current: ReturnType<typeof useCheckout> }) {
  act(() => result.current.setContact(PAT));
  act(() => result.current.proceedToPayment());
  await act(async () => {
    void result.current.pay();
  });
  await act(async () => {
    jest.advanceTimersByTime(SIMULATED_PAYMENT_MS);
  });
}

describe('proceedToPayment', () => {
  test('with a contact field missing: a destructive toast, and the cart step stays', async () => {
    const result = await renderCheckout();
    act(() => result.current.setContact({ email: PAT.email, firstName: PAT.firstName }));
    act(() => result.current.proceedToPayment());
    expect(useToastStore.getState().toasts.at(-1)).toMatchObject({
      title: 'Missing Information',
      description: 'Please fill in all required fields',
      variant: 'destructive',
    });
    expect(result.current.step).toBe('cart');
  });

  test('with every field filled in: the payment step, and back to the cart keeps the details', async () => {
    const result = await renderCheckout();
    act(() => result.current.setContact(PAT));
    act(() => result.current.proceedToPayment());
    expect(result.current.step).toBe('payment');
    expect(toastTitles()).not.toContain('Missing Information');
    act(() => result.current.backToCart());
    expect(result.current.step).toBe('cart');
    expect(result.current.contact).toEqual(PAT);
  });
});

describe('pay', () => {
  test('processes for two seconds, then confirms the total paid and empties the cart', async () => {
    const result = await renderCheckout();
    const total = result.current.totals.total;
    act(() => result.current.setContact(PAT));
    act(() => result.current.proceedToPayment());
    await act(async () => {
      void result.current.pay();
    });
    expect(result.current.processing).toBe(true);
    await act(async () => {
      void result.current.pay(); // a second press while processing does not pay twice
      jest.advanceTimersByTime(SIMULATED_PAYMENT_MS - 1);
    });
    expect(result.current.step).toBe('payment');
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(result.current).toMatchObject({ step: 'confirmation', processing: false, paidTotal: total, items: [] });
    expect(toastTitles().filter((title) => title === 'Payment Successful!')).toHaveLength(1);
  });

  test("a referred friend's discount is charged once, then used up", async () => {
    const result = await renderCheckout();
    // The provider reads the referral cookie after mount: the code arrives as a link would bring it.
    act(() => useReferralStore.getState().remember('ALEX30'));
    const discounted = cartTotals(lines, REFERRAL_DISCOUNT_RATE).total;
    expect(result.current.totals.total).toBe(discounted);
    expect(result.current.discountLabel).toBeDefined();
    await payAndWait(result);
    expect(result.current.paidTotal).toBe(discounted);
    expect(useReferralStore.getState().code).toBeNull();
  });
});

describe('after a confirmed order', () => {
  test('finish starts afresh and closes the cart', async () => {
    const result = await renderCheckout();
    await payAndWait(result);
    act(() => result.current.finish());
    expect(result.current).toMatchObject({ step: 'cart', paidTotal: null, contact: { email: '' } });
    expect(useCartStore.getState().isOpen).toBe(false);
  });

  test('closing the sheet starts afresh too; closing it on another step keeps the step', async () => {
    const result = await renderCheckout();
    act(() => result.current.setContact(PAT));
    act(() => result.current.proceedToPayment());
    act(() => result.current.setSheetOpen(false));
    expect(result.current.step).toBe('payment');
    expect(useCartStore.getState().isOpen).toBe(false);
    act(() => result.current.setSheetOpen(true));
    await payAndWait(result);
    expect(result.current.step).toBe('confirmation');
    act(() => result.current.setSheetOpen(false));
    expect(result.current.step).toBe('cart');
  });
});
