// How an origin sends its HTML pages: each page with a validator (a repeat visit revalidates and
// gets 304), compressed once per encoding instead of on every request (and, for a client that takes
// no compression, encoded to UTF-8 once: bench:telemetry). Kept per page and variant
// (what is live, or what this browser previews or falls into); old variants go (a few hundred at
// most are kept). Brotli's smallest output (quality 11) takes about 175 ms for a 100 KB page: done
// on the server's thread, it held every request for that long, at the first visit of each page and
// variant. It is made on libuv's threads instead; until it is ready, a page goes out at quality 5
// (3 ms, about a tenth larger). A page carries its Content-Security-Policy in a <meta> element,
// where brotli compresses it, and only its framing rule in the header (docs/server.md,
// "Pages as sent").
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliQuality, encodingFor, revalidates, type Encoding } from './encodings';
import { cspDirectives } from './securityHeaders';

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

interface SentPage {
  html: string;
  /** The page's UTF-8 bytes, made once: a string was encoded again at every uncompressed send. */
  plain: Buffer | null;
  etag: string;
  /** The page compressed as it goes out now, in each encoding asked for. */
  encoded: Partial<Record<Encoding, Buffer>>;
  /** Whether brotli's smallest output is made (then in `encoded`) or on its way. */
  smallest: 'making' | 'made' | null;
}

const QUICK_BROTLI = brotliQuality(5);
const SMALLEST_BROTLI = brotliQuality(11);

const MAX_KEPT = 400;

export type SendPage = (request: FastifyRequest, reply: FastifyReply, pathname: string) => Promise<FastifyReply>;

/** What a page's header keeps of its policy: a <meta> policy cannot forbid framing. */
const FRAMING_POLICY = "frame-ancestors 'none'";

const FRAMING = 'frame-ancestors';
/** A directive and its sources as the policy's text has them. */
const rule = ([name, sources]: [string, string[]]) => [name, ...sources].join(' ');
/** The policy's own framing rule, or none at all: the header of each of its pages. */
const framingOf = (policy: string) => {
  const sources = cspDirectives(policy)[FRAMING];
  return sources ? rule([FRAMING, sources]) : FRAMING_POLICY;
};

/** A value for an HTML attribute in double quotes. */
export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page with `policy` (less frame-ancestors, which a <meta> policy may not hold) in a <meta>
 * element first in its head, before any script or style it governs: after the charset, else at the
 * head's start, else after the doctype (a head left implied).
 */
function withPolicyInPage(html: string, policy: string): string {
  const rules = Object.entries(cspDirectives(policy)).filter(([name]) => name !== FRAMING);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(rules.map(rule).join('; '))}">`;
  const before = [/<meta charset=[^>]*>/i, /<head(\s[^>]*)?>/i, /<!doctype html>/i]
    .map((pattern) => pattern.exec(html))
    .find((found) => found !== null);
  const at = before ? before.index + before[0].length : 0;
  return html.slice(0, at) + meta + html.slice(at);
}

/**
 * Sends the pages of `source`. With `contentSecurityPolicy` (the origin's policy), each page
 * carries it in a <meta> and its header keeps only frame-ancestors: a first visit's page then fits
 * in the first round trip of a new connection (14.6 KB with its headers), where the policy's 1.1 KB
 * in the header pushed /, /shop and /shop/apps past it.
 */
export function createPageSender(source: PageSource, contentSecurityPolicy?: string | null): SendPage {
  const sentPages = new Map<string, SentPage>();
  const framing = contentSecurityPolicy ? framingOf(contentSecurityPolicy) : null;
  const sentPage = (found: SourcedPage): SentPage => {
    const known = sentPages.get(found.key);
    if (known) return known;
    if (sentPages.size >= MAX_KEPT) sentPages.clear();
    const html = contentSecurityPolicy ? withPolicyInPage(found.html(), contentSecurityPolicy) : found.html();
    const etag = `W/"${crypto.createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    const page: SentPage = { html, plain: null, etag, encoded: {}, smallest: null };
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
    // Over the origin's whole policy, which the security headers set on every answer.
    if (framing) reply.raw.setHeader('Content-Security-Policy', framing);
    if (found.status === 200 && revalidates(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
    const encoding = encodingFor(request.headers['accept-encoding']);
    if (!encoding) return reply.send((page.plain ??= Buffer.from(page.html)));
    return reply.header('Content-Encoding', encoding).send(encode(page, encoding));
  };
}
