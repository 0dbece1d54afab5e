// Production server: the shell on PORT (default 3000) and each remote on its own origin
// (PORT+1 ... PORT+5), from the production builds. No external service is needed.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildRuntimeConfig, loadServerConfig, registry } from './config';
import { registerContentProxy } from './contentProxy';
import { registerHealthChecks, type ReadinessCheck } from './health';
import { loadRemotePageRoutes } from './remotePages';
import { injectRemotePreloads, injectRuntimeSettings } from './shellIndex';
import { buildContentSecurityPolicy, inlineScriptHashes, readExternalServices } from './securityHeaders';
import { createLogger } from './serverBasics';
import { assertBuilt, createStaticSite } from './staticSite';
import { registerSiteApi, startSiteAuth } from './siteServices';

export interface RunningSite {
  close: () => Promise<void>;
  urls: Record<string, string>;
  /** Each origin's server by name ('shell', the remote names, 'auth'), e.g. to stop one in a test. */
  servers: Record<string, FastifyInstance>;
  /** Which authentication backend the page uses. */
  authDescription: string;
  /** The process's logger (JSON lines on stdout). */
  logger: Logger;
  /** From now on /readyz answers 503 (shutdown has begun: the load balancer stops sending visitors). */
  drain: () => void;
}

export async function startSite(env: NodeJS.ProcessEnv = process.env): Promise<RunningSite> {
  const config = loadServerConfig(env);
  const logger = createLogger(config.logLevel);
  const servers: FastifyInstance[] = [];
  const byName: Record<string, FastifyInstance> = {};
  const urls: Record<string, string> = {};
  const siteOrigin = env.SITE_ORIGIN?.replace(/\/+$/, '') || `http://${config.publicHost}:${config.port}`;
  let authDescription = '';
  let draining = false;

  const shellRoot = config.distDir(registry.shell.dir);
  assertBuilt(shellRoot, 'The shell');
  for (const remote of Object.values(registry.remotes)) assertBuilt(config.distDir(remote.dir), remote.dir);
  const runtimeConfig = buildRuntimeConfig(config) as { remotes: Record<string, string> };
  const remotePages = loadRemotePageRoutes(shellRoot);
  const originLogger = (origin: string) => logger.child({ origin });
  const readiness: ReadinessCheck[] = [];
  const listening = (name: string, server: FastifyInstance) =>
    readiness.push({ name, check: async () => (server.server.listening ? null : 'not listening') });

  try {
    const auth = await startSiteAuth(env, config, siteOrigin, originLogger('auth'));
    authDescription = auth.description;
    if (auth.server && auth.publicConfig) {
      servers.push(auth.server);
      byName.auth = auth.server;
      urls.auth = auth.publicConfig.url;
      listening('auth', auth.server);
    } else if (auth.unavailableMessage) {
      readiness.push({ name: 'auth', check: async () => 'sign-in disabled: the local auth data cannot be used' });
    }

    // Every page of every origin: the same sources (the remotes' pages, alone, load what they load
    // inside the shell), never framed.
    const contentSecurityPolicy = buildContentSecurityPolicy({
      remoteUrls: Object.values(runtimeConfig.remotes),
      external: readExternalServices(),
      authUrl: auth.publicConfig?.url ?? null,
      // The shell's pages carry one inline script (the early-events script), allowed by its hash.
      scriptHashes: inlineScriptHashes(fs.readFileSync(path.join(shellRoot, 'index.html'), 'utf8')),
    });

    for (const [name, remote] of Object.entries(registry.remotes)) {
      // Each remote's own origin also serves its standalone page at its own routes (QA); any other
      // path there is a 404.
      const app = await createStaticSite({
        root: config.distDir(remote.dir),
        cors: true,
        spaFallback: remotePages ? remotePages(name) : true,
        contentSecurityPolicy,
        logger: originLogger(name),
        trustProxy: config.trustProxy,
      });
      const port = config.remotePort(name);
      await app.listen({ host: config.host, port });
      servers.push(app);
      byName[name] = app;
      urls[name] = `http://${config.publicHost}:${port}`;
      // A remote moved elsewhere (REMOTE_<NAME>_URL) is checked where it now lives.
      const manifest = runtimeConfig.remotes[name] ?? '';
      if (manifest === `${urls[name]}/mf-manifest.json`) listening(name, app);
      else readiness.push({ name, check: () => manifestAnswers(manifest) });
    }

    const shell = await createStaticSite({
      root: shellRoot,
      cors: false,
      spaFallback: true,
      // PRERENDER=off serves the client-rendered shell for every path: only a yardstick for
      // bench:lighthouse --no-prerender (what a visitor got before the HTML was prerendered).
      prerendered: env.PRERENDER !== 'off',
      contentSecurityPolicy,
      transformIndex: (html) =>
        injectRemotePreloads(
          injectRuntimeSettings(html, { supabase: auth.publicConfig, authUnavailable: auth.unavailableMessage }),
          runtimeConfig.remotes,
        ),
      logger: originLogger('shell'),
      trustProxy: config.trustProxy,
    });
    registerSiteApi(shell, env, siteOrigin);
    registerContentProxy(shell, new URL(runtimeConfig.remotes[registry.contentRemote] ?? '').origin);
    shell.get('/remotes.json', async (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').send(runtimeConfig),
    );
    registerHealthChecks(shell, { checks: readiness, draining: () => draining });
    await shell.listen({ host: config.host, port: config.port });
    servers.push(shell);
    byName.shell = shell;
    listening('shell', shell);
    urls.shell = `http://${config.publicHost}:${config.port}`;
  } catch (error) {
    await Promise.all(servers.map((server) => server.close()));
    throw error;
  }

  return {
    urls,
    servers: byName,
    authDescription,
    logger,
    drain: () => {
      draining = true;
    },
    close: async () => {
      draining = true;
      await Promise.all(servers.map((server) => server.close()));
    },
  };
}

/** A remote served from elsewhere is ready when its manifest answers. */
async function manifestAnswers(url: string): Promise<string | null> {
  try {
    const response = await fetch(url, { method: 'GET', signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.ok ? null : `manifest answered ${response.status}`;
  } catch (error) {
    return `manifest unreachable (${(error as Error).message})`;
  }
}

/**
 * SIGTERM or SIGINT: /readyz turns 503, the servers stop accepting connections, requests in flight
 * finish (idle keep-alive connections are closed), then the process exits. Past SHUTDOWN_TIMEOUT_MS
 * (default 10 s) it exits anyway, with status 1.
 */
function stopOnSignals(site: RunningSite, timeoutMs: number): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    site.logger.info({ signal }, 'shutting down: finishing requests in flight');
    site.drain();
    setTimeout(() => {
      site.logger.error({ timeoutMs }, 'shutdown took too long: exiting with requests unfinished');
      process.exit(1);
    }, timeoutMs).unref();
    site.close().then(
      () => {
        site.logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        site.logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (require.main === module) {
  startSite()
    .then((site) => {
      const { urls, authDescription, logger } = site;
      const remotes = Object.fromEntries(Object.entries(urls).filter(([name]) => name !== 'shell' && name !== 'auth'));
      logger.info({ urls: remotes }, `Site ready at ${urls.shell}`);
      logger.info(authDescription);
      stopOnSignals(site, Number(process.env.SHUTDOWN_TIMEOUT_MS) || 10_000);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
