// Production server: the shell on PORT (default 3000) and each remote on its own origin
// (PORT+1 ... PORT+5), from the production builds. No external service is needed.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { loadServerConfig, releasesBaseUrl, remoteLoadTimeout, remotePins, registry, REPO_ROOT } from './config';
import { registerContentProxy } from './contentProxy';
import { registerHealthChecks, type ReadinessCheck } from './health';
import { injectRemotePreloads, injectRuntimeSettings } from './shellIndex';
import { createSitePages, declaresPage, sitemapXml } from './pages/sitePages';
import { buildContentSecurityPolicy, inlineScriptHashes, originOf, readExternalServices } from './securityHeaders';
import { createLogger } from './serverBasics';
import { assertBuilt, createStaticSite } from './staticSite';
import { registerSiteApi, startSiteAuth } from './siteServices';
import { databaseSettingsFromEnv } from './db/database';
import { recordLockUrl } from './db/dataLock';
import { startShopService, type ShopService } from './orders/shopService';
import { createLiveRemotes } from './releases/liveRemotes';
import { publishBuilds, readShellContract, registerReleaseApi, registryFor } from './releases/releaseService';
import { CONTRACT_FILE, releaseDir, releaseStoreDir, remoteReleasesDir } from './releases/releaseStore';
import { previewSecret } from './releases/visitorChoice';
import { createVisitorReleases } from './releases/visitorReleases';

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
  const originLogger = (origin: string) => logger.child({ origin });
  const readiness: ReadinessCheck[] = [];
  const listening = (name: string, server: FastifyInstance) =>
    readiness.push({ name, check: async () => (server.server.listening ? null : 'not listening') });

  // The shop's database first: a data folder another process holds stops the start here, at once.
  const shop: ShopService = await startShopService({
    database: databaseSettingsFromEnv(env, REPO_ROOT),
    repoRoot: REPO_ROOT,
    siteOrigin,
    env,
    logger: originLogger('orders'),
  });
  readiness.push({ name: 'database', check: shop.check });

  // What visitors get of each remote: its live release in the registry (docs/releases.md). The
  // server's own build is published as a release first; a new build goes live.
  const dataDir = databaseSettingsFromEnv(env, REPO_ROOT).dataDir;
  const releaseStore = releaseStoreDir(env, dataDir);
  const releasesHost = releasesBaseUrl(env);
  const remoteNames = Object.keys(registry.remotes);
  const releaseRegistryOf = registryFor(readShellContract(shellRoot));
  const releaseRegistry = () => releaseRegistryOf(shop.database());
  const pins = remotePins(env, remoteNames);
  /**
   * The folder of each remote's release (its files, manifest and pages): in the release store, or
   * the remote's own build where it has no release (pinned, or no registry) or this instance has
   * not got the release's files.
   */
  const foldersOf = (releases: Readonly<Record<string, string>>): Record<string, string> =>
    Object.fromEntries(
      remoteNames.map((name) => {
        const id = releases[name];
        const dir = id ? releaseDir(releaseStore, name, id) : '';
        return [
          name,
          dir && fs.existsSync(path.join(dir, CONTRACT_FILE)) ? dir : config.distDir(registry.remotes[name]!.dir),
        ];
      }),
    );
  const bootRegistry = releaseRegistry();
  if (bootRegistry) {
    await publishBuilds(
      bootRegistry,
      releaseStore,
      remoteNames
        .filter((name) => !pins[name])
        .map((name) => ({ remote: name, distDir: config.distDir(registry.remotes[name]!.dir) })),
      originLogger('releases'),
    );
  }
  const live = createLiveRemotes({
    remoteNames,
    originOf: (name) => `http://${config.publicHost}:${config.remotePort(name)}`,
    pins,
    releasesBaseUrl: releasesHost,
    registry: releaseRegistry,
    logger: originLogger('releases'),
  });
  await live.refresh();
  // The only origins remote code may come from: each remote's origin (its build and every release
  // of it are served there) or its pin. The page's federation runtime and the CSP are both given
  // this one list (docs/releases.md, "Previews and canaries").
  const remoteOrigins = [
    ...new Set(
      [
        ...remoteNames.map((name) => pins[name] ?? `http://${config.publicHost}:${config.remotePort(name)}/`),
        // The release store's host too (RELEASES_BASE_URL), whichever release is live later.
        ...(releasesHost ? [releasesHost] : []),
      ]
        .map(originOf)
        .filter((origin) => origin !== null),
    ),
  ];
  const visitors = createVisitorReleases({
    live,
    registry: releaseRegistry,
    secret: previewSecret(env, dataDir),
    remoteNames,
    logger: originLogger('releases'),
  });
  const loadTimeoutMs = remoteLoadTimeout(env);
  const redisUrl = env.REDIS_URL?.trim();
  const rateLimitRedis = redisUrl ? await connectRedis(redisUrl, logger) : undefined;

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
      remoteUrls: remoteOrigins,
      external: readExternalServices(),
      authUrl: auth.publicConfig?.url ?? null,
      // The shell's pages carry one inline script (the early-events script), allowed by its hash.
      scriptHashes: inlineScriptHashes(fs.readFileSync(path.join(shellRoot, 'index.html'), 'utf8')),
    });

    const sitePages = createSitePages({
      shellRoot,
      transform: (html) =>
        injectRuntimeSettings(html, { supabase: auth.publicConfig, authUnavailable: auth.unavailableMessage }),
      // PRERENDER=off serves the client-rendered shell for every path: only a yardstick for
      // bench:lighthouse --no-prerender (what a visitor got before the HTML was prerendered).
      prerendered: env.PRERENDER !== 'off',
    });
    const pageRoutes = remoteNames.flatMap((name) => [
      ...sitePages.release(config.distDir(registry.remotes[name]!.dir)).declared,
    ]);
    for (const [name, remote] of Object.entries(registry.remotes)) {
      // Each remote's own origin also serves its standalone page at its own routes (QA); any other
      // path there is a 404.
      const app = await createStaticSite({
        root: config.distDir(remote.dir),
        cors: true,
        spaFallback: declaresPage(sitePages.release(config.distDir(remote.dir))),
        releasesRoot: remoteReleasesDir(releaseStore, name),
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
      const pinned = pins[name];
      if (pinned) readiness.push({ name, check: () => manifestAnswers(pinned) });
      else listening(name, app);
    }

    const shell = await createStaticSite({
      root: shellRoot,
      cors: false,
      spaFallback: true,
      contentSecurityPolicy,
      // A page is that of the releases this browser gets (the live ones, its canary, its preview):
      // the owner's prerendered page, the sections to start from, the preload of its manifest.
      pageSource: {
        routes: () => pageRoutes,
        variesWithCookies: true,
        pageFor: async (request, reply, pathname) => {
          const chosen = await visitors.choose(request, reply);
          const page = sitePages.pageFor(foldersOf(chosen.releases), pathname);
          return {
            key: `${chosen.key}|${page.status}|${pathname}`,
            status: page.status,
            html: () => injectRemotePreloads(page.html(), chosen.remotes),
          };
        },
      },
      logger: originLogger('shell'),
      trustProxy: config.trustProxy,
      rateLimitRedis,
    });
    registerSiteApi(shell, env, siteOrigin);
    await shop.register(shell, auth.verifier);
    registerContentProxy(shell, () => (live.manifests()[registry.contentRemote] ?? '').replace(/[^/]*$/, ''));
    registerReleaseApi(shell, {
      remoteNames,
      dataDir,
      store: releaseStore,
      env,
      registry: releaseRegistry,
      onMove: live.refresh,
    });
    visitors.register(shell);
    shell.get('/remotes.json', async (request, reply) => {
      const chosen = await visitors.choose(request, reply);
      return reply.header('Cache-Control', 'no-cache').send({
        remotes: chosen.remotes,
        releases: chosen.releases,
        sections: sitePages.sectionsOf(foldersOf(chosen.releases)),
        origins: remoteOrigins,
        ...(chosen.preview ? { preview: chosen.preview } : {}),
        ...(loadTimeoutMs ? { loadTimeoutMs } : {}),
      });
    });
    // The sitemap of the live releases' pages (not a visitor's preview or canary).
    shell.get('/sitemap.xml', async (_request, reply) => {
      const folders = foldersOf(live.forVisitor({ bucket: null, preview: null }).releases);
      return reply
        .header('Cache-Control', 'no-cache')
        .type('application/xml; charset=utf-8')
        .send(sitemapXml(registry.siteUrl, sitePages.sitemap(folders)));
    });
    // A page's social card lives with its release (og/<name>.<hash>.png): immutable.
    shell.get<{ Params: { file: string } }>('/og/:file', async (request, reply) => {
      const { file } = request.params;
      if (!/^[a-z0-9-]+\.[a-f0-9]{8}\.png$/.test(file)) return reply.code(404).send({ error: 'Not found' });
      const chosen = await visitors.choose(request, reply);
      const roots = [shellRoot, ...Object.values(foldersOf(chosen.releases))].map((dir) => path.join(dir, 'og'));
      const root = roots.find((dir) => fs.existsSync(path.join(dir, file)));
      if (!root) return reply.code(404).send({ error: 'Not found' });
      return reply.header('Cache-Control', 'public, max-age=31536000, immutable').sendFile(file, root);
    });
    registerHealthChecks(shell, { checks: readiness, draining: () => draining });
    await shell.listen({ host: config.host, port: config.port });
    servers.push(shell);
    byName.shell = shell;
    listening('shell', shell);
    urls.shell = `http://${config.publicHost}:${config.port}`;
    const lock = shop.database()?.dataLock;
    if (lock) recordLockUrl(lock, `http://127.0.0.1:${config.port}`);
    logger.info(shop.description());
  } catch (error) {
    live.stop();
    await Promise.all(servers.map((server) => server.close()));
    await shop.close();
    rateLimitRedis?.disconnect();
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
      live.stop();
      await Promise.all(servers.map((server) => server.close()));
      // The database last, once no request can reach it: PGlite's files are left consistent.
      await shop.close();
      rateLimitRedis?.disconnect();
    },
  };
}

/** REDIS_URL: the rate limits' shared counts. A Redis that is down is logged, never fatal. */
async function connectRedis(url: string, logger: Logger) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2_000 });
  redis.on('error', (error: Error) => logger.warn({ err: error }, 'rate limits: Redis unavailable'));
  // Counted from the first request: the site is not ready before Redis is (or has had 3 s to be).
  const ready = await Promise.race([
    new Promise<boolean>((resolve) => redis.once('ready', () => resolve(true))),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 3_000).unref()),
  ]);
  if (!ready) logger.warn('rate limits: Redis is not answering yet; each request is let through until it does');
  return redis;
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
