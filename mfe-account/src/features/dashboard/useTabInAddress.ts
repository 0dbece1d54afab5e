import { useState } from 'react';
import { useLocation, useNavigate } from '@site/shared/router';

/**
 * The open tab of a page, kept in the address's hash (`/account#subscriptions`): a link can open a
 * tab (an order's membership line, docs/orders.md), and a refresh or a new tab reopens the one the
 * visitor was on. The first tab has no hash; an unknown hash opens the first tab.
 */
export function useTabInAddress<T extends string>(tabs: readonly T[]): [T, (tab: string) => void] {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const first = tabs[0] as T;
  const named = tabs.find((tab) => tab === hash.slice(1)) ?? first;
  // The tab chosen shows at once; the router commits the new address a moment later. Until then
  // (the address unchanged since the choice) the choice stands; after, the address does.
  const [chosen, setChosen] = useState<{ tab: T; at: string } | null>(null);
  const current = chosen && chosen.at === hash ? chosen.tab : named;
  const choose = (value: string) => {
    const tab = tabs.find((candidate) => candidate === value) ?? first;
    setChosen({ tab, at: hash });
    // Replace: choosing tabs is not a trail of pages for Back to walk through.
    navigate({ hash: tab === first ? '' : tab }, { replace: true, preventScrollReset: true });
  };
  return [current, choose];
}
