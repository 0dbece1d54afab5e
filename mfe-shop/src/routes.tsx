import { Route, Routes } from '@site/shared/router';
import { NotFoundPage } from '@site/shared/ui';
import { marketingPaths } from '@site/paths/marketing';
import { CartPage } from './features/cart/CartPage';
import { ShopPage } from './features/catalogue/ShopPage';
import { AiSolutionsPage } from './pages/categories/AiSolutionsPage';
import { AppsPage } from './pages/categories/AppsPage';
import { CoachingPage } from './pages/categories/CoachingPage';
import { DigitalPage } from './pages/categories/DigitalPage';
import { MembershipsPage } from './pages/categories/MembershipsPage';
import { shopPaths } from '@site/paths/shop';

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
