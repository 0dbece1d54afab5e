import { REMOTE_NAMES, REMOTE_ROUTES, type RemoteName } from './remoteNames';

/**
 * Which remote owns which paths (docs/product.md §2 route table), from the registry. The shell knows no more
 * of a remote than this and the name of the module it exposes (`<remote>/routes`).
 */
export const ROUTE_TABLE: readonly { remote: RemoteName; patterns: readonly string[] }[] = REMOTE_NAMES.map(
  (remote) => ({ remote, patterns: REMOTE_ROUTES[remote] }),
);

/**
 * A pattern of the table: an exact path, or a path ending in '/*' (that path and everything under
 * it). Matched as the router does: case-insensitive, a trailing slash ignored. No router import:
 * the shell's entry uses this before the shared modules are ready (see index.ts).
 */
function matches(pattern: string, pathname: string): boolean {
  const path = (pathname.replace(/\/+$/, '') || '/').toLowerCase();
  if (!pattern.endsWith('/*')) return path === pattern.toLowerCase();
  const base = pattern.slice(0, -2).toLowerCase();
  return path === base || path.startsWith(`${base}/`);
}

export function remoteForPath(pathname: string): RemoteName | null {
  for (const { remote, patterns } of ROUTE_TABLE) {
    if (patterns.some((pattern) => matches(pattern, pathname))) return remote;
  }
  return null;
}
