// The releases room (docs/releases.md): immutable releases of each remote, the live registry,
// previews, canaries and rollouts, /remotes.json, the release commands' HTTP side, and each remote's own
// origin (its build and its releases). Its one entrance (docs/server.md).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RuntimeConfig } from '@site/contract/runtimeConfig';
import { TELEMETRY_URL } from '@site/contract/telemetryText';
import type { ServerConfig } from '../config';
import { serveBuild } from '../platform';
import { registerReleaseApi } from './releaseApi';
import { declaresPage } from './releasePages';
import { remoteReleasesDir } from './releaseStore';
import type { SiteReleases } from './siteReleases';

export { parseRemoteContract } from './contract';
export { NOT_FOUND_FILE, NotFoundFileSchema, parsed, readJson, type PageFragment } from './pagesFile';
export {
  createReleaseReader,
  normalise,
  sectionOf,
  type ReleasePages,
  type ReleaseReader,
  type Section,
  type Sections,
} from './releasePages';
export { CONTRACT_FILE } from './releaseStore';
/** How a refused move is answered (the release commands' and the console's alike). */
export { sendReleaseError } from './releaseApi';
export type { ReleaseHistory, ReleaseMove, ReleaseRegistry } from './releaseRegistry';
/** @public Where a remote's releases are: the browser tests serve them when they restart a remote. */
export { remoteReleasesDir } from './releaseStore';
/** A rollout's alerts to the people who run its remote, kept until sent (wired in composeSite.ts). */
export { createRolloutAlerts } from './rolloutAlerts';
export { createAlertQueue } from './alertQueue';
export { createSiteReleases, type SiteReleases } from './siteReleases';
export { releaseTokenCheck } from './releaseTokens';
/** @public Rollouts, for the console (its role checks first): start, promote, abort, read. */
export type { Rollouts, StartRollout } from './rollouts';
/** @public What the telemetry room provides for the rollouts' judgement (wired in app.ts). */
export type { HealthSource } from './rolloutRunner';

export interface ReleasesOptions {
  config: Pick<ServerConfig, 'remoteNames' | 'releases' | 'data' | 'telemetry'> & {
    pages: Pick<ServerConfig['pages'], 'remoteLoadTimeoutMs'>;
  };
  releases: SiteReleases;
}

/** The shell's release routes: /remotes.json, the preview links, the release commands' API. */
export const releasesPlugin = fp<ReleasesOptions>(
  async (app, { config, releases }) => {
    const loadTimeoutMs = config.pages.remoteLoadTimeoutMs;
    registerReleaseApi(app, {
      remoteNames: config.remoteNames,
      dataDir: config.data.dataDir,
      store: config.releases.storeDir,
      tokens: config.releases.tokens,
      registry: releases.registry,
      rollouts: releases.rollouts,
      onMove: releases.live.refresh,
    });
    releases.visitors.register(app);
    app.get('/remotes.json', async (request, reply) => {
      const chosen = await releases.choose(request, reply);
      const runtimeConfig: RuntimeConfig = {
        remotes: chosen.remotes,
        releases: chosen.releases,
        sections: releases.reader.sectionsOf(releases.foldersOf(chosen.releases)),
        origins: releases.remoteOrigins,
        ...(chosen.preview ? { preview: chosen.preview } : {}),
        ...(Object.keys(chosen.cohorts).length ? { cohorts: chosen.cohorts } : {}),
        ...(config.telemetry.enabled ? { telemetry: TELEMETRY_URL } : {}),
        ...(loadTimeoutMs ? { loadTimeoutMs } : {}),
      };
      return reply.header('Cache-Control', 'no-cache').send(runtimeConfig);
    });
  },
  { name: 'releases', dependencies: ['platform'] },
);

/**
 * A remote's own origin: its build and every release of it (immutable), and its standalone page at
 * the pages its build declares (for QA); any other path there is a 404.
 */
export async function serveRemoteOrigin(
  app: FastifyInstance,
  {
    remote,
    distDir,
    storeDir,
    releases,
  }: { remote: string; distDir: string; storeDir: string; releases: SiteReleases },
): Promise<void> {
  await serveBuild(app, {
    root: distDir,
    spaFallback: declaresPage(releases.reader.release(distDir)),
    releasesRoot: remoteReleasesDir(storeDir, remote),
  });
}
