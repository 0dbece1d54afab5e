// The files an origin declares immutable (content-hashed names, and every file of a release:
// staticSite.ts), sent compressed from memory. @fastify/compress compresses every answer as it goes
// out, at brotli's quality 5: a first visit's files cost the server's thread tens of milliseconds
// each time, beside the visitor's page on a small machine. Once such a file has been served twice,
// it is compressed here once, in the background at a quiet moment, one file at a time, on libuv's
// threads (brotli's smallest output, quality 11, takes about 0.6 s for the 400 KB first-visit file):
// about a tenth fewer bytes than quality 5, and every later answer is a copy from memory with a
// validator (docs/server.md, "Pages as sent"). The least recently sent go first past the bound.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { brotliQuality, encodingFor, revalidates, type Encoding } from './encodings';

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Types worth compressing (fonts and pictures are compressed already). */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/i;
/** As the on-the-fly compression's threshold: below it, compression saves nothing worth a lookup. */
const MIN_BYTES = 1024;
const MAX_FILE_BYTES = 4 * 1024 * 1024;

/** A file as it is kept: its compressed copies and what its answer says of it. */
interface Kept {
  encoded: Record<Encoding, Buffer>;
  etag: string;
  type: string;
  cacheControl: string;
}

/** What an answer from memory carries. */
export interface CachedAnswer {
  body: Buffer;
  encoding: Encoding;
  etag: string;
  type: string;
  cacheControl: string;
}

export interface AssetCache {
  /** The kept copy of `file` in the encoding the browser takes, or null (every file asked for). */
  find(file: string, acceptEncoding: string | undefined): CachedAnswer | null;
  /**
   * A file just served with these headers: kept (compressed in the background) if it is immutable
   * and was asked for before. A file asked for once may never be again (a server that runs a few
   * tests), and its best compression costs twenty times the quick one.
   */
  offer(file: string, headers: { type: string; cacheControl: string }): void;
  /** Resolves once every file offered so far is compressed (or refused). */
  settled(): Promise<void>;
}

const isImmutable = (cacheControl: string) => /\bimmutable\b/i.test(cacheControl);

export interface AssetCacheOptions {
  /** At most this many bytes of compressed copies (16 MB by default: an origin's own files). */
  maxBytes?: number;
  /** Compression waits until no file has been asked for in this long (1 s)... */
  quietMs?: number;
  /** ...or until it has waited this long (30 s). */
  maxWaitMs?: number;
}

/**
 * A cache of compressed copies. Its work waits for a quiet moment: a visitor's first page asks for
 * its files within a second or two, and compressing beside it on a small machine took the cores
 * its browser needed (on the 2-core machine of bench:lighthouse, a run that compressed had the
 * main thread's tasks three times longer than their CPU time).
 */
export function createAssetCache({
  maxBytes = 16 * 1024 * 1024,
  quietMs = 1000,
  maxWaitMs = 30_000,
}: AssetCacheOptions = {}): AssetCache {
  const kept = new Map<string, Kept>();
  const queued = new Set<string>();
  const askedOnce = new Set<string>();
  let bytes = 0;
  let work: Promise<void> = Promise.resolve();
  let lastAsked = 0;

  const quiet = async (since: number) => {
    for (;;) {
      const now = Date.now();
      const wait = Math.min(lastAsked + quietMs, since + maxWaitMs) - now;
      if (wait <= 0) return;
      await sleep(wait, undefined, { ref: false });
    }
  };

  const size = (entry: Kept) => entry.encoded.br.length + entry.encoded.gzip.length;
  const keep = (key: string, entry: Kept) => {
    kept.set(key, entry);
    bytes += size(entry);
    for (const [oldest, old] of kept) {
      if (bytes <= maxBytes) break;
      kept.delete(oldest);
      bytes -= size(old);
    }
  };

  const compress = async (file: string, headers: { type: string; cacheControl: string }) => {
    try {
      const raw = await fs.readFile(file);
      if (raw.length < MIN_BYTES || raw.length > MAX_FILE_BYTES) return;
      const br = await brotliCompress(raw, brotliQuality(11, raw.length));
      const gz = await gzip(raw, { level: 9 });
      const digest = crypto.createHash('sha256').update(raw).digest('base64url').slice(0, 27);
      keep(file, { encoded: { br, gzip: gz }, etag: `"${digest}"`, ...headers });
    } catch {
      // A file gone or unreadable is simply not kept: the static files answer for it as before.
    } finally {
      queued.delete(file);
    }
  };

  return {
    find(file, acceptEncoding) {
      lastAsked = Date.now();
      const entry = kept.get(file);
      const encoding = entry && encodingFor(acceptEncoding);
      if (!entry || !encoding) return null;
      // The most recently sent last: the first in the map goes first.
      kept.delete(file);
      kept.set(file, entry);
      const { etag, type, cacheControl } = entry;
      return { body: entry.encoded[encoding], encoding, etag: `${etag.slice(0, -1)}-${encoding}"`, type, cacheControl };
    },
    offer(file, headers) {
      if (kept.has(file) || queued.has(file) || !isImmutable(headers.cacheControl) || !COMPRESSIBLE.test(headers.type))
        return;
      if (!askedOnce.has(file)) {
        if (askedOnce.size >= 10_000) askedOnce.clear();
        askedOnce.add(file);
        return;
      }
      queued.add(file);
      const since = Date.now();
      work = work.then(() => quiet(since)).then(() => compress(file, headers));
    },
    settled: () => work,
  };
}

/** The file a static route (`prefix`*) names for this request, inside `root`, or null. */
function fileOf(request: FastifyRequest, prefix: string, root: string): string | null {
  try {
    const pathname = decodeURIComponent(request.url.split('?')[0] ?? '');
    // Only a canonical path, as the static files take it (no "..", ".", "//" or "\\").
    if (path.posix.normalize(pathname) !== pathname || pathname.includes('\\')) return null;
    const file = path.resolve(root, pathname.slice(prefix.length));
    return file.startsWith(path.resolve(root) + path.sep) ? file : null;
  } catch {
    return null;
  }
}

/**
 * Answers from `cache` the immutable files it keeps, and offers it each such file the static routes
 * serve: `roots` maps a static route's prefix ('/', '/releases/') to its folder.
 */
export function serveKeptAssets(app: FastifyInstance, cache: AssetCache, roots: Record<string, string>): void {
  const served = (request: FastifyRequest) => {
    const route = request.routeOptions.url ?? '';
    const prefix = route.endsWith('*') ? route.slice(0, -1) : '';
    const root = roots[prefix];
    return root && (request.method === 'GET' || request.method === 'HEAD') ? fileOf(request, prefix, root) : null;
  };
  app.addHook('onRequest', async (request, reply) => {
    const file = request.headers.range ? null : served(request);
    const answer = file && cache.find(file, request.headers['accept-encoding']);
    if (!answer) return;
    reply
      .header('Cache-Control', answer.cacheControl)
      .header('ETag', answer.etag)
      .header('Vary', 'Accept-Encoding')
      .type(answer.type);
    if (revalidates(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
    return reply.header('Content-Encoding', answer.encoding).send(answer.body);
  });
  app.addHook('onResponse', async (request, reply) => {
    const file = reply.statusCode === 200 && request.method === 'GET' ? served(request) : null;
    const header = (name: string) => String(reply.getHeader(name) ?? '');
    if (file) cache.offer(file, { type: header('content-type'), cacheControl: header('cache-control') });
  });
}
