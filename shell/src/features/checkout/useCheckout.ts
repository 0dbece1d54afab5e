import { useReferralStore } from '@site/shared/referral';
import { useCart, useCartTotals } from '@site/shared/cart';
import { toast } from '@site/shared/toast';
import { isContactComplete, simulatePayment } from './checkoutLogic';
import { useCheckoutStore } from './checkoutStore';

/**
 * The checkout of the cart sheet (SPEC §5 Cart panel steps): the order and its totals, the step
 * shown, the contact details and the simulated payment.
 */
export function useCheckout() {
  const items = useCart((state) => state.items);
  const clearCart = useCart((state) => state.clearCart);
  const closeCart = useCart((state) => state.closeCart);
  const setCartOpen = useCart((state) => state.setCartOpen);
  const {
    step,
    contact,
    setContact,
    method,
    setMethod,
    processing,
    paidTotal,
    setStep,
    setProcessing,
    complete,
    reset,
  } = useCheckoutStore();
  const { totals, discountLabel } = useCartTotals(items);

  /** To payment once every contact field is filled in; otherwise a destructive toast, and stay. */
  const proceedToPayment = () => {
    if (!isContactComplete(contact)) {
      toast({
        title: 'Missing Information',
        description: 'Please fill in all required fields',
        variant: 'destructive',
      });
      return;
    }
    setStep('payment');
  };

  /** Pays once (a press while processing does nothing), then confirms with an empty cart. */
  const pay = async () => {
    if (processing) return;
    setProcessing(true);
    try {
      await simulatePayment();
      complete(totals.total);
      // A referred friend's discount is for the first purchase only.
      useReferralStore.getState().consume();
      clearCart({ silent: true });
      toast({ title: 'Payment Successful!', description: 'Your order has been processed successfully' });
    } catch {
      setProcessing(false);
      toast({
        title: 'Payment Failed',
        description: 'There was an error processing your payment',
        variant: 'destructive',
      });
    }
  };

  /** Done with a confirmed order: the next one starts at the cart step. */
  const finish = () => {
    reset();
    closeCart();
  };

  const setSheetOpen = (open: boolean) => {
    setCartOpen(open);
    // A finished order starts afresh the next time the cart opens.
    if (!open && useCheckoutStore.getState().step === 'confirmation') reset();
  };

  return {
    items,
    totals,
    discountLabel,
    clearCart,
    closeCart,
    step,
    contact,
    setContact,
    proceedToPayment,
    method,
    setMethod,
    processing,
    backToCart: () => setStep('cart'),
    pay,
    paidTotal,
    finish,
    setSheetOpen,
  };
}
