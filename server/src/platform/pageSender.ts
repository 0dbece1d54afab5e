// How an origin sends its HTML pages: each page with a validator (a repeat visit revalidates and
// gets 304), compressed once per encoding instead of on every request. Kept per page and variant
// (what is live, or what this browser previews or falls into); old variants go (a few hundred at
// most are kept). Brotli's smallest output (quality 11) takes about 175 ms for a 100 KB page: done
// on the server's thread, it held every request for that long, at the first visit of each page and
// variant. It is made on libuv's threads instead; until it is ready, a page goes out at quality 5
// (3 ms, about a tenth larger). (docs/architecture.md, "Pages as sent").
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

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

type Encoding = 'br' | 'gzip';

interface SentPage {
  html: string;
  etag: string;
  /** The page compressed as it goes out now, in each encoding asked for. */
  encoded: Partial<Record<Encoding, Buffer>>;
  /** Whether brotli's smallest output is made (then in `encoded`) or on its way. */
  smallest: 'making' | 'made' | null;
}

const brotli = (quality: number) => ({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } });
const QUICK_BROTLI = brotli(5);
const SMALLEST_BROTLI = brotli(11);

const MAX_KEPT = 400;

const encodingFor = (accepted: string | undefined): Encoding | null => {
  const names = (accepted ?? '').split(',').map((part) => part.split(';')[0]?.trim().toLowerCase());
  return names.includes('br') ? 'br' : names.includes('gzip') ? 'gzip' : null;
};

export type SendPage = (request: FastifyRequest, reply: FastifyReply, pathname: string) => Promise<FastifyReply>;

export function createPageSender(source: PageSource): SendPage {
  const sentPages = new Map<string, SentPage>();
  const sentPage = (found: SourcedPage): SentPage => {
    const known = sentPages.get(found.key);
    if (known) return known;
    if (sentPages.size >= MAX_KEPT) sentPages.clear();
    const html = found.html();
    const etag = `W/"${crypto.createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    const page: SentPage = { html, etag, encoded: {}, smallest: null };
    sentPages.set(found.key, page);
    return page;
  };
  const encode = (page: SentPage, encoding: Encoding): Buffer => {
    if (encoding === 'gzip') return (page.encoded.gzip ??= zlib.gzipSync(page.html, { level: 9 }));
    if (page.smallest === null) {
      page.smallest = 'making';
      zlib.brotliCompress(page.html, SMALLEST_BROTLI, (error, smallest) => {
        if (error) page.smallest = null;
        else Object.assign(page, { smallest: 'made', encoded: { ...page.encoded, br: smallest } });
      });
    }
    return (page.encoded.br ??= zlib.brotliCompressSync(page.html, QUICK_BROTLI));
  };

  return async (request, reply, pathname) => {
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
}
