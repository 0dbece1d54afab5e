// The production server (docs/server.md): reads the configuration, builds the
// site (app.ts) and listens: the shell on PORT (default 3000), each remote on its own origin
// (PORT+1 ... PORT+5 and PORT+7), the local auth service on PORT+6. No external service is needed.
import { buildApp, type SiteApp } from './app';
import { readConfig, type Environment } from './config';
import { stopOnSignals } from './platform';

export type { SiteApp };

/** The site, listening (the browser tests and benches start it so, with their own settings). */
export async function startSite(env?: Environment): Promise<SiteApp> {
  const site = await buildApp(readConfig(env));
  await site.listen();
  return site;
}

if (require.main === module) {
  startSite()
    .then((site) => {
      const { shell, auth: _auth, ...remotes } = site.urls;
      site.logger.info({ urls: remotes }, `Site ready at ${shell}`);
      for (const line of site.description) site.logger.info(line);
      stopOnSignals(site, site.config.http.shutdownTimeoutMs);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
