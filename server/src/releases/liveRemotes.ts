// What this instance tells the page (/remotes.json, the manifest preloads): the manifest of each
// remote's live release, read from the registry every second, so an activation made anywhere is
// served by every instance within a few seconds (docs/releases.md). REMOTE_<NAME>_URL pins a remote
// and wins over the registry. Until the registry answers (or while the database is down) the last
// known releases are served; before any, the remote origins' own builds. One visitor may get
// another release of a remote than the live one: a preview, or a canary it falls into.
import type { Logger } from 'pino';
import type { LiveReleases, ReleaseRegistry } from './releaseRegistry';
import { inCanary } from './visitorChoice';

/** What one visitor gets besides the live releases: the canary bucket it is in, the release it previews. */
export interface VisitorChoice {
  bucket: number | null;
  preview: { remote: string; release: string } | null;
}

export interface VisitorRemotes {
  remotes: Record<string, string>;
  releases: Record<string, string>;
  /** A cache key: equal for two visitors who get the same releases. */
  key: string;
}

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
  /** Whether some remote has a canary running (visitors then need a bucket). */
  canaryRunning(): boolean;
  /** The manifests and releases one visitor gets: the live ones, its canaries, its preview. */
  forVisitor(choice: VisitorChoice): VisitorRemotes;
  /** Reads the registry now (after an activation made by this instance). */
  refresh(): Promise<void>;
  stop(): void;
}

export const releaseManifestPath = (id: string) => `/releases/${id}/mf-manifest.json`;

export function createLiveRemotes(options: LiveRemotesOptions): LiveRemotes {
  const manifestOf = (remote: string, releaseId: string | undefined): string => {
    const pinned = options.pins[remote];
    if (pinned) return pinned;
    if (!releaseId) return `${options.originOf(remote)}/mf-manifest.json`;
    if (options.releasesBaseUrl) return `${options.releasesBaseUrl}/${remote}/${releaseId}/mf-manifest.json`;
    return `${options.originOf(remote)}${releaseManifestPath(releaseId)}`;
  };

  let live: LiveReleases = {};
  let version = 0;
  let manifests = compute();
  let failing = false;

  function compute(): Record<string, string> {
    const result: Record<string, string> = {};
    for (const remote of options.remoteNames) result[remote] = manifestOf(remote, live[remote]?.releaseId);
    return result;
  }

  /** The release a visitor gets of one remote ('' where pinned or none): preview, canary, live. */
  const releaseFor = (remote: string, choice: VisitorChoice): string => {
    if (options.pins[remote]) return '';
    if (choice.preview?.remote === remote) return choice.preview.release;
    const state = live[remote];
    if (state?.canary && choice.bucket !== null && inCanary(choice.bucket, state.canary.percent)) {
      return state.canary.releaseId;
    }
    return state?.releaseId ?? '';
  };

  const refresh = async () => {
    const registry = options.registry();
    if (!registry) return;
    try {
      const next = await registry.live();
      if (failing) options.logger.info('release registry answers again');
      failing = false;
      const state = (of: LiveReleases, remote: string) =>
        `${of[remote]?.releaseId}/${of[remote]?.canary?.releaseId}/${of[remote]?.canary?.percent}`;
      const changed = options.remoteNames.some((remote) => state(next, remote) !== state(live, remote));
      if (!changed) return;
      live = next;
      manifests = compute();
      version += 1;
      options.logger.info(
        {
          releases: Object.fromEntries(Object.entries(live).map(([r, l]) => [r, l.releaseId])),
          canaries: Object.fromEntries(
            Object.entries(live)
              .filter(([, l]) => l.canary)
              .map(([r, l]) => [r, `${l.canary?.releaseId} ${l.canary?.percent}%`]),
          ),
        },
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
    canaryRunning: () => options.remoteNames.some((remote) => live[remote]?.canary && !options.pins[remote]),
    forVisitor: (choice) => {
      const releases = Object.fromEntries(options.remoteNames.map((remote) => [remote, releaseFor(remote, choice)]));
      const remotes = Object.fromEntries(
        options.remoteNames.map((remote) => [remote, manifestOf(remote, releases[remote] || undefined)]),
      );
      return { remotes, releases, key: `${version}:${options.remoteNames.map((r) => releases[r]).join(',')}` };
    },
    refresh,
    stop: () => clearInterval(timer),
  };
}
