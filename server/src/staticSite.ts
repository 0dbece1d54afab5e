import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { Logger } from 'pino';
import { cacheControlFor } from './staticHeaders';
import { registerSecurityHeaders } from './securityHeaders';
import {
  addOriginHooks,
  originServerOptions,
  registerRateLimiter,
  type RateLimitRedis,
  type TrustProxy,
} from './serverBasics';

export interface StaticSiteOptions {
  /** Folder of a package's production build. */
  root: string;
  /** Allow any origin to fetch (remotes: the shell fetches their manifests). */
  cors: boolean;
  /**
   * Serve index.html for unknown paths without a file extension: every such path (the shell's
   * client routes), or those the function accepts (a remote's standalone page at its own routes;
   * any other path is a 404).
   */
  spaFallback: boolean | ((pathname: string) => boolean);
  /**
   * Where the pages come from (the shell: the pages of the releases each browser gets); without
   * it, index.html for every page. `routes` are answered by a route of their own (a known page is
   * then not first looked for on disk).
   */
  pageSource?: PageSource;
  /** The remote's release store (DATA_DIR/releases/<remote>): served at /releases/<id>/..., immutable. */
  releasesRoot?: string;
  /** Content-Security-Policy of the HTML pages (helmet sends it with every answer); default: frame-ancestors 'none' only. */
  contentSecurityPolicy?: string;
  /** Request log (a child of the process's logger); none: no log. */
  logger?: Logger;
  /** Which proxies to trust for the client's address (TRUST_PROXY). */
  trustProxy?: TrustProxy;
  /** Shared rate-limit counts (REDIS_URL); in memory without it. */
  rateLimitRedis?: RateLimitRedis;
}

/** A page as one browser gets it: the same key, the same page. */
export interface SourcedPage {
  key: string;
  status: number;
  html: () => string;
}

export interface PageSource {
  routes: () => string[];
  /** The page at `pathname` for this request (it may set the reply's cookies). */
  pageFor: (request: FastifyRequest, reply: FastifyReply, pathname: string) => Promise<SourcedPage>;
  /** Whether pages vary with the browser's cookies (its preview, its canary). */
  variesWithCookies: boolean;
}

export function assertBuilt(root: string, what: string): void {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${what} is not built (${root} has no index.html). Run "npm run build" first.`);
  }
}

export async function createStaticSite(options: StaticSiteOptions): Promise<FastifyInstance> {
  const app = Fastify(
    originServerOptions({ logger: options.logger, trustProxy: options.trustProxy, bodyLimit: 64 * 1024 }),
  );
  addOriginHooks(app);
  const indexHtml = fs.readFileSync(path.join(options.root, 'index.html'), 'utf8');
  const source: PageSource = options.pageSource ?? {
    routes: () => [],
    pageFor: async () => ({ key: 'index', status: 200, html: () => indexHtml }),
    variesWithCookies: false,
  };

  await registerSecurityHeaders(app, {
    // Without a policy of its own (a bench's single-bundle build), pages load freely but are never framed.
    contentSecurityPolicy: options.contentSecurityPolicy ?? "frame-ancestors 'none'",
    // A remote's files are loaded by the shell's page, on another origin.
    crossOriginResourcePolicy: options.cors ? 'cross-origin' : 'same-origin',
  });
  await registerRateLimiter(app, options.rateLimitRedis);

  if (options.cors) {
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('Vary', 'Origin');
      return payload;
    });
  }

  // Brotli or gzip for HTML, scripts and JSON (a first visit's bytes shrink about fourfold). Brotli
  // at quality 5: nearly the size of the slowest setting at a fraction of the CPU per request.
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });

  await app.register(fastifyStatic, {
    root: options.root,
    prefix: '/',
    index: false,
    wildcard: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.header('Cache-Control', cacheControlFor(filePath));
    },
  });

  if (options.releasesRoot) {
    fs.mkdirSync(options.releasesRoot, { recursive: true });
    // A release's folder never changes once written (docs/releases.md): every file in it, the
    // manifest included, may be cached for ever. What is live is /remotes.json's to say.
    await app.register(fastifyStatic, {
      root: options.releasesRoot,
      prefix: '/releases/',
      index: false,
      decorateReply: false,
      cacheControl: false,
      setHeaders: (res) => {
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }

  /**
   * Each page as sent: with a validator (a repeat visit revalidates and gets 304) and compressed
   * once per encoding instead of on every request. Kept per page and variant (what is live, or what
   * this browser previews or falls into); old variants go (a handful at most are kept).
   */
  interface SentPage {
    html: string;
    etag: string;
    encoded: Partial<Record<'br' | 'gzip', Buffer>>;
  }
  const sentPages = new Map<string, SentPage>();
  const sentPage = (found: SourcedPage): SentPage => {
    const known = sentPages.get(found.key);
    if (known) return known;
    if (sentPages.size >= 400) sentPages.clear();
    const html = found.html();
    const etag = `W/"${crypto.createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    const page: SentPage = { html, etag, encoded: {} };
    sentPages.set(found.key, page);
    return page;
  };
  const encodingFor = (accepted: string | undefined): 'br' | 'gzip' | null => {
    const names = (accepted ?? '').split(',').map((part) => part.split(';')[0]?.trim().toLowerCase());
    return names.includes('br') ? 'br' : names.includes('gzip') ? 'gzip' : null;
  };
  const encode = (page: SentPage, encoding: 'br' | 'gzip'): Buffer =>
    (page.encoded[encoding] ??=
      encoding === 'br'
        ? zlib.brotliCompressSync(page.html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
        : zlib.gzipSync(page.html, { level: 9 }));

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const found = await source.pageFor(request, reply, pathname);
    const page = sentPage(found);
    reply
      .code(found.status)
      .header('Cache-Control', 'no-cache')
      .header('ETag', page.etag)
      // A page rewritten per browser (its preview, its canary) varies with its cookies too.
      .header('Vary', source.variesWithCookies ? 'Accept-Encoding, Cookie' : 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    const validators = (request.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim());
    if (found.status === 200 && validators.includes(page.etag)) return reply.code(304).send();
    const encoding = encodingFor(request.headers['accept-encoding']);
    if (!encoding) return reply.send(page.html);
    return reply.header('Content-Encoding', encoding).send(encode(page, encoding));
  };

  app.get('/', async (request, reply) => sendPage(request, reply, '/'));
  // Every known page has a route of its own: through the static files' wildcard a page would first
  // be looked for on disk, then reach the not-found handler (a third of the speed of /).
  for (const route of source.routes()) {
    if (route !== '/') app.get(route, async (request, reply) => sendPage(request, reply, route));
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const looksLikeFile = path.extname(url) !== '';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !looksLikeFile;
    const fallback = typeof options.spaFallback === 'function' ? options.spaFallback(url) : options.spaFallback;
    if (fallback && isPage && !url.startsWith('/api/')) return sendPage(request, reply, url);
    return reply.code(404).type('application/json').send({ error: 'Not found' });
  });

  return app;
}
