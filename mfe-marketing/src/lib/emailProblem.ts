// The join forms' email check (docs/product.md §5): the browser's own check of a required
// type="email" field, and nothing more, put in the page's words rather than the browser's bubble.

/** What the visitor reads by the field when the browser's check refuses its value. */
export const EMAIL_FORMAT_MESSAGE = 'Enter a whole email address, like name@example.com';

/** The field's problem from its validity (required, type="email"), or null when it passes. */
export function emailProblem(
  validity: Pick<ValidityState, 'valueMissing' | 'typeMismatch'>,
  emptyMessage: string,
): string | null {
  if (validity.valueMissing) return emptyMessage;
  if (validity.typeMismatch) return EMAIL_FORMAT_MESSAGE;
  return null;
}
