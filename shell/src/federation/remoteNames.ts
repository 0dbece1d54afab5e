// The remotes, as the registry (webpack/remotes.json, the one file that names them) lists them.
import registry from '../../../webpack/remotes.json';

type Registry = typeof registry.remotes;
export type RemoteName = keyof Registry;

export const REMOTE_NAMES = Object.keys(registry.remotes) as readonly RemoteName[];

function byRemote<T>(pick: (entry: Registry[RemoteName]) => T): Record<RemoteName, T> {
  const result: Partial<Record<RemoteName, T>> = {};
  for (const name of REMOTE_NAMES) result[name] = pick(registry.remotes[name]);
  return result as Record<RemoteName, T>;
}

/** What a visitor reads when a section cannot be loaded. */
export const REMOTE_LABELS = byRemote((remote) => remote.label);

/** The paths each remote owns (docs/product.md §2 route table): exact paths, or a path ending in '/*'. */
export const REMOTE_ROUTES = byRemote<readonly string[]>((remote) => remote.routes);
