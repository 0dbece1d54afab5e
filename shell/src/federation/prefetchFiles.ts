// Downloads a remote's files ahead of a visit to its pages without running any of them: its entry
// and its routes module go into the browser's cache, and the federation runtime finds them there
// when a navigation loads the remote (every release's files are immutable: docs/releases.md).
// Running a remote's entry ahead cost a long task per remote on a slow phone, inside the window
// Lighthouse counts as blocking (npm run bench:trace), for a remote the visitor may never open.

interface ManifestLike {
  metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { path?: unknown; assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } } }[];
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * The URLs of a remote's entry and of the files its `./routes` module needs at once, from its
 * mf-manifest.json (untrusted: anything not in the expected shape is left out).
 */
export function filesToPrefetch(manifest: unknown, manifestUrl: string, expose = './routes'): string[] {
  if (!manifest || typeof manifest !== 'object') return [];
  const { metaData, exposes } = manifest as ManifestLike;
  const publicPath = metaData?.publicPath;
  // 'auto': the files sit beside the manifest (what our builds write); otherwise the given base.
  const base =
    typeof publicPath === 'string' && publicPath !== 'auto' ? new URL(publicPath, manifestUrl).href : manifestUrl;
  const files: string[] = [];
  const entry = metaData?.remoteEntry;
  if (typeof entry?.name === 'string') files.push(`${typeof entry.path === 'string' ? entry.path : ''}${entry.name}`);
  const exposed = Array.isArray(exposes) ? exposes.find((item) => item?.path === expose) : undefined;
  files.push(...strings(exposed?.assets?.js?.sync), ...strings(exposed?.assets?.css?.sync));
  const urls = files.map((file) => {
    try {
      return new URL(file, base).href;
    } catch {
      return null;
    }
  });
  return [...new Set(urls.filter((url): url is string => url !== null))];
}

/**
 * Asks the browser to download each URL at low priority into its cache, with the same CORS mode
 * as the runtime's scripts (corsScripts.ts), so that their later request is answered from it.
 * Where `<link rel=prefetch>` is not supported, a low-priority fetch does it.
 */
export function prefetchUrls(urls: string[], doc: Document = document): void {
  const probe = doc.createElement('link');
  const linksWork = probe.relList?.supports?.('prefetch') === true;
  const asked = new Set([...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => l.href));
  for (const href of urls) {
    if (asked.has(href)) continue;
    if (!linksWork) {
      fetch(href, { mode: 'cors', credentials: 'same-origin', priority: 'low' } as RequestInit).catch(() => undefined);
      continue;
    }
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    link.crossOrigin = 'anonymous';
    doc.head.appendChild(link);
  }
}
