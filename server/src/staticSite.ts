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
  /** Rewrites index.html before it is sent (the shell injects run-time settings). */
  transformIndex?: (html: string) => string;
  /**
   * Rewrites a page per request where it depends on what is live (the manifest preloads of the
   * releases this browser gets): `variant` says which rewrite (it may set the reply's cookies); its
   * result is kept per `key`.
   */
  pageTransform?: { variant: (request: FastifyRequest, reply: FastifyReply) => Promise<PageVariant> };
  /** The remote's release store (DATA_DIR/releases/<remote>): served at /releases/<id>/..., immutable. */
  releasesRoot?: string;
  /** Content-Security-Policy of the HTML pages (helmet sends it with every answer); default: frame-ancestors 'none' only. */
  contentSecurityPolicy?: string;
  /** Serve prerendered pages (prerender-manifest.json in root) and 404.html for unknown paths. */
  prerendered?: boolean;
  /** Request log (a child of the process's logger); none: no log. */
  logger?: Logger;
  /** Which proxies to trust for the client's address (TRUST_PROXY). */
  trustProxy?: TrustProxy;
  /** Shared rate-limit counts (REDIS_URL); in memory without it. */
  rateLimitRedis?: RateLimitRedis;
}

/** One rewrite of the pages: the same key, the same result. */
export interface PageVariant {
  key: string;
  apply: (html: string) => string;
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
  const transform = (html: string) => (options.transformIndex ? options.transformIndex(html) : html);
  const indexHtml = transform(fs.readFileSync(path.join(options.root, 'index.html'), 'utf8'));
  const pages = options.prerendered ? loadPrerenderedPages(options.root, transform) : null;

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
   * Each page as sent: rewritten for what is live, with a validator (a repeat visit revalidates
   * and gets 304) and compressed once per encoding instead of on every request. Kept per variant
   * (what is live, or what this browser previews or falls into), a few variants per page.
   */
  interface SentPage {
    html: string;
    etag: string;
    encoded: Partial<Record<'br' | 'gzip', Buffer>>;
  }
  const sentPages = new Map<string, Map<string, SentPage>>();
  const sentPage = (source: string, variant: PageVariant | null): SentPage => {
    const key = variant?.key ?? '';
    let variants = sentPages.get(source);
    if (!variants) sentPages.set(source, (variants = new Map()));
    const known = variants.get(key);
    if (known) return known;
    // Old variants (releases no longer live) go: a page keeps a handful at most.
    if (variants.size >= 8) variants.clear();
    const html = variant ? variant.apply(source) : source;
    const etag = `W/"${crypto.createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    const page: SentPage = { html, etag, encoded: {} };
    variants.set(key, page);
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
    const found = pages ? pages.pageFor(pathname) : { html: indexHtml, status: 200 };
    const page = sentPage(
      found.html,
      options.pageTransform ? await options.pageTransform.variant(request, reply) : null,
    );
    reply
      .code(found.status)
      .header('Cache-Control', 'no-cache')
      .header('ETag', page.etag)
      // A page rewritten per browser (its preview, its canary) varies with its cookies too.
      .header('Vary', options.pageTransform ? 'Accept-Encoding, Cookie' : 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    const validators = (request.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim());
    if (found.status === 200 && validators.includes(page.etag)) return reply.code(304).send();
    const encoding = encodingFor(request.headers['accept-encoding']);
    if (!encoding) return reply.send(page.html);
    return reply.header('Content-Encoding', encoding).send(encode(page, encoding));
  };

  app.get('/', async (request, reply) => sendPage(request, reply, '/'));
  // Every prerendered page has a route of its own: through the static files' wildcard a page would
  // first be looked for on disk, then reach the not-found handler (a third of the speed of /).
  for (const route of pages?.routes() ?? []) {
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

interface PrerenderManifest {
  pages: Record<string, string>;
  notFound: string;
  clientOnly: string[];
}

/**
 * The prerendered HTML of every public route, read once at start. A path with no page and no
 * client-only route gets 404.html with a 404 status.
 */
function loadPrerenderedPages(root: string, transform: (html: string) => string) {
  const manifestPath = path.join(root, 'prerender-manifest.json');
  if (!fs.existsSync(manifestPath)) {
    throw new Error(`${manifestPath} is missing: run "npm run build" (it prerenders the pages).`);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as PrerenderManifest;
  const read = (file: string) => transform(fs.readFileSync(path.join(root, file), 'utf8'));
  const pages = new Map(Object.entries(manifest.pages).map(([route, file]) => [route, read(file)]));
  const notFound = read(manifest.notFound);
  const shell = transform(fs.readFileSync(path.join(root, 'index.html'), 'utf8'));
  return {
    /** The paths of the prerendered pages and the client-only routes. */
    routes: (): string[] => [...pages.keys(), ...manifest.clientOnly],
    pageFor(pathname: string): { html: string; status: number } {
      let route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      try {
        route = decodeURIComponent(route);
      } catch {
        return { html: notFound, status: 404 };
      }
      const html = pages.get(route || '/');
      if (html) return { html, status: 200 };
      if (manifest.clientOnly.includes(route)) return { html: shell, status: 200 };
      return { html: notFound, status: 404 };
    },
  };
}
