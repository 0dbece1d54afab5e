import type { SupabaseClient } from '@supabase/supabase-js';
import { authStorageKey, readAuthConfig } from './authConfig';

const GLOBAL_KEY = Symbol.for('site.supabaseClient');
type Holder = { [GLOBAL_KEY]?: Promise<SupabaseClient | null> };

/**
 * The page's one supabase-js client. It is created on first use, with supabase-js loaded by a
 * dynamic import so that it stays off the first page load. Kept on globalThis as well as in this
 * (federation-singleton) module: two clients on one storage key fight over token refreshes.
 */
export function getSupabaseClient(): Promise<SupabaseClient | null> {
  const holder = globalThis as Holder;
  if (!holder[GLOBAL_KEY]) {
    const config = readAuthConfig();
    if (!config) {
      console.warn(
        '[auth] No Supabase URL and public key found (page globals, meta tags or build env): authentication is disabled.',
      );
      holder[GLOBAL_KEY] = Promise.resolve(null);
    } else {
      holder[GLOBAL_KEY] = import('@supabase/supabase-js').then(({ createClient }) =>
        createClient(config.url, config.anonKey, {
          auth: {
            persistSession: true,
            autoRefreshToken: true,
            detectSessionInUrl: false,
            storageKey: authStorageKey(config),
          },
        }),
      );
    }
  }
  return holder[GLOBAL_KEY];
}

/** Test hook: forget the client so the next call reads the configuration again. */
export function resetSupabaseClientForTests(): void {
  delete (globalThis as Holder)[GLOBAL_KEY];
}
