// The affiliate programme's rules (docs/product.md §9) and the pure helpers behind the referral view.
// The discount and the commission are the contract's (through @site/shared/referral), as the server
// prices orders and commissions with them.
import type { ProductCategory } from '@site/shared/types';
import { findProduct } from '@site/shared/catalogue';
import { REFERRAL_COMMISSION_PERCENT, REFERRAL_DISCOUNT_PERCENT, referredFirstPurchase } from '@site/shared/referral';
import { shopPaths } from '@site/paths/shop';

export const AFFILIATE_TERMS = {
  commissionPercent: REFERRAL_COMMISSION_PERCENT,
  payoutDayOfMonth: 15,
  minimumPayout: 50,
  cookieDays: 60,
  friendDiscountPercent: REFERRAL_DISCOUNT_PERCENT,
  termsNoticeDays: 30,
} as const;

export interface AffiliateProduct {
  id: string;
  name: string;
  price: number;
  category: ProductCategory;
  /** What a referred friend pays for it as their first purchase: after their discount, before tax. */
  friendPaysCents: number;
  /** What the referrer earns on that purchase. */
  commissionCents: number;
}

/** The catalogue products offered to affiliates, with what each earns; unknown ids are skipped. */
export function affiliateProducts(ids: readonly string[]): AffiliateProduct[] {
  return ids.flatMap((id) => {
    const product = findProduct(id);
    if (!product || product.isActive === false) return [];
    return [
      {
        id: product.id,
        name: product.name,
        price: product.price,
        category: product.category,
        ...referredFirstPurchase(product.price),
      },
    ];
  });
}

/** `{origin}/shop?ref={code}&product={id}` (docs/product.md §9). */
export function referralLink(origin: string, code: string, productId: string): string {
  const params = new URLSearchParams({ ref: code, product: productId });
  return `${origin.replace(/\/+$/, '')}${shopPaths.shop}?${params.toString()}`;
}

/** The products the referral links list, with what each earns. */
export const AFFILIATE_PRODUCTS = affiliateProducts([
  'ai-prompt-mastery',
  'automation-blueprint',
  'customer-experience-ai',
  'lead-generation-ai',
  'chatbot-builder-app',
  'ai-inner-circle',
]);
