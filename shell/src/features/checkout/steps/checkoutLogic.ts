import { ContactSchema } from '@site/contract/contact';
import { firstIssue } from '@site/contract/parse';
import { safeParse } from '@site/shared/schema';
import type { CartItem } from '@site/shared/types';
import type { OrderRequest } from '@site/shared/orders';
import type { CheckoutContact, ContactProblem } from '../checkoutTypes';

/** The seed's visible pace: 'Processing...' lasts about two seconds with the simulated payment. */
export const SIMULATED_PAYMENT_MS = 2000;

/** docs/product.md §5: email, firstName and lastName are all required (surrounding spaces do not count). */
export function isContactComplete(contact: CheckoutContact): boolean {
  return [contact.email, contact.firstName, contact.lastName].every((value) => value.trim().length > 0);
}

const EMPTY_MESSAGES: Record<keyof CheckoutContact, string> = {
  email: 'Enter your email.',
  firstName: 'Enter your first name.',
  lastName: 'Enter your last name.',
};

/** The first contact field left empty, and what it needs, or null when all are filled in. */
export function missingContact(contact: CheckoutContact): ContactProblem | null {
  const field = (['email', 'firstName', 'lastName'] as const).find((name) => !contact[name].trim());
  return field ? { field, message: EMPTY_MESSAGES[field] } : null;
}

/** A contact field the server would refuse, and its message: the server's own rule (ContactSchema). */
/** The first contact field the order's schema refuses ('not-an-email'), or null when it takes them. */
export function contactProblem(contact: CheckoutContact): ContactProblem | null {
  const result = safeParse(ContactSchema, contact);
  if (result.success) return null;
  const { where, message } = firstIssue(result.issues);
  const field = (['email', 'firstName', 'lastName'] as const).find((name) => name === where) ?? 'email';
  return { field, message };
}

/** What the server is sent: ids, quantities, the contact details and the referral code; never a price. */
export function orderRequest(
  items: readonly CartItem[],
  contact: CheckoutContact,
  referralCode: string | null,
): OrderRequest {
  return {
    items: items.map((item) => ({ productId: item.product.id, quantity: item.quantity })),
    contact: { email: contact.email.trim(), firstName: contact.firstName.trim(), lastName: contact.lastName.trim() },
    referralCode,
  };
}

/** The same request, as text: a retry of it keeps its idempotency key; another order gets a new one. */
export function requestFingerprint(request: OrderRequest): string {
  return JSON.stringify(request);
}

/** Where a Stripe payment's order is kept while the buyer is on Stripe's page. */
export const PENDING_ORDER_KEY = 'checkout.pendingOrder';
