import type { CheckoutContact } from './checkoutTypes';

export const SIMULATED_PAYMENT_MS = 2000;

export type CheckoutStep = 'cart' | 'payment' | 'confirmation';
export type PaymentMethod = 'card' | 'paypal';

export const EMPTY_CONTACT: CheckoutContact = { email: '', firstName: '', lastName: '' };

/** SPEC §5: email, firstName and lastName are all required (surrounding spaces do not count). */
export function isContactComplete(contact: CheckoutContact): boolean {
  return [contact.email, contact.firstName, contact.lastName].every((value) => value.trim().length > 0);
}

/** The simulated card payment of SPEC §4: waits two seconds and always succeeds. */
export function simulatePayment(delayMs = SIMULATED_PAYMENT_MS): Promise<{ ok: true }> {
  return new Promise((resolve) => setTimeout(() => resolve({ ok: true }), delayMs));
}
