// The shop's /api routes (docs/orders.md): orders placed and shown, the signed-in visitor's
// records, downloads behind signed links, referral codes checked.
import type { FastifyInstance } from 'fastify';
import type { AccountRemover, AccountVerifier } from '../../auth';
import { registerAccountDeletionRoute } from './accountDeletionRoute';
import type { ShopData } from '../shopData';
import { registerAccountRoutes } from './accountRoutes';
import { registerDownloadRoutes } from './downloadRoutes';
import { registerOrderRoutes, type OrderRouteOptions } from './orderRoutes';
import { registerReferralRoutes } from './referralRoutes';
import { routeKit } from './replies';

export interface OrderApiOptions extends OrderRouteOptions {
  /** The shop's data once the database is open; null while it cannot be reached. */
  data: () => ShopData | null;
  verifier: AccountVerifier | null;
  /** The auth room's deletion of an account; null when the backend cannot delete accounts. */
  accountRemover: AccountRemover | null;
  /** Folder of the downloadable files, one per product: <product id>.<ext>. */
  downloadsDir: string;
}

export function registerOrderApi(app: FastifyInstance, options: OrderApiOptions): void {
  const kit = routeKit(options);
  registerOrderRoutes(app, kit, options);
  registerAccountRoutes(app, kit);
  registerAccountDeletionRoute(app, kit, options.accountRemover);
  registerDownloadRoutes(app, kit, options.downloadsDir);
  registerReferralRoutes(app, kit);
}
