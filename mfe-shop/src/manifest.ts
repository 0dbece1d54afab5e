// What the shop declares of itself (docs/releases.md): its routes, its pages, its links in the
// chrome. Goes out with every release of the shop; the shell routes and links from it at run time.
import type { RemoteManifest } from '@site/shared/types';
import { SHOP_CATEGORY_SLUGS, shopPaths } from './paths';

export const manifest = {
  name: 'shop',
  label: 'The shop',
  routes: [`${shopPaths.shop}/*`, shopPaths.cart],
  pages: [
    { path: shopPaths.shop },
    ...SHOP_CATEGORY_SLUGS.map((slug) => ({ path: shopPaths.category(slug) })),
    { path: shopPaths.cart, sitemap: false },
  ],
  menu: [{ to: shopPaths.shop, label: 'Shop', order: 50 }],
} satisfies RemoteManifest;
