import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '@site/shared/auth';
import { fetchAffiliate, type AffiliateView, type ApiFailure } from '@site/shared/orders';

export type AffiliateState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'failed'; failure: ApiFailure }
  | { status: 'ready'; affiliate: AffiliateView };

/** The signed-in referrer's code, referred orders and commissions, from the orders API. */
export function useAffiliate(): { state: AffiliateState; reload: () => void } {
  const { user, session, loading } = useAuth();
  const token = session?.access_token ?? null;
  const [fetched, setFetched] = useState<{ token: string; state: AffiliateState } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return;
    let current = true;
    void fetchAffiliate(token).then((result) => {
      if (!current) return;
      setFetched({
        token,
        state: result.ok ? { status: 'ready', affiliate: result.affiliate } : { status: 'failed', failure: result },
      });
    });
    return () => {
      current = false;
    };
  }, [token, attempt]);

  const reload = useCallback(() => {
    setFetched(null);
    setAttempt((n) => n + 1);
  }, []);

  if (loading) return { state: { status: 'loading' }, reload };
  if (!user || !token) return { state: { status: 'signed-out' }, reload };
  return { state: fetched?.token === token ? fetched.state : { status: 'loading' }, reload };
}
