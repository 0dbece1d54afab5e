// What follows a return from Stripe's page (useCheckoutReturn): in the cart's steps' chunk, as only
// a visitor back from paying needs it.
import { useCartStore } from '@site/shared/cart';
import { fetchOrder } from '@site/shared/orders';
import { useReferralStore } from '@site/shared/referral';
import { toast } from '@site/shared/toast';
import { wait } from '../checkoutTypes';
import { useCheckoutStore } from '../checkoutStore';

const POLL_MS = 2_000;
const POLL_FOR_MS = 30_000;

const paid = () => {
  useReferralStore.getState().consume();
  useCartStore.getState().clearCart({ silent: true });
  toast({ title: 'Payment Successful!', description: 'Your order has been processed successfully' });
};

/**
 * The cart opens on the order as the server has it. Paid is said only when the server says so (its
 * webhook); while pending, the page asks again for a while, then says so. `stopped` ends the asking.
 */
export async function followCheckoutReturn(
  back: { outcome: 'success' | 'cancelled'; id: string; access: string },
  stopped: () => boolean,
): Promise<void> {
  const store = useCheckoutStore.getState();
  useCartStore.getState().setCartOpen(true);
  if (back.outcome === 'cancelled') {
    store.setStep('payment');
    store.setNotice('The payment was cancelled: nothing was charged. Your cart is as you left it.');
    return;
  }
  const started = Date.now();
  for (;;) {
    const result = await fetchOrder(back.id, back.access);
    if (stopped()) return;
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
}
