import type { ReactNode } from 'react';
import { act, renderHook, type RenderHookResult } from '@testing-library/react';
import { CartProvider, cartTotals, useCartStore } from '@site/shared/cart';
import { findProduct } from '@site/shared/catalogue';
import { REFERRAL_DISCOUNT_RATE, useReferralStore } from '@site/shared/referral';
import { useToastStore } from '@site/shared/toast';
import type { Product } from '@site/shared/types';
import { SIMULATED_PAYMENT_MS } from './checkoutLogic';
import { useCheckoutStore } from '../checkoutStore';
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

/** The server's answers, as docs/orders.md gives them: the order priced from what was sent. */
function serverOrder(request: { items: { productId: string; quantity: number }[] }, discountCents = 0) {
  const subtotalCents = request.items.reduce((sum, item) => sum + 19_700 * item.quantity, 0);
  const taxCents = Math.round((subtotalCents - discountCents) * 0.08);
  return {
    id: 'ORD-7K3M9QX2',
    createdAt: '2026-11-24T10:00:00.000Z',
    paidAt: '2026-11-24T10:00:00.000Z',
    status: 'paid',
    email: PAT.email,
    firstName: PAT.firstName,
    subtotalCents,
    discountCents,
    taxCents,
    totalCents: subtotalCents - discountCents + taxCents,
    referral: null,
    items: [],
    receipt: 'outbox',
    accessToken: 'token.signature',
  };
}

type Answer = { status: number; body: unknown };
const sent: { body: Record<string, unknown>; key: string }[] = [];
let answers: Answer[] = [];

beforeEach(() => {
  sent.length = 0;
  answers = [];
  global.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    sent.push({ body, key: (init?.headers as Record<string, string>)['Idempotency-Key'] ?? '' });
    const next = answers.shift() ?? {
      status: 201,
      body: { order: serverOrder(body as never), payment: { provider: 'simulated' } },
    };
    return { ok: next.status < 400, status: next.status, json: async () => next.body } as Response;
  }) as typeof fetch;
});

describe('pay', () => {
  test("sends ids, quantities, contact and referral code (never a price), then confirms the server's order after two seconds", async () => {
    const result = await renderCheckout();
    act(() => result.current.setContact(PAT));
    act(() => result.current.proceedToPayment());
    await act(async () => {
      void result.current.pay();
    });
    expect(result.current.processing).toBe(true);
    await act(async () => {
      void result.current.pay(); // a second press while processing does not pay twice
      jest.advanceTimersByTime(SIMULATED_PAYMENT_MS - 100);
    });
    expect(result.current.step).toBe('payment');
    await act(async () => {
      jest.advanceTimersByTime(100);
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      items: [{ productId: 'ai-prompt-mastery', quantity: 1 }],
      contact: PAT,
      referralCode: null,
    });
    expect(JSON.stringify(sent[0]?.body)).not.toMatch(/price|total/i);
    expect(result.current).toMatchObject({ step: 'confirmation', processing: false, items: [] });
    expect(result.current.order).toMatchObject({ id: 'ORD-7K3M9QX2', totalCents: 21_276 });
    expect(toastTitles().filter((title) => title === 'Payment Successful!')).toHaveLength(1);
  });

  test('a failure keeps the cart and details, says why, and a retry sends the same idempotency key', async () => {
    const result = await renderCheckout();
    answers = [
      {
        status: 503,
        body: { error: 'Orders are temporarily unavailable', message: 'Nothing was charged: please try again.' },
      },
    ];
    await payAndWait(result);
    expect(result.current.step).toBe('payment');
    expect(result.current.failure).toEqual({
      error: 'Orders are temporarily unavailable',
      message: 'Nothing was charged: please try again.',
    });
    expect(result.current.items).toHaveLength(1);
    expect(toastTitles()).toContain('Payment Failed');
    await act(async () => {
      void result.current.pay();
    });
    await act(async () => {
      jest.advanceTimersByTime(SIMULATED_PAYMENT_MS);
    });
    expect(sent).toHaveLength(2);
    expect(sent[1]?.key).toBe(sent[0]?.key);
    expect(result.current.step).toBe('confirmation');
  });

  test("a referred friend's code is sent and used up; a code the server refuses is dropped, so the cart shows the full price", async () => {
    const result = await renderCheckout();
    act(() => useReferralStore.getState().remember('ALEX30'));
    expect(result.current.totals.total).toBe(cartTotals(lines, REFERRAL_DISCOUNT_RATE).total);
    answers = [
      {
        status: 409,
        body: {
          error: 'Referral discount not available',
          message: 'The referral discount is for a first purchase only.',
          field: 'referralCode',
        },
      },
    ];
    await payAndWait(result);
    expect(sent[0]?.body.referralCode).toBe('ALEX30');
    expect(result.current.failure?.message).toBe('The referral discount is for a first purchase only.');
    expect(useReferralStore.getState().code).toBeNull();
    expect(result.current.totals.total).toBe(cartTotals(lines).total);
  });
});

describe('after a confirmed order', () => {
  test('finish starts afresh and closes the cart', async () => {
    const result = await renderCheckout();
    await payAndWait(result);
    act(() => result.current.finish());
    expect(result.current).toMatchObject({ step: 'cart', order: null, contact: { email: '' } });
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
