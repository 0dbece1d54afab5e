import { create } from 'zustand';
import type { Session, SupabaseClient, User } from '@supabase/supabase-js';
import { authDisabledMessage, authStorageKey, readAuthConfig } from './authConfig';
import { getSupabaseClient } from './supabaseClient';

export interface AuthResult {
  error: { message: string } | null;
}

export interface AuthState {
  user: User | null;
  session: Session | null;
  /** True until the existing session has been read. */
  loading: boolean;
  /** False when no backend is configured. */
  enabled: boolean;
  signIn: (email: string, password: string) => Promise<AuthResult>;
  /** `confirmPath`: the page the confirmation email links back to, the account remote's typed path. */
  signUp: (email: string, password: string, confirmPath: string) => Promise<AuthResult>;
  signOut: () => Promise<AuthResult>;
}

const notConfigured = (): AuthResult => ({ error: { message: authDisabledMessage() } });

const UNREACHABLE_MESSAGE = 'Could not reach the authentication service. Check your connection and try again.';

function toResult(error: { message: string; name?: string; status?: number } | null | undefined): AuthResult {
  if (!error) return { error: null };
  // supabase-js reports a failed request (offline, service down) as a retryable error of status 0.
  const unreachable = error.name === 'AuthRetryableFetchError' && !error.status;
  return { error: { message: unreachable ? UNREACHABLE_MESSAGE : error.message } };
}

let following: Promise<SupabaseClient | null> | null = null;

/** Loads the client (once) and makes the store follow every auth state change from then on. */
function followSession(): Promise<SupabaseClient | null> {
  if (!following) {
    following = getSupabaseClient().then((client) => {
      client?.auth.onAuthStateChange((_event, session) => {
        useAuthStore.setState({ session, user: session?.user ?? null, loading: false });
      });
      return client;
    });
  }
  return following;
}

/** The client for an action (sign in, up or out), with the store already following its session. */
async function clientFollowingSession(): Promise<SupabaseClient | null> {
  const client = await followSession();
  if (client) void startAuth();
  return client;
}

const INITIAL_STATE = { user: null, session: null, loading: true, enabled: true } as const;

export const useAuthStore = create<AuthState>(() => ({
  ...INITIAL_STATE,
  signIn: async (email, password) => {
    const client = await clientFollowingSession();
    if (!client) return notConfigured();
    const { error } = await client.auth.signInWithPassword({ email, password });
    return toResult(error);
  },
  signUp: async (email, password, confirmPath) => {
    const client = await clientFollowingSession();
    if (!client) return notConfigured();
    // A remote built against @site/shared 1.1 names no page: the auth service's own site URL then
    // (docs/releases.md).
    const redirect =
      typeof window === 'undefined' || !confirmPath ? undefined : `${window.location.origin}${confirmPath}`;
    const { error } = await client.auth.signUp({ email, password, options: { emailRedirectTo: redirect } });
    return toResult(error);
  },
  signOut: async () => {
    const client = await clientFollowingSession();
    if (!client) return notConfigured();
    const { error } = await client.auth.signOut();
    return toResult(error);
  },
}));

let started: Promise<void> | null = null;
/** Test hook: back to 'loading', so that the next startAuth() reads the session again. */
export function resetAuthForTests(): void {
  started = null;
  following = null;
  useAuthStore.setState(INITIAL_STATE);
}

/** Reads the current session once and follows every auth state change (idempotent). */
export function startAuth(): Promise<void> {
  if (!started) {
    started = (async () => {
      const client = await followSession().catch((error: unknown) => {
        console.error('[auth] could not load the authentication client', error);
        return null;
      });
      if (!client) {
        useAuthStore.setState({ loading: false, enabled: false, user: null, session: null });
        return;
      }
      const { data } = await client.auth.getSession();
      // A sign-in that finished meanwhile has already set a newer session: keep it.
      if (!data.session && useAuthStore.getState().session) useAuthStore.setState({ loading: false });
      else useAuthStore.setState({ session: data.session, user: data.session?.user ?? null, loading: false });
    })();
  }
  return started;
}

function hasStoredSession(key: string): boolean {
  try {
    return !!window.localStorage.getItem(key);
  } catch {
    return false;
  }
}

let watchingStorage = false;

/**
 * What every page does (AuthProvider): keep supabase-js off the page for anonymous visitors. With
 * no session stored by an earlier visit, the visitor is signed out and nothing is downloaded; the
 * client loads when the visitor signs in or up, or when another tab signs in. With a stored session, the client loads and reads it at once.
 */
export function startAuthLazily(): Promise<void> {
  if (started) return started;
  const config = readAuthConfig();
  if (!config) return startAuth();
  const key = authStorageKey(config);
  if (hasStoredSession(key)) return startAuth();
  useAuthStore.setState({ user: null, session: null, loading: false, enabled: true });
  if (!watchingStorage) {
    watchingStorage = true;
    window.addEventListener('storage', (event) => {
      if (event.key === key && event.newValue) void startAuth();
    });
  }
  return Promise.resolve();
}
