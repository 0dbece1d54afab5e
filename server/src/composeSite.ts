// The production site's origins (docs/server.md): the releases, each remote's
// origin, then the shell's pages and APIs and the console. Part of buildApp (app.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { externalServices } from '@site/contract/externalServices';
import { ownerOf } from '@site/contract/routes';
import { peopleOf, type ConsoleAccess } from './access';
import type { AuthBackend } from './auth';
import type { ServerConfig } from './config';
import { consolePlugin } from './console';
import type { SiteDatabase } from './db';
import type { Shop } from './orders';
import { pagesPlugin, type RuntimeSettings } from './pages';
import {
  buildContentSecurityPolicy,
  createMailer,
  createOrigin,
  inlineScriptHashes,
  manifestAnswers,
  platformPlugin,
} from './platform';
import {
  createAlertQueue,
  createRolloutAlerts,
  createSiteReleases,
  releasesPlugin,
  serveRemoteOrigin,
  type HealthSource,
} from './releases';
import { releaseHealth } from './telemetry';

/** A reported route's path ('/shop/*' is reported for what is under /shop; '*' is the not-found page). */
const pathOfRoute = (route: string) => (route.endsWith('/*') ? route.slice(0, -2) || '/' : route);

export interface Listener {
  name: string;
  server: FastifyInstance;
  host: string;
  port: number;
  url: (port: number) => string;
  /** Its readiness check (default: it listens). */
  check?: () => Promise<string | null>;
}

export interface SiteParts {
  app: FastifyInstance;
  database: SiteDatabase;
  runtimeSettings: RuntimeSettings;
  auth: AuthBackend;
  access: ConsoleAccess;
  /** The owner's shop, for the console (docs/shop-console.md, "The shop"). */
  shop: Pick<Shop, 'owner'>;
  logger: Logger;
  apis: (contentSecurityPolicy: string | null) => Promise<void>;
  closers: { first: (() => void)[]; servers: FastifyInstance[]; last: (() => unknown)[] };
  listeners: Listener[];
}

/** The production site: the releases, each remote's origin, then the shell's pages and APIs. */
export async function composeSite(config: ServerConfig, parts: SiteParts): Promise<void> {
  const { app, database, logger, listeners } = parts;
  const publicUrl = (port: number) => `http://${config.http.publicHost}:${port}`;
  // A rollout judges its canary by what the pages reported (docs/release-health.md).
  const health: HealthSource = async (remote, span) => {
    const db = database.current();
    if (!db) throw new Error('The database cannot be reached.');
    return releaseHealth(db, { remote, ...span });
  };
  // Alerts are kept in the database until they have left: a mail server down delays them.
  const alertQueue = createAlertQueue({
    database: database.current,
    mailer: createMailer(config.mail),
    logger: logger.child({ origin: 'releases' }),
  });
  parts.closers.last.push(() => alertQueue.stop()); // after the runner's (run in reverse), which may add one
  const releases = await createSiteReleases(config, {
    database: database.current,
    logger: logger.child({ origin: 'releases' }),
    health,
    // A rollout that ends on its own tells the remote's owners and team (docs/console.md, "Alerts").
    onDecided: createRolloutAlerts({
      mailer: (mail, rollout) => alertQueue.enqueue(mail, rollout.id),
      from: config.console.alertFrom,
      siteUrl: config.http.siteOrigin,
      health,
      recipients: async (remote) => {
        const roles = await parts.access.roles();
        if (!roles) throw new Error('The roles cannot be read: the database cannot be reached.');
        return peopleOf(await roles.list(), remote);
      },
    }),
  });
  parts.closers.first.push(() => releases.live.stop());
  parts.closers.last.push(() => releases.runner.stop()); // before the database's close (run in reverse)
  // Every page of every origin: the same sources (the remotes' pages, alone, load what they load
  // inside the shell), never framed. The shell's pages carry one inline script (the early-events
  // script), allowed by its hash.
  const contentSecurityPolicy = buildContentSecurityPolicy({
    remoteUrls: releases.remoteOrigins,
    external: externalServices,
    authUrl: parts.auth.publicConfig?.url ?? null,
    scriptHashes: inlineScriptHashes(fs.readFileSync(path.join(config.distDirs.shell, 'index.html'), 'utf8')),
  });
  for (const remote of config.remoteNames) {
    const origin = createOrigin({ logger: logger.child({ origin: remote }), trustProxy: config.http.trustProxy });
    parts.closers.servers.push(origin);
    await origin.register(platformPlugin, { contentSecurityPolicy, cors: true, compress: true });
    await serveRemoteOrigin(origin, {
      remote,
      distDir: config.distDirs.remotes[remote]!,
      storeDir: config.releases.storeDir,
      releases,
    });
    const port = config.http.remotePorts[remote]!;
    // A remote moved elsewhere (REMOTE_<NAME>_URL) is checked where it now lives.
    const pinned = config.releases.pins[remote];
    const check = pinned ? () => manifestAnswers(pinned) : undefined;
    listeners.push({ name: remote, server: origin, host: config.http.host, port, url: publicUrl, check });
  }
  await parts.apis(contentSecurityPolicy);
  await app.register(releasesPlugin, { config, releases });
  await app.register(consolePlugin, {
    prefix: '/api/console',
    remoteNames: config.remoteNames,
    access: parts.access,
    releases,
    telemetry: {
      database: database.current,
      // The live releases' sections say which remote a route is: a team's Speed page shows its own.
      ownerOfRoute: (route) =>
        route.startsWith('/')
          ? ownerOf(releases.reader.sectionsOf(releases.foldersOf(releases.live.releases())), pathOfRoute(route))
          : null,
    },
    shop: parts.shop.owner,
  });
  await app.register(pagesPlugin, { config, releases, runtimeSettings: parts.runtimeSettings, contentSecurityPolicy });
  listeners.push({ name: 'shell', server: app, host: config.http.host, port: config.http.port, url: publicUrl });
}
