// What this instance tells the page (/remotes.json, the manifest preloads): the manifest of each
// remote's live release, read from the registry every second, so an activation made anywhere is
// served by every instance within a few seconds (docs/releases.md). REMOTE_<NAME>_URL pins a remote
// and wins over the registry. Until the registry answers (or while the database is down) the last
// known releases are served; before any, the remote origins' own builds.
import type { Logger } from 'pino';
import type { LiveReleases, ReleaseRegistry } from './releaseRegistry';

export interface LiveRemotesOptions {
  remoteNames: readonly string[];
  /** The remote's origin (http://host:port) as the page reaches it. */
  originOf: (remote: string) => string;
  /** REMOTE_<NAME>_URL settings: manifest URLs that win over the registry. */
  pins: Readonly<Record<string, string>>;
  registry: () => ReleaseRegistry | null;
  logger: Logger;
  /** Where a static host or CDN serves the release store (RELEASES_BASE_URL), if it does. */
  releasesBaseUrl?: string | null;
  /** How often the registry is read (default 1000 ms). */
  intervalMs?: number;
}

export interface LiveRemotes {
  /** Manifest URL of each remote. */
  manifests(): Record<string, string>;
  /** The live release id of each remote ('' where a remote is pinned or has none). */
  releases(): Record<string, string>;
  /** Changes whenever what is served changes (a cache key). */
  version(): number;
  /** Reads the registry now (after an activation made by this instance). */
  refresh(): Promise<void>;
  stop(): void;
}

export const releaseManifestPath = (id: string) => `/releases/${id}/mf-manifest.json`;

export function createLiveRemotes(options: LiveRemotesOptions): LiveRemotes {
  let live: LiveReleases = {};
  let version = 0;
  let manifests = compute();
  let failing = false;

  function compute(): Record<string, string> {
    const result: Record<string, string> = {};
    for (const remote of options.remoteNames) {
      const pinned = options.pins[remote];
      const release = live[remote];
      if (pinned) result[remote] = pinned;
      else if (!release) result[remote] = `${options.originOf(remote)}/mf-manifest.json`;
      else if (options.releasesBaseUrl)
        result[remote] = `${options.releasesBaseUrl}/${remote}/${release.releaseId}/mf-manifest.json`;
      else result[remote] = `${options.originOf(remote)}${releaseManifestPath(release.releaseId)}`;
    }
    return result;
  }

  const refresh = async () => {
    const registry = options.registry();
    if (!registry) return;
    try {
      const next = await registry.live();
      if (failing) options.logger.info('release registry answers again');
      failing = false;
      const changed = options.remoteNames.some((remote) => next[remote]?.releaseId !== live[remote]?.releaseId);
      if (!changed) return;
      live = next;
      manifests = compute();
      version += 1;
      options.logger.info(
        { releases: Object.fromEntries(Object.entries(live).map(([r, l]) => [r, l.releaseId])) },
        'live releases',
      );
    } catch (error) {
      if (!failing) options.logger.warn({ err: error }, 'release registry unreadable: serving the last known releases');
      failing = true;
    }
  };

  const timer = setInterval(() => void refresh(), options.intervalMs ?? 1000);
  timer.unref();

  return {
    manifests: () => manifests,
    releases: () =>
      Object.fromEntries(
        options.remoteNames.map((remote) => [remote, options.pins[remote] ? '' : (live[remote]?.releaseId ?? '')]),
      ),
    version: () => version,
    refresh,
    stop: () => clearInterval(timer),
  };
}
