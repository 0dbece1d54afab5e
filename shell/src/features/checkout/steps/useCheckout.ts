import { useReferralStore } from '@site/shared/referral';
import { useCart, useCartTotals } from '@site/shared/cart';
import { createOrder, newIdempotencyKey } from '@site/shared/orders';
import { toast } from '@site/shared/toast';
import {
  contactProblem,
  isContactComplete,
  missingContact,
  orderRequest,
  PENDING_ORDER_KEY,
  requestFingerprint,
  SIMULATED_PAYMENT_MS,
} from './checkoutLogic';
import { wait } from '../checkoutTypes';
import { setSheetOpen, useCheckoutStore } from '../checkoutStore';

const paymentFailed = () =>
  toast({
    title: 'Payment Failed',
    description: 'There was an error processing your payment',
    variant: 'destructive',
  });

/**
 * The checkout of the cart sheet (docs/product.md §4 Cart panel steps, docs/orders.md): the order and its
 * totals, the step shown, the contact details, and the order the server prices, keeps and confirms.
 */
export function useCheckout() {
  const items = useCart((state) => state.items);
  const clearCart = useCart((state) => state.clearCart);
  const closeCart = useCart((state) => state.closeCart);
  const store = useCheckoutStore();
  const {
    step,
    contact,
    contactError,
    setContact,
    method,
    setMethod,
    processing,
    order,
    failure,
    notice,
    setStep,
    reset,
  } = store;
  const { totals, discountLabel } = useCartTotals(items);

  /**
   * To payment once every contact field is filled in (otherwise a destructive toast, and the first
   * empty field says what it needs) and the server would take them (otherwise the field's message, by
   * the field). Returns the field to put focus on,
   * or null when the step moved on.
   */
  const proceedToPayment = (): keyof typeof contact | null => {
    if (!isContactComplete(contact)) {
      toast({
        title: 'Missing Information',
        description: 'Please fill in all required fields',
        variant: 'destructive',
      });
      // The field says it too: at 390 px the toast covers the bottom of the sheet for its 5 s.
      const missing = missingContact(contact);
      store.setContactError(missing);
      return missing?.field ?? null;
    }
    const problem = contactProblem(contact);
    store.setContactError(problem);
    if (problem) return problem.field;
    store.setFailure(null);
    setStep('payment');
    return null;
  };

  /**
   * Sends the order once (a press while processing does nothing). The simulated provider answers
   * paid: the confirmation follows after the seed's two seconds. Stripe: the buyer pays on its page.
   * A failure keeps everything (cart, details, key) for a retry of the same order.
   */
  const pay = async () => {
    const state = useCheckoutStore.getState();
    if (state.processing) return;
    state.setProcessing(true);
    state.setFailure(null);
    const request = orderRequest(items, state.contact, useReferralStore.getState().code);
    const fingerprint = requestFingerprint(request);
    const key = state.idempotency?.fingerprint === fingerprint ? state.idempotency.key : newIdempotencyKey();
    state.setIdempotency({ key, fingerprint });
    const started = Date.now();
    const result = await createOrder(request, key);
    if (result.ok && result.payment.provider === 'stripe') {
      sessionStorage.setItem(
        PENDING_ORDER_KEY,
        JSON.stringify({ id: result.order.id, access: result.order.accessToken }),
      );
      window.location.assign(result.payment.url);
      return;
    }
    if (result.ok) {
      await wait(SIMULATED_PAYMENT_MS - (Date.now() - started));
      useCheckoutStore.getState().complete(result.order);
      // A referred friend's discount is for the first purchase only.
      useReferralStore.getState().consume();
      clearCart({ silent: true });
      toast({ title: 'Payment Successful!', description: 'Your order has been processed successfully' });
      return;
    }
    const now = useCheckoutStore.getState();
    now.setProcessing(false);
    // The server gives no discount to this buyer (a second purchase, their own code): the cart shows
    // the full price now, and the visitor pays what is shown, never more than they saw.
    if (result.field === 'referralCode') useReferralStore.getState().consume();
    now.setFailure({ error: result.error, message: result.message });
    paymentFailed();
  };

  /** Done with a confirmed order: the next one starts at the cart step. */
  const finish = () => {
    reset();
    closeCart();
  };

  return {
    items,
    totals,
    discountLabel,
    clearCart,
    closeCart,
    step,
    contact,
    contactError,
    setContact,
    proceedToPayment,
    method,
    setMethod,
    processing,
    backToCart: () => setStep('cart'),
    pay,
    order,
    failure,
    notice,
    finish,
    setSheetOpen,
  };
}
