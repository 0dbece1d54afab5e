// The rules a new password meets, at sign-up, reset and change alike: the hosted service's length
// limits and messages, not only spaces, and not one of the 10,000 most common passwords. The list
// is the ranked one zxcvbn-ts ships (@zxcvbn-ts/language-common, `passwords-common`, drawn from
// leaked-password corpora), read from the installed package so it is versioned with the lock file.
import { dictionary } from '@zxcvbn-ts/language-common';
import { AuthError } from './authErrors';

export const MIN_PASSWORD_LENGTH = 6;
/** GoTrue's limit (bcrypt reads 72 bytes); kept so that accounts move to the hosted service. */
export const MAX_PASSWORD_LENGTH = 72;
/** How many of the most common passwords are refused. */
export const COMMON_PASSWORDS_CHECKED = 10_000;

let common: Set<string> | null = null;

/** Whether `password` is one of the most common ones, whatever its case. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_CHECKED));
  return common.has(password.normalize('NFKC').toLowerCase());
}

/** The error a new password earns, or null when it may be used. */
export function newPasswordError(password: string): AuthError | null {
  if (!password.trim()) {
    return new AuthError(422, 'weak_password', 'Password cannot be made only of spaces.', {
      weak_password: { reasons: ['characters'] },
    });
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    return new AuthError(422, 'validation_failed', `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`);
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    return new AuthError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
  // The hosted service's words for a password found in leaks (its `pwned` reason).
  if (isCommonPassword(password)) {
    return new AuthError(
      422,
      'weak_password',
      'Password is known to be weak and easy to guess, please choose a different one.',
      { weak_password: { reasons: ['pwned'] } },
    );
  }
  return null;
}
