import { useCallback, useEffect, useState } from 'react';
import { cancelSubscription, fetchMyOrders, fetchMySubscriptions, type ApiFailure } from '@site/shared/orders';
import type { AccountRecords } from './dashboardData';

export type RecordsState =
  { status: 'loading' } | { status: 'failed'; failure: ApiFailure } | ({ status: 'ready' } & AccountRecords);

/**
 * The signed-in visitor's own orders and subscriptions, from the orders API (the session's token
 * goes with each call). `reload` asks again after a failure; `cancel` cancels a subscription at the
 * end of its period and shows the server's answer.
 */
export function useAccountRecords(token: string | null) {
  const [state, setState] = useState<RecordsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void Promise.all([fetchMyOrders(token), fetchMySubscriptions(token)]).then(([orders, subscriptions]) => {
      if (!current) return;
      if (!orders.ok) setState({ status: 'failed', failure: orders });
      else if (!subscriptions.ok) setState({ status: 'failed', failure: subscriptions });
      else setState({ status: 'ready', orders: orders.orders, subscriptions: subscriptions.subscriptions });
    });
    return () => {
      current = false;
    };
  }, [token, attempt]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const cancel = useCallback(
    async (id: string): Promise<ApiFailure | null> => {
      const result = await cancelSubscription(id, token);
      if (!result.ok) return result;
      setState((previous) =>
        previous.status === 'ready'
          ? {
              ...previous,
              subscriptions: previous.subscriptions.map((s) => (s.id === id ? result.subscription : s)),
            }
          : previous,
      );
      return null;
    },
    [token],
  );

  return { state, reload, cancel };
}
