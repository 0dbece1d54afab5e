import { Route, Routes } from '@site/shared/router';
import { NotFoundPage } from '@site/shared/ui';
import { CartPage } from './features/cart/CartPage';
import { ShopPage } from './features/catalogue/ShopPage';
import { AiSolutionsPage } from './pages/categories/AiSolutionsPage';
import { AppsPage } from './pages/categories/AppsPage';
import { CoachingPage } from './pages/categories/CoachingPage';
import { DigitalPage } from './pages/categories/DigitalPage';
import { MembershipsPage } from './pages/categories/MembershipsPage';

/** What the shell mounts for /shop/* and /cart. */
export default function ShopRoutes() {
  return (
    <Routes>
      <Route path="/shop" element={<ShopPage />} />
      <Route path="/shop/digital" element={<DigitalPage />} />
      <Route path="/shop/apps" element={<AppsPage />} />
      <Route path="/shop/ai-solutions" element={<AiSolutionsPage />} />
      <Route path="/shop/coaching" element={<CoachingPage />} />
      <Route path="/shop/memberships" element={<MembershipsPage />} />
      <Route path="/cart" element={<CartPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
