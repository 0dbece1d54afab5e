// Which paths a remote's own origin answers with its standalone page (for QA): the pages its
// build declares (its manifest's pages and those behind sign-in). Any other path there is a 404.
import type { SectionManifest } from './releases/contract';

function normalise(pathname: string): string | null {
  const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  try {
    return decodeURIComponent(route) || '/';
  } catch {
    return null;
  }
}

/** A test of the paths a remote's standalone page serves, from its manifest. */
export function remotePageRoutes(manifest: SectionManifest): (pathname: string) => boolean {
  const pages = new Set([...manifest.pages.map((page) => page.path), ...(manifest.protected ?? [])]);
  return (pathname) => {
    const route = normalise(pathname);
    return route !== null && pages.has(route);
  };
}
