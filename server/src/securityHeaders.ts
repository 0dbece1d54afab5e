// Security headers of the production server. The Content-Security-Policy allows exactly the
// site's own origin, the remotes' origins and the external services in configuration; the only
// inline script is the shell's early-events script, allowed by its hash.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './config';

export interface ExternalServices {
  chatAssistantUrl: string;
  schedulingPageUrl: string;
  schedulingWidgetScript: string;
  contactFormUrl: string;
  socialProfileUrl: string;
  intakeFormUrl: string;
  mediaBaseUrl: string;
}

export function readExternalServices(): ExternalServices {
  const file = path.join(REPO_ROOT, 'shared', 'src', 'config', 'external.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ExternalServices;
}

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
  const frames = unique([
    ...scheduling,
    originOf(external.contactFormUrl),
    originOf(external.intakeFormUrl),
    originOf(external.socialProfileUrl),
  ]);
  const media = unique([originOf(external.mediaBaseUrl)]);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes, ...remotes, ...unique([originOf(external.schedulingWidgetScript)])]],
    // styled-components writes <style> elements at run time; scripts stay strict.
    ['style-src', ["'self'", "'unsafe-inline'", ...scheduling]],
    ['img-src', ["'self'", 'data:', 'blob:', ...remotes, ...media, ...scheduling]],
    ['media-src', ["'self'", ...media]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...remotes, ...unique([authUrl ? originOf(authUrl) : null]), ...scheduling]],
    ['frame-src', frames],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.length ? values.join(' ') : "'none'"}`).join('; ');
}

/** Headers every response of every origin carries. */
export const BASE_SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};
