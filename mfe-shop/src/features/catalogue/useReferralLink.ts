import { useEffect, useState } from 'react';
import { useLocation } from '@site/shared/router';
import { products } from '@site/shared/catalogue';
import { parseReferralLink, useReferralStore } from '@site/shared/referral';

const knownIds = new Set(products.map((product) => product.id));

/**
 * Reads a referral link (/shop?ref={code}&product={id}) after hydration, since the prerendered
 * /shop has no query: a valid code is remembered for 60 days, a known product is highlighted and
 * scrolled into view. Invalid codes and unknown products are ignored.
 */
export function useReferralLink(): { highlightedId: string | null } {
  const { search } = useLocation();
  const remember = useReferralStore((state) => state.remember);
  const [highlightedId, setHighlightedId] = useState<string | null>(null);

  useEffect(() => {
    const link = parseReferralLink(search, knownIds);
    if (link.code) remember(link.code);
    setHighlightedId(link.productId);
  }, [search, remember]);

  useEffect(() => {
    if (!highlightedId) return;
    const card = document.getElementById(`product-card-${highlightedId}`);
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    card?.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'center' });
  }, [highlightedId]);

  return { highlightedId };
}
