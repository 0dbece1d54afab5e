import { Route, Routes } from 'react-router-dom';
import { ComingSoonPage, NotFoundPage } from '@site/shared/ui';
import { CartPage } from './features/cart/CartPage';
import { ShopPage } from './features/catalogue/ShopPage';

/** What the shell mounts for /shop/* and /cart. */
export default function ShopRoutes() {
  return (
    <Routes>
      <Route path="/shop" element={<ShopPage />} />
      <Route path="/shop/digital" element={<ComingSoonPage title="Digital Products" />} />
      <Route path="/shop/apps" element={<ComingSoonPage title="AI Apps" />} />
      <Route path="/shop/ai-solutions" element={<ComingSoonPage title="AI Solutions" />} />
      <Route path="/shop/coaching" element={<ComingSoonPage title="Coaching & Services" />} />
      <Route path="/shop/memberships" element={<ComingSoonPage title="Memberships" />} />
      <Route path="/cart" element={<CartPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
