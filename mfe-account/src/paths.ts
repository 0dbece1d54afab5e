// The account section's paths: other packages link to it through these, never through literals
// (docs/releases.md, "What a remote declares").
export const accountPaths = {
  login: '/login',
  signup: '/signup',
  account: '/account',
  affiliates: '/affiliates',
} as const;
