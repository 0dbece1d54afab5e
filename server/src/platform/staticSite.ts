// Serving a package's production build on an origin: its files (hashed ones immutable), its
// releases under /releases/ (immutable), and its pages (prerendered per visitor, or index.html);
// a path that is neither is a JSON 404. `createStaticSite` is a whole origin doing only that (a
// remote's origin, a bench's single bundle).
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Logger } from 'pino';
import type { TrustProxy } from '../config';
import { createAssetCache, serveKeptAssets, type AssetCache } from './assetCache';
import { originServerOptions, type RateLimitRedis } from './originServer';
import { createPageSender, type PageSource } from './pageSender';
import { platformPlugin } from './platformPlugin';
import { cacheControlFor } from './staticHeaders';

export interface BuildServing {
  /** Folder of a package's production build. */
  root: string;
  /**
   * Serve a page for unknown paths without a file extension: every such path (the shell's client
   * routes), or those the function accepts (a remote's standalone page at its own routes; any other
   * path is a 404).
   */
  spaFallback: boolean | ((pathname: string) => boolean);
  /**
   * Where the pages come from (the shell: the pages of the releases each browser gets); without
   * it, index.html for every page. `routes` are answered by a route of their own (a known page is
   * then not first looked for on disk).
   */
  pageSource?: PageSource;
  /** The remote's release store (RELEASES_DIR/<remote>): served at /releases/<id>/..., immutable. */
  releasesRoot?: string;
  /** The origin's policy, carried in each page rather than its header (pageSender.ts). */
  policyInPages?: string | null;
  /** Where its immutable files are kept compressed (assetCache.ts); a cache of its own by default. */
  assets?: AssetCache;
}

export function assertBuilt(root: string, what: string): void {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${what} is not built (${root} has no index.html). Run "npm run build" first.`);
  }
}

/** Serves a build on `app` (which has the platform plugin). */
export async function serveBuild(app: FastifyInstance, options: BuildServing): Promise<void> {
  const indexHtml = fs.readFileSync(path.join(options.root, 'index.html'), 'utf8');
  const source: PageSource = options.pageSource ?? {
    routes: () => [],
    pageFor: async () => ({ key: 'index', status: 200, html: () => indexHtml }),
    variesWithCookies: false,
  };
  const sendPage = createPageSender(source, options.policyInPages);

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

  const roots: Record<string, string> = { '/': options.root };
  if (options.releasesRoot) roots['/releases/'] = options.releasesRoot;
  serveKeptAssets(app, options.assets ?? createAssetCache(), roots);

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
}

export interface StaticSiteOptions extends BuildServing {
  /** Allow any origin to fetch (remotes: the shell fetches their manifests). */
  cors: boolean;
  /** Content-Security-Policy of the pages; default: frame-ancestors 'none' only. */
  contentSecurityPolicy?: string;
  /** Request log (a child of the process's logger); none: no log. */
  logger?: Logger;
  /** Which proxies to trust for the client's address (TRUST_PROXY). */
  trustProxy?: TrustProxy;
  /** Shared rate-limit counts (REDIS_URL); in memory without it. */
  rateLimitRedis?: RateLimitRedis;
}

/** An origin that serves one build and nothing else. */
export async function createStaticSite(options: StaticSiteOptions): Promise<FastifyInstance> {
  const app = createOrigin(options);
  await app.register(platformPlugin, {
    // Without a policy of its own (a bench's single-bundle build), pages load freely but are never framed.
    contentSecurityPolicy: options.contentSecurityPolicy ?? "frame-ancestors 'none'",
    cors: options.cors,
    rateLimitRedis: options.rateLimitRedis,
    compress: true,
  });
  await serveBuild(app, options);
  return app;
}

/** A Fastify instance with the options every origin uses (originServer.ts). */
export function createOrigin(options: { logger?: Logger; trustProxy?: TrustProxy; bodyLimit?: number }) {
  return Fastify(
    originServerOptions({
      logger: options.logger,
      trustProxy: options.trustProxy,
      bodyLimit: options.bodyLimit ?? 64 * 1024,
    }),
  );
}
