// Security headers of the production server. The Content-Security-Policy allows exactly the
// site's own origin, the remotes' origins and the external services the pages use
// (@site/contract/externalServices, compiled into the build); the only
// inline script is the shell's early-events script, allowed by its hash.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { ExternalServices } from '@site/contract/externalServices';

export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

const unique = (values: (string | null | undefined)[]) => [...new Set(values.filter((v): v is string => !!v))];

export interface CspInput {
  /** Manifest URLs of the remotes (from the run-time configuration). */
  remoteUrls: string[];
  external: ExternalServices;
  /** Hosted auth backend, when one is configured. */
  authUrl?: string | null;
  /** CSP sources ('sha256-...') of the inline scripts the pages carry (inlineScriptHashes). */
  scriptHashes?: string[];
}

/**
 * The CSP hash sources of the executable inline scripts of a page (the build puts the same ones
 * in every page of the shell). Data blocks (JSON, JSON-LD) do not run and need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'text/javascript' && type !== 'module') continue;
    hashes.push(
      `'sha256-${crypto
        .createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return unique(hashes);
}

export function buildContentSecurityPolicy({ remoteUrls, external, authUrl, scriptHashes = [] }: CspInput): string {
  const remotes = unique(remoteUrls.map(originOf));
  const scheduling = unique([originOf(external.schedulingPageUrl), originOf(external.schedulingWidgetScript)]);
  // The embedded forms' hosts are asked before they are framed (docs/design.md, "External embeds").
  const forms = unique([originOf(external.contactFormUrl), originOf(external.intakeFormUrl)]);
  const frames = unique([...scheduling, ...forms, originOf(external.socialProfileUrl)]);
  const media = unique([originOf(external.mediaBaseUrl)]);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes, ...remotes, ...unique([originOf(external.schedulingWidgetScript)])]],
    // styled-components writes <style> elements at run time; scripts stay strict.
    ['style-src', ["'self'", "'unsafe-inline'", ...scheduling]],
    ['img-src', ["'self'", 'data:', 'blob:', ...remotes, ...media, ...scheduling]],
    ['media-src', ["'self'", ...media]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...remotes, ...unique([authUrl ? originOf(authUrl) : null]), ...scheduling, ...forms]],
    ['frame-src', frames],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.length ? values.join(' ') : "'none'"}`).join('; ');
}

type CspDirectives = NonNullable<Exclude<HelmetOptions['contentSecurityPolicy'], boolean | undefined>['directives']>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this route's answers go without the security headers (an empty 204 to a beacon). */
    securityHeaders?: boolean;
  }
}

/** Not set by helmet: no page of the site uses these browser features. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

/** The policy of an origin that serves no page (an API): nothing may load, nothing may frame it. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** A policy string as helmet's directives ({ 'script-src': ["'self'", ...] }). */
export function cspDirectives(policy: string): Record<string, string[]> {
  const directives: Record<string, string[]> = {};
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives[name] = values;
  }
  return directives;
}

export interface SecurityHeaderOptions {
  /** Content-Security-Policy of this origin's pages; null for an API (API_CONTENT_SECURITY_POLICY). */
  contentSecurityPolicy: string | null;
  /**
   * Who may load this origin's files with a plain <script>/<img>: a remote's files are loaded by the
   * shell's page from another origin ('cross-origin'); the shell's only by its own pages.
   */
  crossOriginResourcePolicy?: 'same-origin' | 'same-site' | 'cross-origin';
}

/**
 * The headers that only a document reads (a page, or an SVG or XML file opened as one): the policy
 * of what it may load and who may frame or open it, and the old browsers' switches. A script,
 * style, font, image or JSON answer has no use for them, and on a slow phone's line they were
 * 1.5 KB of every such answer (docs/server.md, "Pages as sent").
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'permissions-policy',
];

/** Whether an answer of this content type can be opened as a document (no type: it might). */
export function isDocumentType(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === '' || type === 'text/html' || type === 'image/svg+xml' || type.endsWith('xml');
}

/**
 * Security headers of every origin, from helmet: CSP (frame-ancestors 'none', so no page
 * can be framed; X-Frame-Options DENY for old browsers), nosniff, a referrer policy,
 * Cross-Origin-Opener/Resource-Policy (those a document reads on documents only), and HSTS on
 * requests that came over https (behind a TLS-terminating proxy, X-Forwarded-Proto counts when
 * TRUST_PROXY trusts that proxy). helmet's middleware is built once: @fastify/helmet built it again
 * for every answer, parsing the policy each time (a quarter of the CPU of a small answer,
 * bench:telemetry's GET /healthz).
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): Promise<void> {
  const policy = cspDirectives(options.contentSecurityPolicy ?? API_CONTENT_SECURITY_POLICY);
  // helmet insists on a default-src; a policy that only forbids framing has none on purpose.
  const directives: CspDirectives =
    'default-src' in policy
      ? policy
      : { ...policy, 'default-src': helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc };
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: options.crossOriginResourcePolicy ?? 'same-origin' },
    // COEP would make every cross-origin embed (scheduling widget, contact form) opt in: not theirs to give.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Sent below, only over https: on plain http it means nothing and would pin a local host to https.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.securityHeaders === false) return done();
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    // On the raw answer, as @fastify/helmet did: Node adds them to the head Fastify writes.
    reply.raw.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    headers(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  // Every answer gets them first (an answer that skips this hook keeps them all); one that is not a
  // document sheds those only a document reads, keeping nosniff, CORP and HSTS.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!isDocumentType(String(reply.getHeader('content-type') ?? reply.raw.getHeader('content-type') ?? ''))) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
    }
    done(null, payload);
  });
}
