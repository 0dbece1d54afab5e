// The shop's public addresses (mfe-shop owns the pages): the shop remote and every package that links
// to it use these, never literals (docs/rollouts.md, "Public addresses"). Compiled into each build:
// a path that changes here changes in every package that links to it at its next build; the shop
// keeps old paths routed.

/** The category pages of the shop, by the slug in their path. */
export const SHOP_CATEGORY_SLUGS = ['digital', 'apps', 'ai-solutions', 'coaching', 'memberships'] as const;
export type ShopCategorySlug = (typeof SHOP_CATEGORY_SLUGS)[number];

export const shopPaths = {
  shop: '/shop',
  category: (slug: ShopCategorySlug) => `/shop/${slug}` as const,
  cart: '/cart',
} as const;
