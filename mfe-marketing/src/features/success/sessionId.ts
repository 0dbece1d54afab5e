/** Payment session references are short tokens of letters, digits and underscores. */
const SESSION_ID = /^[A-Za-z0-9_]{8,255}$/;

export type SessionReference = { kind: 'missing' } | { kind: 'invalid' } | { kind: 'valid'; display: string };

/** docs/product.md §2 Payment success: the last 8 characters, uppercased, of a well-formed session_id. */
export function readSessionReference(value: string | null): SessionReference {
  if (value === null || value.trim() === '') return { kind: 'missing' };
  if (!SESSION_ID.test(value)) return { kind: 'invalid' };
  return { kind: 'valid', display: value.slice(-8).toUpperCase() };
}
