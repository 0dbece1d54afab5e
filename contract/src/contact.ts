// The buyer's contact details as an order carries them (docs/orders.md), on their own: the checkout
// checks its details step with this on the page's first script, which the order's other schemas
// (and the valibot parts only they use) stay out of.
import * as v from 'valibot';

const Email = v.pipe(
  v.string('email must be text'),
  v.trim(),
  v.minLength(1, 'Enter your email address'),
  v.maxLength(254, 'email is too long'),
  v.email('Enter a valid email address'),
);
const Name = (label: string) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.trim(),
    v.minLength(1, `Enter your ${label}`),
    v.maxLength(100, `${label} is too long`),
  );

/** The buyer's contact details: the server's order schema, and the checkout's details step. */
export const ContactSchema = v.strictObject({
  email: Email,
  firstName: Name('first name'),
  lastName: Name('last name'),
});
