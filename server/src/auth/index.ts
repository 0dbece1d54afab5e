// The auth room's one entrance (docs/server.md): the backend the configuration
// chose (hosted, the local service on its own origin, or off) and who a request's token belongs to.
export { createAuthBackend, type AuthBackend } from './authBackend';
export type { AccountRemover } from './accountRemover';
export { bearerToken, jwtVerifier, type AccountVerifier, type VerifiedAccount } from './accountTokens';
export { normalizeEmail } from './normalizeEmail';
