// Which paths a remote's own origin answers with its standalone page (for QA): the site's routes
// that show that remote. The shell's prerendered pages name their remote (the marker the
// prerenderer leaves in each page); client-only routes (the dashboard) are allowed everywhere.
// Any other path on a remote's origin is a 404.
import fs from 'node:fs';
import path from 'node:path';

const MARKER = /<!--remote-manifest:([a-z]+)-->/;

function normalise(pathname: string): string | null {
  const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  try {
    return decodeURIComponent(route) || '/';
  } catch {
    return null;
  }
}

/** For each remote, a test of the paths its standalone page serves; null when the shell has no prerender manifest. */
export function loadRemotePageRoutes(shellRoot: string): ((remote: string) => (pathname: string) => boolean) | null {
  const manifestPath = path.join(shellRoot, 'prerender-manifest.json');
  if (!fs.existsSync(manifestPath)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as {
    pages: Record<string, string>;
    clientOnly: string[];
  };
  const owners = new Map<string, string>();
  for (const [route, file] of Object.entries(manifest.pages)) {
    const owner = MARKER.exec(fs.readFileSync(path.join(shellRoot, file), 'utf8'))?.[1];
    if (owner) owners.set(route, owner);
  }
  const everywhere = new Set(manifest.clientOnly);
  return (remote) => (pathname) => {
    const route = normalise(pathname);
    return route !== null && (everywhere.has(route) || owners.get(route) === remote);
  };
}
