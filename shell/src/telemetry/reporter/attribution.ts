// Who a report belongs to (docs/release-health.md): the remote and release of an error
// (the boundary that caught it, else the script of its top stack frame matched against the loaded
// releases' URLs), the cohort this browser is in for a remote (stable, canary, preview), the remote
// that owns an element (the page region belongs to the route's remote, the rest to the shell's
// chrome), and the route as reported (a pattern or a page's path, never a query string).
import { ownerOf, routeMatches } from '@site/contract/routes';
import type { RuntimeConfig } from '@site/contract/runtimeConfig';
import type { Sections } from '@site/contract/sections';
import { withoutQuery } from '@site/contract/telemetryText';

export type Cohort = 'stable' | 'canary' | 'preview';

export interface Owner {
  remote: string;
  /** The release this browser got of it, or null (a remote pinned to a URL has no release id). */
  release: string | null;
  cohort: Cohort;
}

type Loaded = Pick<RuntimeConfig, 'remotes' | 'releases' | 'cohorts'>;

const RELEASE_ID = /^[a-z0-9][a-z0-9-]{2,63}$/;

/** A remote of the configuration, with its release and this browser's cohort. */
export function ownerNamed(config: Loaded, remote: string): Owner | null {
  if (!(remote in config.remotes)) return null;
  const release = config.releases?.[remote] ?? '';
  return {
    remote,
    release: RELEASE_ID.test(release) ? release : null,
    cohort: config.cohorts?.[remote] ?? 'stable',
  };
}

/** The top stack frame with a URL: 'url:line:column', the query string dropped; null without one. */
export function topFrameOf(stack: string | undefined): string | null {
  for (const line of (stack ?? '').split('\n')) {
    const match = /((?:https?|file):\/\/[^\s()]+?):(\d+):(\d+)/.exec(line);
    if (match) return `${withoutQuery(match[1]!)}:${match[2]}:${match[3]}`;
  }
  return null;
}

/**
 * The remote whose files a script URL is: under a loaded release's folder (the manifest's), else on
 * a remote's own origin. Null: the shell's own code, or somewhere unknown.
 */
export function remoteOfScript(config: Loaded, scriptUrl: string): string | null {
  const entries = Object.entries(config.remotes);
  const under = (prefix: (manifest: string) => string) =>
    entries.find(([, manifest]) => scriptUrl.startsWith(prefix(manifest)))?.[0];
  return (
    under((manifest) => manifest.replace(/[^/]*$/, '')) ?? under((manifest) => `${new URL(manifest).origin}/`) ?? null
  );
}

/** Who an error belongs to: the boundary that caught it, else its top frame's script; null: unknown. */
export function ownerOfError(config: Loaded, boundary: string | null, frame: string | null): Owner | null {
  if (boundary) return ownerNamed(config, boundary);
  const script = frame?.replace(/:\d+:\d+$/, '');
  const remote = script ? remoteOfScript(config, script) : null;
  return remote ? ownerNamed(config, remote) : null;
}

/** The remote that owns an element: the page region is the route's remote's, the rest the shell's (null). */
export function ownerOfElement(element: Node | null | undefined, routeRemote: string | null): string | null {
  const start = element instanceof Element ? element : (element?.parentElement ?? null);
  return start?.closest('[data-early-region="page"]') ? routeRemote : null;
}

/**
 * The remote that owns a Web Vital's element: the first of its entries with one (an LCP entry's
 * `element`, an INP event's `target`). Without any (the element left the page), the route's remote.
 */
export function ownerOfEntries(entries: readonly object[], routeRemote: string | null): string | null {
  for (const entry of entries) {
    const node = (entry as { element?: unknown; target?: unknown }).element ?? (entry as { target?: unknown }).target;
    if (node instanceof Node) return ownerOfElement(node, routeRemote);
  }
  return routeRemote;
}

/** The route as reported, and the remote that owns it (null: the not-found page, route '*'). */
export function routeOf(sections: Sections, pathname: string): { route: string; remote: string | null } {
  const remote = ownerOf(sections, pathname);
  if (!remote) return { route: '*', remote: null };
  const path = (pathname.replace(/\/+$/, '') || '/').toLowerCase();
  const pattern = sections[remote]!.routes.find((candidate) => routeMatches(candidate, pathname))!.toLowerCase();
  let route = pattern;
  if (pattern.endsWith('/*')) {
    const base = pattern.slice(0, -2);
    const [first, ...more] = path.slice(base.length).split('/').filter(Boolean);
    // One more segment of plain words is a page (/shop/apps); ids and deeper paths stay the pattern.
    route = !first ? base || '/' : !more.length && /^[a-z][a-z-]{0,39}$/.test(first) ? `${base}/${first}` : pattern;
  }
  return { route, remote };
}
