// The shell loads remote code only from the origins the registry published (docs/releases.md,
// "Previews and canaries"): a federation runtime plugin refuses to register a remote, fetch a
// manifest or add a script from anywhere else, whatever asks for it. The server's
// Content-Security-Policy (script-src, connect-src) lists the same origins: two locks, one list.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from './runtimeConfig';

let allowed: readonly string[] = [];

/** The origins remote code may come from: the published list, else the manifests' own. */
export const originsOf = (config: RuntimeConfig): string[] =>
  config.origins ?? [...new Set(Object.values(config.remotes).map((url) => new URL(url).origin))];

/** Sets the published origins (from /remotes.json), before any remote is registered. */
export function allowRemoteOrigins(origins: readonly string[]): void {
  allowed = origins;
}

/** Whether remote code may come from `url` (absolute, or relative to the page). */
export function isAllowedRemoteUrl(url: string): boolean {
  try {
    return allowed.includes(new URL(url, window.location.href).origin);
  } catch {
    return false;
  }
}

export class RemoteOriginRefusedError extends Error {
  constructor(url: string) {
    super(`Refused to load remote code from ${url}: its origin is not one the site's registry published.`);
    this.name = 'RemoteOriginRefusedError';
  }
}

const guard = (url: string) => {
  if (!isAllowedRemoteUrl(url)) throw new RemoteOriginRefusedError(url);
};

export function remoteOriginGuard(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-remote-origin-guard',
    beforeRegisterRemote(args) {
      if ('entry' in args.remote) guard(args.remote.entry);
      return args;
    },
    fetch(manifestUrl) {
      guard(manifestUrl);
      // Nothing returned: the runtime fetches it as usual.
      return undefined;
    },
    createScript({ url }) {
      guard(url);
      return undefined;
    },
  };
}
