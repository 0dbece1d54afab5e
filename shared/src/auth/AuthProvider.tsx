import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { startAuth, useAuthStore, type AuthState } from './authStore';

const AuthContext = createContext(false);

/** Starts the session listener after the first render and marks the tree that may use auth. */
export function AuthProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    void startAuth();
  }, []);
  return <AuthContext.Provider value>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const inside = useContext(AuthContext);
  if (!inside) throw new Error('useAuth must be used within an AuthProvider');
  return useAuthStore();
}
