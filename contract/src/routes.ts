// The site's route patterns (docs/rollouts.md, "What a remote declares"): an exact path, or a path
// ending in '/*' (that path and everything under it). The shell finds the remote of a page with
// them and the server checks and composes releases with them: one matcher for both, matching as the
// router does (case-insensitive, a trailing slash ignored).
import * as v from 'valibot';

/** A route pattern a remote may declare: /shop, /shop/*. */
export const RoutePatternSchema = v.pipe(
  v.string(),
  v.regex(/^\/[A-Za-z0-9\-._~/]*(\/\*)?$/, 'must be a path like /shop or /shop/*'),
);

/** A path as the router compares it: lower case, no trailing slash ('/' stays '/'). */
const normalised = (path: string) => (path.replace(/\/+$/, '') || '/').toLowerCase();

const isWildcard = (pattern: string) => pattern.endsWith('/*');

/** The path a pattern starts from: /shop for /shop/* and for /shop. */
const baseOf = (pattern: string) => normalised(isWildcard(pattern) ? pattern.slice(0, -2) : pattern);

/** Whether a route pattern matches a path. */
export function routeMatches(pattern: string, pathname: string): boolean {
  const path = normalised(pathname);
  const base = baseOf(pattern);
  if (!isWildcard(pattern)) return path === base;
  return base === '/' || path === base || path.startsWith(`${base}/`);
}

/** Whether two route patterns can match the same path. */
export function routesOverlap(a: string, b: string): boolean {
  return routeMatches(a, baseOf(b)) || routeMatches(b, baseOf(a));
}

/** The owner of a path among sections that each declare their routes, or null (the not-found page). */
export function ownerOf(sections: Readonly<Record<string, { routes: readonly string[] }>>, pathname: string) {
  for (const [owner, section] of Object.entries(sections)) {
    if (section.routes.some((pattern) => routeMatches(pattern, pathname))) return owner;
  }
  return null;
}
