// What an email address must look like, wherever one is given (sign-up, a new address), with the
// hosted service's message.
import { AuthError } from './authErrors';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Throws the hosted service's error when a (normalised) address cannot be one. */
export function checkEmailFormat(email: string): void {
  if (email.length > 255 || !EMAIL.test(email)) {
    throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
}
