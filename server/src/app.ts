// The server, composed once (docs/server.md): the production site, the
// development backend and the tests all build it here from a configuration (config/). Like
// fastify/demo's app.ts: the platform first, then each room's plugin. The site is several origins:
// the shell's (pages, /api, /remotes.json), each remote's (its build and releases) and the local
// auth service's; `listen` opens them, `close` closes them and then the database.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { accessPlugin, createConsoleAccess } from './access';
import { createAuthBackend } from './auth';
import { composeSite, type Listener } from './composeSite';
import type { ServerConfig } from './config';
import { consultationsPlugin } from './consultations';
import { connectSiteDatabase, recordLockUrl } from './db';
import { createShop, ordersPlugin } from './orders';
import { registerDevPages, type RuntimeSettings } from './pages';
import { assertBuilt, connectRedis, createLogger, createOrigin, platformPlugin, type ReadinessCheck } from './platform';
import { releaseTokenCheck } from './releases';
import { telemetryPlugin } from './telemetry';

export interface SiteApp {
  config: ServerConfig;
  /** The shell's origin (the development backend's only one): pages, /api, /remotes.json. */
  app: FastifyInstance;
  /** Each origin's server by name ('shell', the remote names, 'auth'), e.g. to stop one in a test. */
  servers: Record<string, FastifyInstance>;
  /** Each origin's address once listening. */
  urls: Record<string, string>;
  /** Which authentication backend the page uses, and where the orders are kept. */
  description: string[];
  /** The process's logger (JSON lines on stdout). */
  logger: Logger;
  /** Opens every origin: the auth service, the remotes, then the shell. */
  listen(): Promise<Record<string, string>>;
  /** From now on /readyz answers 503 (shutdown has begun: the load balancer stops sending visitors). */
  drain(): void;
  close(): Promise<void>;
}

export interface BuildOptions {
  /** `development`: the backend of `npm run dev` (no builds served: the webpack dev servers do). */
  mode?: 'production' | 'development';
  /** The logger (default: JSON lines on stdout at LOG_LEVEL). */
  logger?: Logger;
}

export async function buildApp(config: ServerConfig, options: BuildOptions = {}): Promise<SiteApp> {
  const development = options.mode === 'development';
  const logger = options.logger ?? createLogger(config.http.logLevel);
  const originLogger = (origin: string) => logger.child({ origin });
  // Closed in this order: what moves (the registry's refresh), every origin at once, then what
  // they used (the database last, once no request can reach it: PGlite's files are left consistent).
  const closers = { first: [] as (() => void)[], servers: [] as FastifyInstance[], last: [] as (() => unknown)[] };
  const listeners: Listener[] = [];
  const readiness: ReadinessCheck[] = [];
  let draining = false;
  const closeAll = async () => {
    draining = true;
    closers.first.splice(0).forEach((stop) => stop());
    await Promise.all(closers.servers.splice(0).map((server) => server.close()));
    for (const close of closers.last.splice(0).reverse()) await close();
  };

  try {
    if (!development) {
      assertBuilt(config.distDirs.shell, 'The shell');
      for (const dir of Object.values(config.distDirs.remotes)) assertBuilt(dir, path.basename(path.dirname(dir)));
    }
    // The database first: a data folder another process holds stops the start here, at once.
    const shop = createShop(config);
    const database = await connectSiteDatabase(config.data, originLogger('orders'), shop.open);
    closers.last.push(() => database.close());
    readiness.push({ name: 'database', check: database.check });
    const redis = config.http.redisUrl ? await connectRedis(config.http.redisUrl, logger) : undefined;
    if (redis) closers.last.push(() => redis.disconnect());
    const auth = await createAuthBackend(config.auth, {
      logger: originLogger('auth'),
      trustProxy: config.http.trustProxy,
      database: database.current,
      redis,
    });
    if (auth.server && auth.listenAt) {
      const { server, listenAt } = auth;
      closers.servers.push(server);
      listeners.push({ name: 'auth', server, ...listenAt, url: () => auth.publicConfig?.url ?? '' });
    } else if (auth.unavailableMessage) {
      readiness.push({ name: 'auth', check: async () => 'sign-in disabled: the local auth data cannot be used' });
    }
    const runtimeSettings: RuntimeSettings = {
      supabase: auth.publicConfig,
      authUnavailable: auth.unavailableMessage,
    };

    const access = createConsoleAccess({
      verifier: auth.verifier,
      database: database.current,
      ownerEmails: config.console.ownerEmails,
    });
    const app = createOrigin({
      logger: originLogger(development ? 'api' : 'shell'),
      trustProxy: config.http.trustProxy,
    });
    closers.servers.push(app);
    const apis = async (contentSecurityPolicy: string | null) => {
      await app.register(platformPlugin, {
        contentSecurityPolicy,
        rateLimitRedis: redis,
        compress: !development,
        health: development ? undefined : { checks: readiness, draining: () => draining },
      });
      await app.register(consultationsPlugin, { config });
      await app.register(ordersPlugin, {
        config,
        shop,
        verifier: auth.verifier,
        accountRemover: auth.accountRemover,
        database: database.current,
        logger: originLogger('orders'),
      });
      await app.register(telemetryPlugin, {
        config,
        database: database.current,
        logger: originLogger('telemetry'),
        authorise: development ? undefined : releaseTokenCheck(config),
      });
      await app.register(accessPlugin, { config, access });
    };

    if (development) {
      await apis(null);
      registerDevPages(app, {
        shellOrigin: `http://localhost:${config.http.port}`,
        remoteOrigins: Object.fromEntries(
          config.remoteNames.map((name) => [name, `http://localhost:${config.http.remotePorts[name]}`]),
        ),
        pins: config.releases.pins,
        loadTimeoutMs: config.pages.remoteLoadTimeoutMs,
        runtimeSettings,
        logger: originLogger('dev-pages'),
      });
      listeners.push({
        name: 'shell',
        server: app,
        host: '127.0.0.1',
        port: 0,
        url: (port) => `http://127.0.0.1:${port}`,
      });
    } else {
      await composeSite(config, {
        app,
        database,
        runtimeSettings,
        auth,
        access,
        shop,
        logger,
        apis,
        closers,
        listeners,
      });
    }
    for (const { name, server, check } of listeners) {
      readiness.push({ name, check: check ?? (async () => (server.server.listening ? null : 'not listening')) });
    }

    const urls: Record<string, string> = {};
    const site: SiteApp = {
      config,
      app,
      servers: Object.fromEntries(listeners.map(({ name, server }) => [name, server])),
      urls,
      description: [auth.description, `orders: ${database.description()}; ${shop.description()}`],
      logger,
      listen: async () => {
        let opening: Listener | undefined;
        try {
          for (opening of listeners) {
            const { name, server, host, port, url } = opening;
            await server.listen({ host, port });
            const bound = (server.server.address() as { port: number } | null)?.port ?? port;
            urls[name] = url(bound);
          }
        } catch (error) {
          await closeAll();
          throw opening ? listenError(error, opening) : error;
        }
        const lock = database.current()?.dataLock;
        if (lock && !development) recordLockUrl(lock, `http://127.0.0.1:${config.http.port}`);
        return urls;
      },
      drain: () => {
        draining = true;
      },
      close: closeAll,
    };
    return site;
  } catch (error) {
    await closeAll();
    throw error;
  }
}

/** Which origin could not open, and on what, with what to do when its port is taken. */
function listenError(error: unknown, { name, host, port }: Listener): Error {
  const code = (error as { code?: unknown } | null)?.code;
  const taken =
    code === 'EADDRINUSE'
      ? ` Port ${port} is in use by another program: start the site with another PORT (it listens on PORT to PORT+7)${name === 'auth' ? ' or another AUTH_PORT' : ''}.`
      : '';
  const message = error instanceof Error ? error.message : String(error);
  return new Error(`The ${name} origin could not listen on ${host}:${port}: ${message}.${taken}`, { cause: error });
}
