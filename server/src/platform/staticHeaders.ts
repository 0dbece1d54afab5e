import path from 'node:path';

/** Content-hashed file names (main.1a2b3c4d.js) never change: cache them for a year. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|webp|avif|svg|woff2?)$/i;

/**
 * Cache policy: hashed chunks are immutable; HTML, remoteEntry.js, mf-manifest.json and the
 * run-time configuration are revalidated on every load so an independent redeploy is seen at once.
 */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}
