// `npm run dev` (scripts/dev.mjs): the local auth service and the /api routes next to the webpack
// dev servers, started as the production server starts them (siteServices.ts), and what the
// production server gives the page: /remotes.json and the page with its settings (devPages.ts).
// The shell's dev server forwards these here (docs/working.md, "Development").
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { loadServerConfig, registry, REPO_ROOT } from './config';
import { databaseSettingsFromEnv } from './db/database';
import { startShopService } from './orders/shopService';
import { addOriginHooks, createLogger, originServerOptions, registerRateLimiter } from './serverBasics';
import { registerDevPages } from './devPages';
import { registerSiteApi, startSiteAuth } from './siteServices';

export interface DevBackend {
  /** Where the shell's dev server sends /api, /remotes.json and its page. */
  url: string;
  description: string;
  close: () => Promise<void>;
}

export async function startDevBackend(env: NodeJS.ProcessEnv = process.env): Promise<DevBackend> {
  const config = loadServerConfig(env);
  const logger = createLogger(config.logLevel);
  const siteOrigin = `http://${config.publicHost}:${config.port}`;
  const auth = await startSiteAuth(env, config, siteOrigin, logger.child({ origin: 'auth' }));
  const api = Fastify(
    originServerOptions({
      logger: logger.child({ origin: 'api' }),
      trustProxy: config.trustProxy,
      bodyLimit: 64 * 1024,
    }),
  );
  addOriginHooks(api);
  await registerRateLimiter(api);
  registerSiteApi(api, env, siteOrigin);
  // The shop's orders API on the same data as the production server (DATA_DIR, DATABASE_URL).
  const shop = await startShopService({
    database: databaseSettingsFromEnv(env, REPO_ROOT),
    repoRoot: REPO_ROOT,
    siteOrigin,
    env,
    logger: logger.child({ origin: 'orders' }),
  });
  await shop.register(api, auth.verifier);
  const devOrigin = (port: number) => `http://localhost:${port}`;
  registerDevPages(api, {
    shellOrigin: devOrigin(config.port),
    remoteOrigins: Object.fromEntries(
      Object.keys(registry.remotes).map((name) => [name, devOrigin(config.remotePort(name))]),
    ),
    env,
    runtimeSettings: { supabase: auth.publicConfig, authUnavailable: auth.unavailableMessage },
    logger: logger.child({ origin: 'dev-pages' }),
  });
  await api.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`,
    description: `${auth.description}; ${shop.description()}`,
    close: async () => {
      await Promise.all([api.close(), auth.server?.close()]);
      await shop.close();
    },
  };
}
