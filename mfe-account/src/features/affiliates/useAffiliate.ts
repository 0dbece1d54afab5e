import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '@site/shared/auth';
import { fetchAffiliate, type AffiliateView, type ApiFailure } from '@site/shared/orders';
import { useSessionCheck } from '../../lib/useSessionCheck';

export type AffiliateState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'failed'; failure: ApiFailure }
  | { status: 'ready'; affiliate: AffiliateView };

/**
 * The signed-in referrer's code, referred orders and commissions, from the orders API. A new token
 * of the same account (the session refreshed, hourly) asks again and keeps what is shown meanwhile:
 * the page is not swapped for a spinner under the visitor's focus. A session ended elsewhere is
 * found when the page opens or is shown again (useSessionCheck).
 */
export function useAffiliate(): { state: AffiliateState; reload: () => void } {
  const { user, session, loading } = useAuth();
  const token = session?.access_token ?? null;
  const userId = user?.id ?? null;
  const [fetched, setFetched] = useState<{ token: string; userId: string; state: AffiliateState } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useSessionCheck(userId);

  useEffect(() => {
    if (!token || !userId) return;
    let current = true;
    void fetchAffiliate(token).then((result) => {
      if (!current) return;
      setFetched({
        token,
        userId,
        state: result.ok ? { status: 'ready', affiliate: result.affiliate } : { status: 'failed', failure: result },
      });
    });
    return () => {
      current = false;
    };
  }, [token, userId, attempt]);

  const reload = useCallback(() => {
    setFetched(null);
    setAttempt((n) => n + 1);
  }, []);

  if (loading) return { state: { status: 'loading' }, reload };
  if (!user || !token) return { state: { status: 'signed-out' }, reload };
  const shown = fetched?.token === token || (fetched?.userId === userId && fetched?.state.status === 'ready');
  return { state: fetched && shown ? fetched.state : { status: 'loading' }, reload };
}
