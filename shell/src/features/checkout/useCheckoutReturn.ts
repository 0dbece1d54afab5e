import { useEffect } from 'react';
import { useCartStore } from '@site/shared/cart';
import { fetchOrder } from '@site/shared/orders';
import { useReferralStore } from '@site/shared/referral';
import { toast } from '@site/shared/toast';
import { wait } from './checkoutTypes';
import { useCheckoutStore } from './checkoutStore';

const ORDER_ID = /^ORD-[A-Z0-9]{8}$/;
const ACCESS = /^[A-Za-z0-9._-]{10,600}$/;
const POLL_MS = 2_000;
const POLL_FOR_MS = 30_000;

/** `?checkout=success|cancelled&order=...&access=...` from Stripe's return, checked; null otherwise. */
export function readCheckoutReturn(
  search: string,
): { outcome: 'success' | 'cancelled'; id: string; access: string } | null {
  const params = new URLSearchParams(search);
  const outcome = params.get('checkout');
  const id = params.get('order') ?? '';
  const access = params.get('access') ?? '';
  if ((outcome !== 'success' && outcome !== 'cancelled') || !ORDER_ID.test(id) || !ACCESS.test(access)) return null;
  return { outcome, id, access };
}

/** The address without the checkout's parameters (the rest of it kept). */
function withoutReturnParams(): string {
  const url = new URL(window.location.href);
  for (const name of ['checkout', 'order', 'access']) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

const paid = () => {
  useReferralStore.getState().consume();
  useCartStore.getState().clearCart({ silent: true });
  toast({ title: 'Payment Successful!', description: 'Your order has been processed successfully' });
};

/**
 * Back from Stripe's page: the cart opens on the order as the server has it. Paid is said only when
 * the server says so (its webhook); while pending, the page asks again for a while, then says so.
 */
export function useCheckoutReturn(): void {
  useEffect(() => {
    const back = readCheckoutReturn(window.location.search);
    if (!back) return;
    window.history.replaceState(window.history.state, '', withoutReturnParams());
    const store = useCheckoutStore.getState();
    useCartStore.getState().setCartOpen(true);
    if (back.outcome === 'cancelled') {
      store.setStep('payment');
      store.setNotice('The payment was cancelled: nothing was charged. Your cart is as you left it.');
      return;
    }
    let stopped = false;
    void (async () => {
      const started = Date.now();
      for (;;) {
        const result = await fetchOrder(back.id, back.access);
        if (stopped) return;
        if (!result.ok) {
          store.setStep('payment');
          store.setFailure({ error: result.error, message: result.message });
          return;
        }
        const { order } = result;
        useCheckoutStore.getState().complete({ ...order, accessToken: back.access });
        if (order.status === 'paid') {
          useCheckoutStore.getState().setNotice(null);
          paid();
          return;
        }
        if (Date.now() - started > POLL_FOR_MS) {
          useCheckoutStore
            .getState()
            .setNotice(
              'Your payment is still being confirmed by the payment provider. Keep your order number: the order and its links appear in your receipt and dashboard once it is paid.',
            );
          return;
        }
        useCheckoutStore.getState().setNotice('Your payment is being confirmed...');
        await wait(POLL_MS);
      }
    })();
    return () => {
      stopped = true;
    };
  }, []);
}
