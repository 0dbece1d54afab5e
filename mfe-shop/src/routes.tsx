import { Route, Routes } from '@site/shared/router';
import { lazyPart, NotFoundPage } from '@site/shared/ui';
import { marketingPaths } from '@site/paths/marketing';
import { ShopPage } from './features/catalogue/ShopPage';
import { shopPaths } from '@site/paths/shop';

// Each category page and the cart page is a chunk of its own (lazyPart): a visit to one runs its
// page's modules only, not the six others' (bench:trace at a Lighthouse index of about 700: the
// routes module of every page was one task of 60 ms on /shop). The shop's landing page stays in
// this module: the section's most visited page hydrates without a chunk of its own to wait for.
const DigitalPage = lazyPart(() =>
  import('./pages/categories/DigitalPage').then((module) => ({ default: module.DigitalPage })),
);
const AppsPage = lazyPart(() => import('./pages/categories/AppsPage').then((module) => ({ default: module.AppsPage })));
const AiSolutionsPage = lazyPart(() =>
  import('./pages/categories/AiSolutionsPage').then((module) => ({ default: module.AiSolutionsPage })),
);
const CoachingPage = lazyPart(() =>
  import('./pages/categories/CoachingPage').then((module) => ({ default: module.CoachingPage })),
);
const MembershipsPage = lazyPart(() =>
  import('./pages/categories/MembershipsPage').then((module) => ({ default: module.MembershipsPage })),
);
const CartPage = lazyPart(() => import('./features/cart/CartPage').then((module) => ({ default: module.CartPage })));

/** What the shell mounts for /shop/* and /cart. */
export default function ShopRoutes() {
  return (
    <Routes>
      <Route path={shopPaths.shop} element={<ShopPage />} />
      <Route path={shopPaths.category('digital')} element={<DigitalPage />} />
      <Route path={shopPaths.category('apps')} element={<AppsPage />} />
      <Route path={shopPaths.category('ai-solutions')} element={<AiSolutionsPage />} />
      <Route path={shopPaths.category('coaching')} element={<CoachingPage />} />
      <Route path={shopPaths.category('memberships')} element={<MembershipsPage />} />
      <Route path={shopPaths.cart} element={<CartPage />} />
      <Route path="*" element={<NotFoundPage links={{ home: marketingPaths.home, shop: shopPaths.shop }} />} />
    </Routes>
  );
}
