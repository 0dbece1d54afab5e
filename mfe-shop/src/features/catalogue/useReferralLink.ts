import { useEffect, useMemo } from 'react';
import { useHydrated } from '@site/shared/hydration';
import { useLocation } from '@site/shared/router';
import { products } from '@site/shared/catalogue';
import { checkReferralCode, parseReferralLink, useReferralStore } from '@site/shared/referral';

const knownIds = new Set(products.map((product) => product.id));

/**
 * Reads a referral link (/shop?ref={code}&product={id}) after hydration, since the prerendered
 * /shop has no query: a code an account owns is remembered for 60 days (one the shop says nobody
 * owns is not, so no discount is promised for it), a known product is highlighted and scrolled into
 * view. Malformed codes and unknown products are ignored.
 */
export function useReferralLink(): { highlightedId: string | null } {
  const { search } = useLocation();
  const remember = useReferralStore((state) => state.remember);
  const link = useMemo(() => parseReferralLink(search, knownIds), [search]);
  // The prerendered page highlights nothing: the product only once hydrated.
  const highlightedId = useHydrated() ? link.productId : null;

  useEffect(() => {
    const { code } = link;
    if (!code) return;
    let current = true;
    void checkReferralCode(code).then((valid) => {
      // null: the shop could not say; the code is kept and the order decides (docs/orders.md).
      if (current && valid !== false) remember(code);
    });
    return () => {
      current = false;
    };
  }, [link, remember]);

  useEffect(() => {
    if (!highlightedId) return;
    const card = document.getElementById(`product-card-${highlightedId}`);
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    card?.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'center' });
  }, [highlightedId]);

  return { highlightedId };
}
