import { REFERRAL_DISCOUNT_LABEL, REFERRAL_DISCOUNT_RATE, useReferralStore } from '@site/shared/referral';
import type { CartItem } from '../types';
import { cartTotals, type CartTotals } from './cartLogic';

export interface CartTotalsWithLabel {
  totals: CartTotals;
  /** What the discount line is called, when there is one. */
  discountLabel?: string;
}

/**
 * The cart's totals as every screen shows them (the cart sheet, its payment step and /cart): a
 * referred friend's 10% comes off the subtotal before tax.
 */
export function useCartTotals(items: readonly CartItem[]): CartTotalsWithLabel {
  const referred = useReferralStore((state) => state.code !== null);
  return referred
    ? { totals: cartTotals(items, REFERRAL_DISCOUNT_RATE), discountLabel: REFERRAL_DISCOUNT_LABEL }
    : { totals: cartTotals(items) };
}
