import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { startAuth, startAuthLazily, useAuthStore, type AuthState } from './authStore';

const AuthContext = createContext(false);

/**
 * Marks the tree that may use auth and, after the first render, works out the visitor's state
 * without loading supabase-js for anonymous visitors (startAuthLazily).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    void startAuthLazily();
  }, []);
  return <AuthContext.Provider value>{children}</AuthContext.Provider>;
}

/** The auth state as it stands, without loading the client (the navbar: most visitors are anonymous). */
export function useAuthState(): AuthState {
  const inside = useContext(AuthContext);
  if (!inside) throw new Error('useAuth must be used within an AuthProvider');
  return useAuthStore();
}

/** The auth state of a page that works with accounts: loads the client and reads the session. */
export function useAuth(): AuthState {
  const state = useAuthState();
  useEffect(() => {
    void startAuth();
  }, []);
  return state;
}
