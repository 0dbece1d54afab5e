// The shop's pages in the console (docs/shop-console.md, "The shop"), for the owner: their routes and
// their group of the console's navigation.
import { NavLink, Route } from '@site/shared/router';
import { adminPaths } from '@site/paths/admin';
import { CustomersPage } from './CustomersPage';
import { OrderPage } from './OrderPage';
import { OrdersPage } from './OrdersPage';
import { PayoutsPage } from './PayoutsPage';
import { RevenuePage } from './RevenuePage';

export const shopRoutes = () => [
  <Route key="revenue" path={adminPaths.shop} element={<RevenuePage />} />,
  <Route key="orders" path={adminPaths.shopOrders} element={<OrdersPage />} />,
  <Route key="order" path={adminPaths.shopOrderRoute} element={<OrderPage />} />,
  <Route key="customers" path={adminPaths.shopCustomers} element={<CustomersPage />} />,
  <Route key="payouts" path={adminPaths.shopPayouts} element={<PayoutsPage />} />,
];

const LINKS = [
  { to: adminPaths.shop, label: 'Revenue', end: true },
  { to: adminPaths.shopOrders, label: 'Orders', end: false },
  { to: adminPaths.shopCustomers, label: 'Customers', end: true },
  { to: adminPaths.shopPayouts, label: 'Payouts', end: true },
];

export function ShopNav() {
  return (
    <>
      <h2 id="console-shop">Shop</h2>
      <ul aria-labelledby="console-shop">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </>
  );
}
