import { create } from 'zustand';
import type { CheckoutContact } from './checkoutTypes';
import { EMPTY_CONTACT, type CheckoutStep, type PaymentMethod } from './checkoutLogic';

interface CheckoutState {
  step: CheckoutStep;
  contact: CheckoutContact;
  method: PaymentMethod;
  processing: boolean;
  /** Total of the order just paid, for the confirmation step. */
  paidTotal: number | null;
  setStep: (step: CheckoutStep) => void;
  setContact: (patch: Partial<CheckoutContact>) => void;
  setMethod: (method: PaymentMethod) => void;
  setProcessing: (processing: boolean) => void;
  complete: (total: number) => void;
  reset: () => void;
}

/** Checkout progress survives closing and reopening the cart sheet. */
export const useCheckoutStore = create<CheckoutState>((set) => ({
  step: 'cart',
  contact: EMPTY_CONTACT,
  method: 'card',
  processing: false,
  paidTotal: null,
  setStep: (step) => set({ step }),
  setContact: (patch) => set((state) => ({ contact: { ...state.contact, ...patch } })),
  setMethod: (method) => set({ method }),
  setProcessing: (processing) => set({ processing }),
  complete: (total) => set({ step: 'confirmation', processing: false, paidTotal: total }),
  reset: () => set({ step: 'cart', processing: false, paidTotal: null, method: 'card', contact: EMPTY_CONTACT }),
}));
