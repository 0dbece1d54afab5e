// What visitors get of each remote while the server runs (docs/releases.md): the server's own build
// published as releases at start, the live registry followed on every instance, each browser's
// releases (live, canary, preview), and where each release's files are.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RolloutView } from '@site/contract/rollout';
import type { Logger } from 'pino';
import type { ServerConfig } from '../config';
import type { Database } from '../db';
import { originOf as originOfUrl } from '../platform';
import { createLiveRemotes, type LiveRemotes } from './liveRemotes';
import { publishBuilds, readShellContract, registryFor } from './publishBuilds';
import type { ReleaseRegistry } from './releaseRegistry';
import { createRolloutRunner, type HealthSource, type RolloutRunner } from './rolloutRunner';
import { createRollouts, type Rollouts } from './rollouts';
import { createReleaseReader, type ReleaseReader } from './releasePages';
import { CONTRACT_FILE, releaseDir } from './releaseStore';
import { previewSecret } from './visitorChoice';
import { createVisitorReleases, type VisitorAnswer, type VisitorReleases } from './visitorReleases';

type ReleasesConfig = Pick<ServerConfig, 'remoteNames' | 'distDirs' | 'releases' | 'data'> & {
  http: Pick<ServerConfig['http'], 'publicHost' | 'remotePorts'>;
};

export interface SiteReleases {
  registry: () => ReleaseRegistry | null;
  live: LiveRemotes;
  /** Rollouts: start, promote, abort, read (docs/rollouts.md, "Rollouts"). */
  rollouts: Rollouts;
  /** Judges the due rollouts each second, on every instance (each decision is taken once). */
  runner: RolloutRunner;
  visitors: VisitorReleases;
  /** Release folders, read once each. */
  reader: ReleaseReader;
  /** The only origins remote code may come from (the page's federation runtime and the CSP). */
  remoteOrigins: string[];
  /** Each remote's own origin as the page reaches it (http://host:port). */
  originOf: (remote: string) => string;
  /** The folder of each remote's release among `releases` (release id per remote). */
  foldersOf: (releases: Readonly<Record<string, string>>) => Record<string, string>;
  /** What this browser gets (it may set its canary bucket cookie). */
  choose: (request: FastifyRequest, reply: FastifyReply) => Promise<VisitorAnswer>;
}

export async function createSiteReleases(
  config: ReleasesConfig,
  {
    database,
    logger,
    health,
    onDecided,
  }: {
    database: () => Database | null;
    logger: Logger;
    /** The releases' health (the telemetry's read side); null: rollouts cannot be judged, they wait. */
    health: HealthSource | null;
    /** Told of each decision a rollout takes on its own (its alerts: docs/console.md, "Alerts"). */
    onDecided?: (view: RolloutView) => Promise<unknown>;
  },
): Promise<SiteReleases> {
  const { remoteNames } = config;
  const { pins, storeDir, baseUrl } = config.releases;
  const shell = readShellContract(config.distDirs.shell);
  const registryOf = registryFor(shell);
  const registry = () => registryOf(database());
  const originOf = (remote: string) => `http://${config.http.publicHost}:${config.http.remotePorts[remote]}`;

  // The server's own build is published as a release first; a new build goes live.
  const bootRegistry = registry();
  if (bootRegistry) {
    await publishBuilds(
      bootRegistry,
      storeDir,
      remoteNames
        .filter((name) => !pins[name])
        .map((name) => ({ remote: name, distDir: config.distDirs.remotes[name]! })),
      logger,
    );
  }
  // On the embedded database this process is the registry's only writer (one process a data folder,
  // and the release commands ask the running server: docs/data.md), and it reads its own moves back
  // as it makes them (the release API, the console and the rollouts call refresh): once every 30 s
  // is a safety net. Read every second, an idle server used 400 ms of CPU in 30 s; now 210 ms.
  // Instances sharing Postgres read each other's moves every second.
  const intervalMs = config.data.databaseUrl ? 1000 : 30_000;
  const live = createLiveRemotes({
    remoteNames,
    originOf,
    pins,
    releasesBaseUrl: baseUrl,
    registry,
    logger,
    intervalMs,
  });
  await live.refresh();
  const rollouts = createRollouts({ db: database, shell: () => shell, onMove: live.refresh });
  const runner = createRolloutRunner({
    db: database,
    rollouts,
    health,
    logger: logger.child({ part: 'rollouts' }),
    ...(onDecided ? { onDecided } : {}),
  });
  runner.start();
  const visitors = createVisitorReleases({
    live,
    registry,
    secret: previewSecret(config.releases.previewSecret, config.data.dataDir),
    remoteNames,
    logger,
  });

  // Each remote's origin (its build and every release of it are served there) or its pin, and the
  // release store's host (RELEASES_BASE_URL), whichever release is live later (docs/releases.md,
  // "Previews and canaries").
  const remoteOrigins = [
    ...new Set(
      [...remoteNames.map((name) => pins[name] ?? `${originOf(name)}/`), ...(baseUrl ? [baseUrl] : [])]
        .map(originOfUrl)
        .filter((origin) => origin !== null),
    ),
  ];

  /**
   * The folder of each remote's release (its files, manifest and pages): in the release store, or
   * the remote's own build where it has no release (pinned, or no registry) or this instance has
   * not got the release's files. A release's folder, once complete, never changes (releases are
   * immutable), so it is looked for on disk until found, not on every page (a sixth of a page's CPU).
   */
  const complete = new Set<string>();
  const isComplete = (dir: string) => {
    if (complete.has(dir)) return true;
    if (!fs.existsSync(path.join(dir, CONTRACT_FILE))) return false;
    complete.add(dir);
    return true;
  };
  const foldersOf = (releases: Readonly<Record<string, string>>): Record<string, string> =>
    Object.fromEntries(
      remoteNames.map((name) => {
        const id = releases[name];
        const dir = id ? releaseDir(storeDir, name, id) : '';
        return [name, dir && isComplete(dir) ? dir : config.distDirs.remotes[name]!];
      }),
    );

  return {
    registry,
    live,
    rollouts,
    runner,
    visitors,
    reader: createReleaseReader(),
    remoteOrigins,
    originOf,
    foldersOf,
    choose: (request, reply) => visitors.choose(request, reply),
  };
}
