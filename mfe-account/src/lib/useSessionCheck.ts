// "Every other device was signed out" (a new password, "Sign out of every device") holds here too:
// a session's token stays valid for up to an hour, so a page that shows the account asks the
// service (supabase-js getUser) when it opens and whenever its tab is shown again. A session that
// ended elsewhere answers session_not_found; supabase-js then forgets it and says SIGNED_OUT, and
// the navbar and the page follow (docs/accounts.md, "Accounts and sign-in"). A failed request
// changes nothing.
import { useEffect } from 'react';
import { authClient } from './authClient';
import { markSessionEnded } from './sessionEnded';

/** While `userId` is signed in, checks with the service that its session still stands. */
export function useSessionCheck(userId: string | null | undefined): void {
  useEffect(() => {
    if (!userId) return;
    let asking = false;
    const check = async () => {
      if (asking || document.visibilityState === 'hidden') return;
      asking = true;
      try {
        const answer = await (await authClient())?.auth.getUser();
        // Only the service's "no such session" is an end; a failed request is not (supabase-js
        // gives AuthSessionMissingError for its session_not_found).
        if (answer?.error?.name === 'AuthSessionMissingError') markSessionEnded();
      } catch (error) {
        console.warn('[account] could not check the session', error);
      } finally {
        asking = false;
      }
    };
    const onVisible = () => void check();
    void check();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [userId]);
}
