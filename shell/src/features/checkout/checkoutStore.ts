import { create } from 'zustand';
import { useCartStore } from '@site/shared/cart';
import type { OrderView } from '@site/shared/orders';
import {
  EMPTY_CONTACT,
  type CheckoutContact,
  type CheckoutStep,
  type ContactProblem,
  type PaymentMethod,
} from './checkoutTypes';

export interface CheckoutFailure {
  error: string;
  message: string;
}

interface CheckoutState {
  step: CheckoutStep;
  contact: CheckoutContact;
  /** A contact field the server would refuse, shown by that field until it is changed. */
  contactError: ContactProblem | null;
  method: PaymentMethod;
  processing: boolean;
  /** The order the server confirmed (as it priced it), for the confirmation step. */
  order: OrderView | null;
  /** Why the last payment attempt failed, shown in the payment step until the next one. */
  failure: CheckoutFailure | null;
  /** A word on the payment's state beside the order (Stripe's return: pending, cancelled). */
  notice: string | null;
  /** One idempotency key per attempt at one order: a retry of the same order sends it again. */
  idempotency: { key: string; fingerprint: string } | null;
  setStep: (step: CheckoutStep) => void;
  setContact: (patch: Partial<CheckoutContact>) => void;
  setContactError: (problem: ContactProblem | null) => void;
  setMethod: (method: PaymentMethod) => void;
  setProcessing: (processing: boolean) => void;
  setFailure: (failure: CheckoutFailure | null) => void;
  setNotice: (notice: string | null) => void;
  setIdempotency: (idempotency: { key: string; fingerprint: string } | null) => void;
  complete: (order: OrderView) => void;
  reset: () => void;
}

/** Checkout progress survives closing and reopening the cart sheet. */
export const useCheckoutStore = create<CheckoutState>((set) => ({
  step: 'cart',
  contact: EMPTY_CONTACT,
  contactError: null,
  method: 'card',
  processing: false,
  order: null,
  failure: null,
  notice: null,
  idempotency: null,
  setStep: (step) => set({ step }),
  setContact: (patch) =>
    set((state) => ({
      contact: { ...state.contact, ...patch },
      contactError: state.contactError && state.contactError.field in patch ? null : state.contactError,
    })),
  setContactError: (contactError) => set({ contactError }),
  setMethod: (method) => set({ method }),
  setProcessing: (processing) => set({ processing }),
  setFailure: (failure) => set({ failure }),
  setNotice: (notice) => set({ notice }),
  setIdempotency: (idempotency) => set({ idempotency }),
  complete: (order) => set({ step: 'confirmation', processing: false, order, failure: null, idempotency: null }),
  reset: () =>
    set({
      step: 'cart',
      processing: false,
      order: null,
      failure: null,
      notice: null,
      idempotency: null,
      method: 'card',
      contact: EMPTY_CONTACT,
      contactError: null,
    }),
}));

/** Opens or closes the cart sheet; a finished order starts afresh the next time the cart opens. */
export function setSheetOpen(open: boolean): void {
  useCartStore.getState().setCartOpen(open);
  const checkout = useCheckoutStore.getState();
  if (!open && checkout.step === 'confirmation') checkout.reset();
}
