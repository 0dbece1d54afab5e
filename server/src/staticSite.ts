import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { cacheControlFor } from './staticHeaders';
import { BASE_SECURITY_HEADERS } from './securityHeaders';

export interface StaticSiteOptions {
  /** Folder of a package's production build. */
  root: string;
  /** Allow any origin to fetch (remotes: the shell fetches their manifests). */
  cors: boolean;
  /** Serve index.html for unknown paths without a file extension (the shell's client routes). */
  spaFallback: boolean;
  /** Rewrites index.html before it is sent (the shell injects run-time settings). */
  transformIndex?: (html: string) => string;
  /** Content-Security-Policy of the HTML pages. */
  contentSecurityPolicy?: string;
  logger?: boolean;
}

export function assertBuilt(root: string, what: string): void {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${what} is not built (${root} has no index.html). Run "npm run build" first.`);
  }
}

export async function createStaticSite(options: StaticSiteOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 64 * 1024 });
  const indexPath = path.join(options.root, 'index.html');
  const readIndex = () => {
    const html = fs.readFileSync(indexPath, 'utf8');
    return options.transformIndex ? options.transformIndex(html) : html;
  };

  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) reply.header(name, value);
    if (options.contentSecurityPolicy) reply.header('Content-Security-Policy', options.contentSecurityPolicy);
    return payload;
  });

  if (options.cors) {
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('Vary', 'Origin');
      return payload;
    });
  }

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

  const sendIndex = (reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(readIndex());

  app.get('/', async (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const looksLikeFile = path.extname(url) !== '';
    if (options.spaFallback && request.method === 'GET' && !looksLikeFile && !url.startsWith('/api/')) {
      return sendIndex(reply);
    }
    return reply.code(404).type('application/json').send({ error: 'Not found' });
  });

  return app;
}
