// What the checkout's state is made of (checkoutStore), apart from its rules (checkoutLogic): the
// store and the return from a payment page load with the shell, the rules only with the checkout's
// steps (docs/performance.md, "The first seconds").

export type CheckoutStep = 'cart' | 'payment' | 'confirmation';
export type PaymentMethod = 'card' | 'paypal';

/** The visitor's contact details, as the checkout collects them. */
export interface CheckoutContact {
  email: string;
  firstName: string;
  lastName: string;
}

export const EMPTY_CONTACT: CheckoutContact = { email: '', firstName: '', lastName: '' };

export interface ContactProblem {
  field: keyof CheckoutContact;
  message: string;
}

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));
