import { useEffect, useState } from 'react';
import { authClient } from '../../lib/authClient';
import { readLinkFragment, type LinkType } from '../../lib/linkFragment';

/** What the page a mailed link opened learnt from it. */
export type LinkState =
  | { status: 'reading' }
  /** No link's result in the URL: a plain visit. */
  | { status: 'none' }
  | { status: 'signed-in'; type: LinkType | null; email: string }
  /** Used, expired, or not a link of ours; `description` is the service's words, shown as text. */
  | { status: 'failed'; description: string }
  | { status: 'message'; text: string };

const readFragment = () => (typeof window === 'undefined' ? null : readLinkFragment(window.location.hash));

/**
 * Reads the session (or the error) a mailed link brought back in the URL fragment, signs the
 * visitor in with it through supabase-js (setSession), and takes the tokens out of the address bar
 * and its history at once.
 */
export function useLinkSession(): LinkState {
  // Read once, before the effect clears the address (StrictMode runs effects twice).
  const [fragment] = useState(readFragment);
  const [signedIn, setSignedIn] = useState<LinkState>({ status: 'reading' });

  useEffect(() => {
    // The query stays: it may name the page to continue to (?next=).
    if (fragment) {
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    }
    if (fragment?.kind !== 'session') return;
    let live = true;
    void (async () => {
      const client = await authClient().catch(() => null);
      const result = client
        ? await client.auth.setSession({ access_token: fragment.accessToken, refresh_token: fragment.refreshToken })
        : null;
      if (!live) return;
      const email = result?.data.user?.email;
      if (!result || result.error || !email) {
        setSignedIn({ status: 'failed', description: result?.error?.message ?? '' });
      } else {
        setSignedIn({ status: 'signed-in', type: fragment.type, email });
      }
    })();
    return () => {
      live = false;
    };
  }, [fragment]);

  if (!fragment) return { status: 'none' };
  if (fragment.kind === 'error') return { status: 'failed', description: fragment.description };
  if (fragment.kind === 'message') return { status: 'message', text: fragment.text };
  return signedIn;
}
