// A stand-in for the supabase-js client in component tests: the real auth store and provider
// run on top of it. Sessions and answers are set per test.
import type { Session, User } from '@supabase/supabase-js';
import { authStorageKey, resetAuthForTests, resetSupabaseClientForTests } from '@site/shared/auth';

type Listener = (event: string, session: Session | null) => void;

export function fakeUser(email = 'pat@example.com'): User {
  return {
    id: 'user-1',
    email,
    aud: 'authenticated',
    role: 'authenticated',
    app_metadata: { provider: 'email' },
    user_metadata: {},
    created_at: '2026-03-14T09:00:00Z',
  } as User;
}

export function fakeSession(user: User = fakeUser()): Session {
  return { access_token: 'a', refresh_token: 'r', expires_in: 3600, token_type: 'bearer', user } as Session;
}

export interface FakeAuth {
  listeners: Listener[];
  /** Resolves the initial getSession() call. */
  resolveSession: (session: Session | null) => void;
  signInWithPassword: jest.Mock;
  signUp: jest.Mock;
  signOut: jest.Mock;
  /** Account changes (the Account tab's settings); answers no error unless a test says otherwise. */
  updateUser: jest.Mock;
  /** Asks the service for the session's account; answers the signed-in user unless a test says otherwise. */
  getUser: jest.Mock;
  /** Signs in with a mailed link's tokens; answers the signed-in pat@example.com unless a test says otherwise. */
  setSession: jest.Mock;
  emit: (event: string, session: Session | null) => void;
}

export const FAKE_AUTH_CONFIG = { url: 'http://127.0.0.1:54321', anonKey: 'public-anon-key' };

/**
 * Configures the page (globals) and returns the fake client's auth; call from beforeEach. By
 * default the browser holds a stored session from an earlier visit (so the site loads the client
 * and reads it); `sessionStored: false` is a first-time, anonymous visitor.
 */
export function installFakeSupabase(createClient: jest.Mock, { sessionStored = true } = {}): FakeAuth {
  resetSupabaseClientForTests();
  resetAuthForTests();
  window.localStorage.removeItem(authStorageKey(FAKE_AUTH_CONFIG));
  if (sessionStored) window.localStorage.setItem(authStorageKey(FAKE_AUTH_CONFIG), '{"stored":true}');
  window.__SITE_ENV__ = { SUPABASE_URL: FAKE_AUTH_CONFIG.url, SUPABASE_ANON_KEY: FAKE_AUTH_CONFIG.anonKey };
  let resolveSession: (session: Session | null) => void = () => undefined;
  const sessionRead = new Promise<Session | null>((resolve) => {
    resolveSession = resolve;
  });
  const listeners: Listener[] = [];
  const emit = (event: string, session: Session | null) => listeners.forEach((listener) => listener(event, session));
  const auth: FakeAuth = {
    listeners,
    resolveSession,
    emit,
    signInWithPassword: jest.fn(),
    signUp: jest.fn(),
    updateUser: jest.fn(async () => ({ data: { user: null }, error: null })),
    getUser: jest.fn(async () => ({ data: { user: (await sessionRead)?.user ?? null }, error: null })),
    setSession: jest.fn(async () => ({ data: { user: fakeUser(), session: fakeSession() }, error: null })),
    signOut: jest.fn(async () => {
      emit('SIGNED_OUT', null);
      return { error: null };
    }),
  };
  createClient.mockImplementation(() => ({
    auth: {
      onAuthStateChange: (listener: Listener) => {
        listeners.push(listener);
        return { data: { subscription: { unsubscribe: () => undefined } } };
      },
      getSession: async () => ({ data: { session: await sessionRead }, error: null }),
      signInWithPassword: auth.signInWithPassword,
      signUp: auth.signUp,
      signOut: auth.signOut,
      updateUser: auth.updateUser,
      getUser: auth.getUser,
      setSession: auth.setSession,
    },
  }));
  return auth;
}

export function uninstallFakeSupabase(): void {
  window.localStorage.removeItem(authStorageKey(FAKE_AUTH_CONFIG));
  delete window.__SITE_ENV__;
  resetSupabaseClientForTests();
  resetAuthForTests();
}

/** What supabase-js does when the service answers session_not_found: forgets the session, says SIGNED_OUT. */
export const endSessionOnTheService = (auth: FakeAuth) =>
  auth.getUser.mockImplementation(async () => {
    auth.emit('SIGNED_OUT', null);
    return { data: { user: null }, error: { name: 'AuthSessionMissingError', message: 'Auth session missing!' } };
  });
