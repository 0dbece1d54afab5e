// Where the authentication backend lives: page globals, then meta tags, then build-time env
// (docs/product.md §7). Absent everywhere: authentication is disabled.

declare const __SUPABASE_URL__: string;
declare const __SUPABASE_ANON_KEY__: string;

export interface AuthConfig {
  url: string;
  anonKey: string;
}

interface SiteEnvGlobal {
  SUPABASE_URL?: unknown;
  SUPABASE_ANON_KEY?: unknown;
}

declare global {
  interface Window {
    __SITE_ENV__?: SiteEnvGlobal;
  }
}

function valid(url: unknown, anonKey: unknown): AuthConfig | null {
  if (typeof url !== 'string' || typeof anonKey !== 'string' || !url || !anonKey) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  } catch {
    return null;
  }
  return { url: url.replace(/\/+$/, ''), anonKey };
}

function fromGlobals(): AuthConfig | null {
  if (typeof window === 'undefined') return null;
  const env = window.__SITE_ENV__;
  return env ? valid(env.SUPABASE_URL, env.SUPABASE_ANON_KEY) : null;
}

function fromMeta(): AuthConfig | null {
  if (typeof document === 'undefined') return null;
  const read = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
  return valid(read('supabase-url'), read('supabase-anon-key'));
}

function fromBuild(): AuthConfig | null {
  const url = typeof __SUPABASE_URL__ === 'undefined' ? '' : __SUPABASE_URL__;
  const key = typeof __SUPABASE_ANON_KEY__ === 'undefined' ? '' : __SUPABASE_ANON_KEY__;
  return valid(url, key);
}

export function readAuthConfig(): AuthConfig | null {
  return fromGlobals() ?? fromMeta() ?? fromBuild();
}

export const AUTH_NOT_CONFIGURED_MESSAGE =
  'Sign-in is unavailable: the hosted backend is not configured for this site.';

/**
 * The server's reason when it has turned sign-in off for now (its account data cannot be read):
 * the `auth-unavailable` meta tag. Null when the server says nothing.
 */
function unavailableReason(): string | null {
  if (typeof document === 'undefined') return null;
  const text = document.querySelector<HTMLMetaElement>('meta[name="auth-unavailable"]')?.content.trim();
  return text ? text.slice(0, 300) : null;
}

/** Why sign-in and sign-up cannot be used on this page (no backend configured, or turned off by the server). */
export function authDisabledMessage(): string {
  return unavailableReason() ?? AUTH_NOT_CONFIGURED_MESSAGE;
}

/**
 * Where supabase-js keeps the session in localStorage: the key it derives by default
 * (`sb-{first label of the host}-auth-token`), passed to it explicitly so both sides agree.
 */
export function authStorageKey(config: AuthConfig): string {
  return `sb-${new URL(config.url).hostname.split('.')[0]}-auth-token`;
}
