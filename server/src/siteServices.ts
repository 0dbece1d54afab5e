// What the site runs besides its files: the auth backend and the /api routes. The production server
// (main.ts) and `npm run dev` (devBackend.ts) start them the same way.
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { REPO_ROOT, type ServerConfig } from './config';
import { cataloguePath, loadCatalogue, registerConsultationPayment } from './api/consultationPayment';
import { resolveAuthSettings, startAuthBackend, type AuthBackend } from './auth/authBackend';

/** The auth backend the environment asks for (hosted, local service or off); see authBackend.ts. */
export function startSiteAuth(
  env: NodeJS.ProcessEnv,
  config: ServerConfig,
  siteOrigin: string,
  logger: Logger,
): Promise<AuthBackend> {
  return startAuthBackend(
    resolveAuthSettings({
      env,
      repoRoot: REPO_ROOT,
      port: config.port,
      publicHost: config.publicHost,
      siteOrigins: [siteOrigin, `http://${config.publicHost}:${config.port}`],
    }),
    { logger, trustProxy: config.trustProxy },
  );
}

/** The site's /api routes (the consultation payment). */
export function registerSiteApi(app: FastifyInstance, env: NodeJS.ProcessEnv, siteOrigin: string): void {
  registerConsultationPayment(app, {
    catalogue: loadCatalogue(cataloguePath(REPO_ROOT)),
    siteOrigin,
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    simulationSecret: env.PAYMENT_SIMULATION_SECRET || undefined,
  });
}
