// The site's one mail writer (docs/data.md, "Where the data lives"): by SMTP when SMTP_URL is set,
// otherwise written as an .eml file under DATA_DIR/outbox, what would have been sent, for a local
// site or a test to read. Receipts and the auth service's messages both go through it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailerSettings {
  /** SMTP_URL, e.g. smtps://user:pass@smtp.example.com */
  smtpUrl?: string;
  outboxDir: string;
}

export interface Mail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The outbox file's name without `.eml` (default: the time and a random part). */
  fileName?: string;
}

/** How a mail left: sent by SMTP, or filed in the outbox. */
export type MailDelivery = 'email' | 'outbox';
export type Mailer = (mail: Mail) => Promise<MailDelivery>;

export function createMailer(settings: MailerSettings): Mailer {
  const transport = settings.smtpUrl
    ? nodemailer.createTransport(settings.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async ({ fileName, ...mail }) => {
    const info = (await transport.sendMail(mail)) as { message?: Buffer };
    if (settings.smtpUrl) return 'email';
    fs.mkdirSync(settings.outboxDir, { recursive: true });
    const name =
      fileName ?? `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}`;
    const file = path.join(settings.outboxDir, `${name}.eml`);
    // Whole or not at all: a reader never sees half a message.
    fs.writeFileSync(`${file}.tmp`, info.message ?? '');
    fs.renameSync(`${file}.tmp`, file);
    return 'outbox';
  };
}
