import { useEffect } from 'react';

const ORDER_ID = /^ORD-[A-Z0-9]{8}$/;
const ACCESS = /^[A-Za-z0-9._-]{10,600}$/;

/** `?checkout=success|cancelled&order=...&access=...` from Stripe's return, checked; null otherwise. */
export function readCheckoutReturn(
  search: string,
): { outcome: 'success' | 'cancelled'; id: string; access: string } | null {
  const params = new URLSearchParams(search);
  const outcome = params.get('checkout');
  const id = params.get('order') ?? '';
  const access = params.get('access') ?? '';
  if ((outcome !== 'success' && outcome !== 'cancelled') || !ORDER_ID.test(id) || !ACCESS.test(access)) return null;
  return { outcome, id, access };
}

/** The address without the checkout's parameters (the rest of it kept). */
function withoutReturnParams(): string {
  const url = new URL(window.location.href);
  for (const name of ['checkout', 'order', 'access']) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Back from Stripe's page: the address is cleaned at once, and what follows (the cart on the order,
 * paid once the server says so) comes with the cart's steps' code (steps/followCheckoutReturn.ts).
 */
export function useCheckoutReturn(): void {
  useEffect(() => {
    const back = readCheckoutReturn(window.location.search);
    if (!back) return;
    window.history.replaceState(window.history.state, '', withoutReturnParams());
    let stopped = false;
    void import('./steps/followCheckoutReturn').then(({ followCheckoutReturn }) =>
      followCheckoutReturn(back, () => stopped),
    );
    return () => {
      stopped = true;
    };
  }, []);
}
