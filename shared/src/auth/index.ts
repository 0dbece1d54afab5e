export { AuthProvider, useAuth } from './AuthProvider';
export { useAuthStore, startAuth, resetAuthForTests, type AuthState, type AuthResult } from './authStore';
export { readAuthConfig, AUTH_NOT_CONFIGURED_MESSAGE, type AuthConfig } from './authConfig';
export { getSupabaseClient, resetSupabaseClientForTests } from './supabaseClient';
