// Loads the remotes named in the run-time configuration. Nothing about where a remote lives is
// compiled into the shell: the manifest URLs come from /remotes.json when the page starts.
import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { allowRemoteOrigins, originsOf, remoteOriginGuard } from './allowedOrigins';
import { corsRemoteScripts } from './corsScripts';
import { filesToPrefetch, prefetchUrls } from './prefetchFiles';
import { fetchRuntimeConfig, type RuntimeConfig } from './runtimeConfig';
import type { RemoteName } from './sections';
import { slicedRemoteLoading } from './slicedLoading';

let configPromise: Promise<RuntimeConfig> | null = null;
let pluginsRegistered = false;

/** Fetches and registers the remotes once; a failure is forgotten so that Retry fetches again. */
export function ensureRemotesRegistered(): Promise<RuntimeConfig> {
  if (!pluginsRegistered) {
    pluginsRegistered = true;
    registerPlugins([remoteOriginGuard(), corsRemoteScripts(), slicedRemoteLoading()]);
  }
  if (!configPromise) {
    configPromise = fetchRuntimeConfig().then((config) => {
      allowRemoteOrigins(originsOf(config));
      registerRemotes(
        Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })),
        { force: true },
      );
      return config;
    });
    configPromise.catch(() => {
      configPromise = null;
    });
  }
  return configPromise;
}

/** Forgets what the runtime cached about a remote so that the next load starts afresh. */
export async function resetRemote(remote: RemoteName): Promise<void> {
  const config = await ensureRemotesRegistered().catch(() => null);
  const entry = config?.remotes[remote];
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}

export interface RemoteRoutesModule {
  default: ComponentType;
}

/** How long a remote may take to load when /remotes.json does not say (loadTimeoutMs). */
export const DEFAULT_REMOTE_LOAD_TIMEOUT_MS = 8000;

/** A remote that did not answer in time: its host may hang (accept, never answer). */
export class RemoteLoadTimeoutError extends Error {
  constructor(remote: RemoteName, ms: number) {
    super(`the "${remote}" remote did not load within ${ms} ms`);
    this.name = 'RemoteLoadTimeoutError';
  }
}

async function importRemoteRoutes(remote: RemoteName): Promise<RemoteRoutesModule> {
  await ensureRemotesRegistered();
  const module = await loadRemote<RemoteRoutesModule>(`${remote}/routes`);
  if (!module || typeof module.default !== 'function') {
    throw new Error(`${remote}/routes did not export a component`);
  }
  return module;
}

export interface LoadOptions {
  /** Called with the module if it arrives after the time limit, so that it can still take over. */
  onLateArrival?: (module: RemoteRoutesModule) => void;
}

/**
 * Loads `<remote>/routes`, the one module each remote exposes for the shell to mount, within the
 * time limit of the run-time configuration (counted from the start, configuration included):
 * nothing waits forever on a host that hangs.
 */
export function loadRemoteRoutes(remote: RemoteName, { onLateArrival }: LoadOptions = {}): Promise<RemoteRoutesModule> {
  const started = Date.now();
  const load = importRemoteRoutes(remote);
  return new Promise((resolve, reject) => {
    let timedOut = false;
    let limit = DEFAULT_REMOTE_LOAD_TIMEOUT_MS;
    const expire = () => {
      timedOut = true;
      reject(new RemoteLoadTimeoutError(remote, limit));
    };
    let timer = setTimeout(expire, limit);
    ensureRemotesRegistered().then(
      (config) => {
        if (timedOut || config.loadTimeoutMs === undefined) return;
        limit = config.loadTimeoutMs;
        clearTimeout(timer);
        timer = setTimeout(expire, Math.max(0, started + limit - Date.now()));
      },
      () => undefined,
    );
    load.then(
      (module) => {
        clearTimeout(timer);
        if (timedOut) onLateArrival?.(module);
        else resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Loads a remote's entry (run: the federation runtime reads the remote's files from it) and
 * downloads the files of its routes module without running them, so that rendering its routes
 * (the page's, or a later navigation's) starts from the cache.
 */
export async function preloadRemoteEntry(remote: RemoteName): Promise<void> {
  await ensureRemotesRegistered();
  await preloadRemote([{ nameOrAlias: remote, exposes: ['./routes'], resourceCategory: 'sync' }]);
}

/**
 * Downloads a remote's entry and its routes module's files into the browser's cache without
 * running any of them (prefetchFiles.ts): for the remotes of pages the visitor may go to next.
 */
export async function prefetchRemoteFiles(remote: RemoteName): Promise<void> {
  const config = await ensureRemotesRegistered();
  const manifestUrl = config.remotes[remote];
  if (!manifestUrl) return;
  const response = await fetch(manifestUrl);
  if (!response.ok) return;
  prefetchUrls(filesToPrefetch(await response.json(), manifestUrl));
}
