// The affiliate programme's rules (docs/product.md §9) and the pure helpers behind the referral view.
import type { ProductCategory } from '@site/shared/types';
import { roundCents } from '@site/shared/cart';
import { findProduct } from '@site/shared/catalogue';
import { shopPaths } from '@site/paths/shop';

export const AFFILIATE_TERMS = {
  commissionPercent: 30,
  payoutDayOfMonth: 15,
  minimumPayout: 50,
  cookieDays: 60,
  friendDiscountPercent: 10,
  termsNoticeDays: 30,
} as const;

export interface AffiliateProduct {
  id: string;
  name: string;
  price: number;
  /** Commission percent, e.g. 30. */
  commission: number;
  commissionAmount: number;
  category: ProductCategory;
}

/** A commission on a price, in dollars and cents. */
export function commissionFor(price: number, percent: number = AFFILIATE_TERMS.commissionPercent): number {
  return roundCents((price * percent) / 100);
}

/** The catalogue products offered to affiliates, with their commission; unknown ids are skipped. */
export function affiliateProducts(
  ids: readonly string[],
  percent: number = AFFILIATE_TERMS.commissionPercent,
): AffiliateProduct[] {
  return ids.flatMap((id) => {
    const product = findProduct(id);
    if (!product || product.isActive === false) return [];
    return [
      {
        id: product.id,
        name: product.name,
        price: product.price,
        commission: percent,
        commissionAmount: commissionFor(product.price, percent),
        category: product.category,
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
