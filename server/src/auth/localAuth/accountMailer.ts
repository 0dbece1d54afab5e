// Sends the service's mails through the site's one mail writer (platform/mailer.ts), with links to
// GET /verify as the hosted service's default templates have them. Sent after the answer, never
// awaited by it: a slow SMTP server neither delays a sign-up nor tells, by its timing, whether an
// address has an account. A failure is logged; the person asks for the link again.
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../platform';
import type { OneTimeKind } from '../store/oneTimeTokens';
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

export function createAccountMailer(settings: AccountMailerSettings) {
  const allowed = new Set([new URL(settings.siteUrl).origin, ...settings.allowedOrigins.map((o) => new URL(o).origin)]);

  /** The page a link leads back to: the one the request named when it is the site's, else the site. */
  const redirectTarget = (requested: unknown): string => {
    if (typeof requested !== 'string' || !requested) return settings.siteUrl;
    try {
      const url = new URL(requested);
      return allowed.has(url.origin) ? url.toString() : settings.siteUrl;
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
