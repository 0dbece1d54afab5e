// Which compression a response takes: brotli where the browser accepts it, else gzip, else none
// (a monitor, curl). Shared by the pages (pageSender.ts) and the immutable files (assetCache.ts).
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** The encoding for an Accept-Encoding header; one refused with q=0 is not taken. */
export function encodingFor(accepted: string | undefined): Encoding | null {
  const taken = new Set<string>();
  for (const part of (accepted ?? '').split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const refused = params.some((param) => /^q=0(\.0*)?$/.test(param));
    if (name && !refused) taken.add(name);
  }
  return taken.has('br') ? 'br' : taken.has('gzip') ? 'gzip' : null;
}

export const brotliQuality = (quality: number, sizeHint = 0): zlib.BrotliOptions => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: sizeHint },
});

/** Whether a request's If-None-Match names `etag`: the browser's copy is current (a 304). */
export const revalidates = (ifNoneMatch: string | undefined, etag: string) =>
  (ifNoneMatch ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .includes(etag);
