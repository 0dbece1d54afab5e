// Sends the service's mails through the site's one mail writer (platform/mailer.ts), with links to
// GET /verify as the hosted service's default templates have them. Sent after the answer, never
// awaited by it: a slow SMTP server neither delays a sign-up nor tells, by its timing, whether an
// address has an account. A failure is logged; the person asks for the link again.
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../platform';
import type { OneTimeKind } from '../store/oneTimeTokens';
import { LOOPBACK_HOSTS } from './loopback';
import type { MailContent } from './accountMails';

export interface AccountMailerSettings {
  mailer: Mailer;
  from: string;
  /** `${publicUrl}/auth/v1`: where the links' GET /verify is. */
  apiBase: string;
  /** The site's address: where a link leads when the request named no allowed page. */
  siteUrl: string;
  /** Origins a link may lead back to (the site's). */
  allowedOrigins: readonly string[];
}

export type AccountMailer = ReturnType<typeof createAccountMailer>;

/** An origin and, for a loopback one, the same port under the machine's other names. */
function withLoopbackAliases(address: string): string[] {
  const url = new URL(address);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin];
  return LOOPBACK_HOSTS.map((host) => new URL(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`).origin);
}

export function createAccountMailer(settings: AccountMailerSettings) {
  const allowed = new Set([settings.siteUrl, ...settings.allowedOrigins].flatMap(withLoopbackAliases));

  /**
   * The page a link leads back to: the one the request named when it is the site's; when its origin
   * is not the site's, the same page of the site (a confirmation must land where it is read, never
   * on the home page with the tokens left in the address); else the site.
   */
  const redirectTarget = (requested: unknown): string => {
    if (typeof requested !== 'string' || !requested) return settings.siteUrl;
    try {
      const url = new URL(requested);
      if (allowed.has(url.origin)) return url.toString();
      return new URL(`${url.pathname}${url.search}`, settings.siteUrl).toString();
    } catch {
      return settings.siteUrl;
    }
  };

  const link = (token: string, type: OneTimeKind, redirectTo: string) =>
    `${settings.apiBase}/verify?${new URLSearchParams({ token, type, redirect_to: redirectTo })}`;

  const send = (to: string, content: MailContent, log: FastifyBaseLogger) => {
    void settings.mailer({ from: settings.from, to, ...content }).catch((error: unknown) => {
      log.error({ err: error }, `auth: a mail could not be sent (${content.subject})`);
    });
  };

  return { redirectTarget, link, send };
}
