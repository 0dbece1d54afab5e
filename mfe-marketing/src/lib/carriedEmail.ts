// The home page's newsletter form leads on to /community (docs/product.md §2, Home) with the email the
// visitor gave, ready in the Join Now field. It travels in the history entry's state, never in the
// address, so it is not in logs, referrers or shared links.

interface CarriedEmail {
  joinEmail: string;
}

/** The navigation state that carries `email` to /community. */
export function carryEmail(email: string): CarriedEmail {
  return { joinEmail: email };
}

/** The email a navigation carried, or '' when it carried none. */
export function carriedEmail(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('joinEmail' in state)) return '';
  const { joinEmail } = state as { joinEmail: unknown };
  return typeof joinEmail === 'string' ? joinEmail : '';
}
