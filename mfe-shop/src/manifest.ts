// What the shop declares of itself (docs/releases.md): its routes, its pages and their social cards,
// its links in the chrome. Goes out with every release of the shop; the shell routes and links from
// it at run time. A page a release adds without a card of its own gets the shop's.
import { SHOP_CATEGORY_SLUGS, shopPaths, type ShopCategorySlug } from '@site/paths/shop';
import type { RemoteManifest, SocialCard } from '@site/shared/types';

const categoryCards: Record<ShopCategorySlug, SocialCard> = {
  digital: { art: 'course-video', eyebrow: 'Shop · Digital products' },
  apps: { art: 'app-tiles', eyebrow: 'Shop · AI apps' },
  'ai-solutions': { art: 'network', eyebrow: 'Shop · AI solutions' },
  coaching: { art: 'conversation', eyebrow: 'Shop · Coaching' },
  memberships: { art: 'rosette', eyebrow: 'Shop · Memberships' },
};

export const manifest = {
  name: 'shop',
  label: 'The shop',
  routes: [`${shopPaths.shop}/*`, shopPaths.cart],
  pages: [
    { path: shopPaths.shop },
    ...SHOP_CATEGORY_SLUGS.map((slug) => ({ path: shopPaths.category(slug), card: categoryCards[slug] })),
    { path: shopPaths.cart, sitemap: false, card: { art: 'cart', eyebrow: 'The shop' } },
  ],
  card: { art: 'shopping-bag', eyebrow: 'The shop' },
  menu: [{ to: shopPaths.shop, label: 'Shop', order: 50 }],
} satisfies RemoteManifest;
