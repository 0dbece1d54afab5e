import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useStoreAfterHydration } from '@site/shared/hydration';
import { startAuthLazily, useAuthStore, type AuthState } from './authStore';

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

/**
 * The visitor's auth state, or the part a selector picks (a part re-renders only when it changes).
 * Reading it never loads supabase-js: the client loads when a session is stored, when another tab
 * signs in, or when the visitor signs in or up (see startAuthLazily).
 */
export function useAuth(): AuthState;
export function useAuth<T>(selector: (state: AuthState) => T): T;
export function useAuth<T>(selector?: (state: AuthState) => T): T | AuthState {
  const inside = useContext(AuthContext);
  if (!inside) throw new Error('useAuth must be used within an AuthProvider');
  return useStoreAfterHydration(useAuthStore, selector);
}
