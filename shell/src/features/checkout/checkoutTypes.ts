// The visitor's contact details, as the checkout collects them.
export interface CheckoutContact {
  email: string;
  firstName: string;
  lastName: string;
}
