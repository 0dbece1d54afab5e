// The console's API with the shop, as composeSite builds it, over a test shop (orders/testing), for
// the shop console's tests.
import Fastify from 'fastify';
import { createConsoleAccess } from '../../access';
import type { Database } from '../../db';
import { testShopOwner, testVerifier, type TestShop } from '../../orders/testing/testShop';
import { registerRateLimiter } from '../../platform';
import { consolePlugin } from '../index';

export { SHOP_ROUTES } from './shopRoutes';

/** A console API with the shop, as composeSite builds it, over a test shop. */
export async function shopConsoleApp(shop: TestShop, db: Database, ownerEmails: string[]) {
  const access = createConsoleAccess({ verifier: testVerifier(), database: () => db, ownerEmails });
  const app = Fastify({ logger: false });
  await registerRateLimiter(app);
  await app.register(consolePlugin, {
    prefix: '/api/console',
    remoteNames: ['shop'],
    access,
    // The release pages are not these tests': no registry (their routes answer 503).
    releases: { registry: () => null, rollouts: {} as never, live: { refresh: async () => {} } as never },
    telemetry: { database: () => db, ownerOfRoute: () => null },
    shop: testShopOwner(shop, db),
  });
  await app.ready();
  return { app, access };
}
