// Referral links of docs/product.md §9: /shop?ref={code}&product={id}. A valid code is kept for 60 days in a
// first-party cookie and gives the referred friend 10% off their first purchase.
import {
  commissionCents,
  COMMISSION_BASIS_POINTS,
  priceLines,
  REFERRAL_DISCOUNT_BASIS_POINTS,
  toCents,
} from '@site/contract/pricing';
import { parseReferralCode, REFERRAL_COOKIE, REFERRAL_MAX_AGE_MS } from '@site/contract/referralCookie';

// The cookie's reading is the server's too (it marks a referred visitor's page).
export {
  parseReferralCode,
  readReferralCookie,
  REFERRAL_COOKIE,
  REFERRAL_DAYS,
  REFERRAL_MAX_AGE_MS,
} from '@site/contract/referralCookie';

/** Share of the subtotal a referred friend saves on their first purchase (before tax): the server's. */
export const REFERRAL_DISCOUNT_RATE = REFERRAL_DISCOUNT_BASIS_POINTS / 10_000;
/** The same, and the referrer's commission on that purchase, as the percentages the pages say. */
export const REFERRAL_DISCOUNT_PERCENT = REFERRAL_DISCOUNT_BASIS_POINTS / 100;
export const REFERRAL_COMMISSION_PERCENT = COMMISSION_BASIS_POINTS / 100;

/**
 * A referred friend's first purchase of one item at `price` dollars (the one purchase a referral
 * pays on): what they pay before tax, with their discount, and the referrer's commission on it, in
 * cents, priced as the server prices the order (@site/contract/pricing).
 */
export function referredFirstPurchase(price: number): { friendPaysCents: number; commissionCents: number } {
  const { subtotalCents, discountCents } = priceLines(
    [{ unitPriceCents: toCents(price), quantity: 1 }],
    REFERRAL_DISCOUNT_BASIS_POINTS,
  );
  return {
    friendPaysCents: subtotalCents - discountCents,
    commissionCents: commissionCents(subtotalCents, discountCents),
  };
}

export const REFERRAL_DISCOUNT_LABEL = 'Referral discount (10% off your first purchase)';

export interface ReferralLink {
  code: string | null;
  /** The linked product's id when it is one of `knownProductIds`, else null. */
  productId: string | null;
}

/** Reads ?ref= and ?product= from a query string; invalid codes and unknown products are ignored. */
export function parseReferralLink(search: string, knownProductIds: ReadonlySet<string>): ReferralLink {
  const params = new URLSearchParams(search);
  const product = params.get('product');
  return {
    code: parseReferralCode(params.get('ref')),
    productId: product !== null && knownProductIds.has(product) ? product : null,
  };
}

/** The cookie's value: the code and when it was given, so expiry is checked here too. */
export function referralCookieValue(code: string, now: number): string {
  return `${code}.${Math.floor(now)}`;
}

/** The Set-Cookie-style string for document.cookie: first-party, 60 days, whole site. */
export function referralCookie(code: string, now: number, secure: boolean): string {
  const maxAge = Math.floor(REFERRAL_MAX_AGE_MS / 1000);
  return `${REFERRAL_COOKIE}=${referralCookieValue(code, now)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function expiredReferralCookie(): string {
  return `${REFERRAL_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
