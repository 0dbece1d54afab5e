// The account section's public addresses (mfe-account owns the pages): the account remote and every
// package that links to it use these, never literals (docs/rollouts.md, "Public addresses").

/** The query parameter of /login that names the page to go back to after signing in. */
export const RETURN_PARAM = 'next';

export const accountPaths = {
  login: '/login',
  signup: '/signup',
  account: '/account',
  affiliates: '/affiliates',
  /** Where a mailed confirmation link (a new account, a new address) leads back to. */
  confirm: '/auth/confirm',
  /** "Forgot password?": asks for the email the reset link goes to. */
  forgotPassword: '/forgot-password',
  /** Where the reset link leads: a new password. */
  resetPassword: '/reset-password',
  /** /login, then back to `path` (a page of this site) once signed in. */
  loginReturningTo: (path: string) => `/login?${RETURN_PARAM}=${encodeURIComponent(path)}` as const,
} as const;

/** Any origin: `next` is read against it, as the browser would read it, to see whether it stays there. */
const HERE = 'https://this-site.invalid';

/**
 * The `next` of `search` when it names a page of this site (never another site's address): a path
 * that the browser's own reading keeps on this origin (it drops tabs and newlines, and reads '\'
 * as '/', so '/\t/evil.example' would leave it).
 */
const returnOf = (search: string): string | null => {
  const next = new URLSearchParams(search).get(RETURN_PARAM);
  if (!next || !/^\/(?![/\\])/.test(next)) return null;
  const url = new URL(next, HERE);
  return url.origin === HERE ? `${url.pathname}${url.search}${url.hash}` : null;
};

/** Where /login goes after signing in: `next` when it is a page of this site, else the dashboard. */
export function returnPathOf(search: string): string {
  return returnOf(search) ?? accountPaths.account;
}

/** `path` (/login, /signup) with the page to go back to that `search` names kept, so moving between them keeps it. */
export function keepingReturn(path: string, search: string): string {
  const next = returnOf(search);
  return next ? `${path}?${RETURN_PARAM}=${encodeURIComponent(next)}` : path;
}
