// Loads the remotes named in the run-time configuration. Nothing about where a remote lives is
// compiled into the shell: the manifest URLs come from /remotes.json when the page starts.
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { fetchRuntimeConfig, type RuntimeConfig } from './runtimeConfig';
import type { RemoteName } from './remoteNames';

let configPromise: Promise<RuntimeConfig> | null = null;

/** Fetches and registers the remotes once; a failure is forgotten so that Retry fetches again. */
export function ensureRemotesRegistered(): Promise<RuntimeConfig> {
  if (!configPromise) {
    configPromise = fetchRuntimeConfig().then((config) => {
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
  if (config) registerRemotes([{ name: remote, entry: config.remotes[remote] }], { force: true });
}

export interface RemoteRoutesModule {
  default: ComponentType;
}

/** Loads `<remote>/routes`, the one module each remote exposes for the shell to mount. */
export async function loadRemoteRoutes(remote: RemoteName): Promise<RemoteRoutesModule> {
  await ensureRemotesRegistered();
  const module = await loadRemote<RemoteRoutesModule>(`${remote}/routes`);
  if (!module || typeof module.default !== 'function') {
    throw new Error(`${remote}/routes did not export a component`);
  }
  return module;
}

/**
 * Downloads a remote's entry and the files of its routes module without running them, when the
 * browser is idle, so that a later navigation starts from the cache.
 */
export async function preloadRemoteEntry(remote: RemoteName): Promise<void> {
  await ensureRemotesRegistered();
  await preloadRemote([{ nameOrAlias: remote, exposes: ['./routes'], resourceCategory: 'sync' }]);
}
