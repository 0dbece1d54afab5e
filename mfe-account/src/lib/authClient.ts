// The page's one supabase-js client (@site/shared/auth) for what the shared store does not wrap:
// the mailed links, resend, reset, account changes. The store follows its session from then on, so
// the navbar and the dashboard see every sign-in and sign-out these cause.
import type { SupabaseClient } from '@supabase/supabase-js';
import { authDisabledMessage, getSupabaseClient, startAuth } from '@site/shared/auth';

export type ClientResult = { ok: true } | { ok: false; message: string };

const UNREACHABLE = 'Could not reach the authentication service. Check your connection and try again.';
const SIGNED_OUT =
  'You are no longer signed in: you may have signed out in another tab or on another device. Sign in again, then try once more.';

/** The client with the store following it; null when sign-in is not configured here. */
export async function authClient(): Promise<SupabaseClient | null> {
  const client = await getSupabaseClient();
  if (client) await startAuth();
  return client;
}

/**
 * A supabase-js error as the page says it: a request that failed to leave is "could not reach"; a
 * session that ended elsewhere (supabase-js's "Auth session missing!", or the service's
 * session_not_found) says so and what to do.
 */
export function resultOf(
  error: { message: string; name?: string; status?: number; code?: string } | null | undefined,
): ClientResult {
  if (!error) return { ok: true };
  if (error.name === 'AuthSessionMissingError' || error.code === 'session_not_found') {
    return { ok: false, message: SIGNED_OUT };
  }
  const unreachable = error.name === 'AuthRetryableFetchError' && !error.status;
  return { ok: false, message: unreachable ? UNREACHABLE : error.message };
}

/** Runs `work` with the client; not configured here: the page's usual message. */
export async function withAuthClient(work: (client: SupabaseClient) => Promise<ClientResult>): Promise<ClientResult> {
  const client = await authClient();
  if (!client) return { ok: false, message: authDisabledMessage() };
  try {
    return await work(client);
  } catch (error) {
    console.error('[account] authentication request failed', error);
    return { ok: false, message: 'Something went wrong. Please try again.' };
  }
}

/** The address of one of this site's pages, for the links the service mails. */
export const pageUrl = (path: string) => `${window.location.origin}${path}`;
