// `npm run dev` (scripts/dev.mjs): the local auth service and the /api routes next to the webpack
// dev servers, started as the production server starts them (siteServices.ts). The shell's dev
// server proxies /api here and puts the auth settings in its pages (webpack/shellDevServer.js).
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { loadServerConfig, REPO_ROOT } from './config';
import { databaseSettingsFromEnv } from './db/database';
import { startShopService } from './orders/shopService';
import { addOriginHooks, createLogger, originServerOptions, registerRateLimiter } from './serverBasics';
import type { PublicAuthConfig } from './shellIndex';
import { registerSiteApi, startSiteAuth } from './siteServices';

export interface DevBackend {
  /** Where the shell's dev server sends /api. */
  apiUrl: string;
  /** What the pages are given, as the production server gives them (injectRuntimeSettings). */
  runtimeSettings: { supabase: PublicAuthConfig | null; authUnavailable: string | null };
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
  await api.listen({ host: '127.0.0.1', port: 0 });
  return {
    apiUrl: `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`,
    runtimeSettings: { supabase: auth.publicConfig, authUnavailable: auth.unavailableMessage },
    description: `${auth.description}; ${shop.description()}`,
    close: async () => {
      await Promise.all([api.close(), auth.server?.close()]);
      await shop.close();
    },
  };
}
