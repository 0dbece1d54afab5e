export { AuthProvider, useAuth } from './AuthProvider';
export {
  useAuthStore,
  startAuth,
  startAuthLazily,
  resetAuthForTests,
  type AuthState,
  type AuthResult,
} from './authStore';
export {
  readAuthConfig,
  authStorageKey,
  authDisabledMessage,
  AUTH_NOT_CONFIGURED_MESSAGE,
  type AuthConfig,
} from './authConfig';
export { getSupabaseClient, resetSupabaseClientForTests } from './supabaseClient';
