// The test site's mail, read as a person reads it: the .eml files the server writes to
// DATA_DIR/outbox when no SMTP_URL is set (globalSetup says where, in E2E_OUTBOX_DIR).
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

export const outboxDir = (): string => {
  const dir = process.env.E2E_OUTBOX_DIR;
  if (!dir) throw new Error('E2E_OUTBOX_DIR is not set: the global setup starts the site and sets it.');
  return dir;
};

export interface ReadMail {
  file: string;
  subject: string;
  /** The whole message, quoted-printable decoded (headers, text and HTML parts). */
  body: string;
}

/** Undoes quoted-printable (soft line breaks and =XX bytes), enough to read links and text. */
const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The header lines unfolded (a long Subject goes on over the next lines), the rest as it is. */
function unfoldHeaders(text: string): string {
  const end = text.search(/\r?\n\r?\n/);
  return end < 0 ? text : text.slice(0, end).replace(/\r?\n[ \t]+/g, ' ') + text.slice(end);
}

/** The mails sent to `email`, oldest first. */
export function mailsTo(email: string, dir = outboxDir()): ReadMail[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => ({ file: path.join(dir, name), text: unfoldHeaders(fs.readFileSync(path.join(dir, name), 'utf8')) }))
    .filter(({ text }) => new RegExp(`^To: ${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'mi').test(text))
    .map(({ file, text }) => ({
      file,
      subject: /^Subject: (.*)$/m.exec(text)?.[1] ?? '',
      body: decodeQuotedPrintable(text),
    }));
}

/** Waits for the `count`-th mail to `email` (mails leave just after the page's answer). */
export async function waitForMail(email: string, count = 1, dir = outboxDir()): Promise<ReadMail> {
  for (let i = 0; i < 100; i += 1) {
    const mails = mailsTo(email, dir);
    if (mails.length >= count) return mails[count - 1]!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail number ${count} to ${email} in ${dir}`);
}

/** The link of a mail (the first of the local auth service's /verify links). */
export function linkIn(mail: ReadMail): string {
  const link = /https?:\/\/[^\s"<>]+\/auth\/v1\/verify\?[^\s"<>]+/.exec(mail.body)?.[0];
  if (!link) throw new Error(`No link in ${mail.file}`);
  return link.replace(/&amp;/g, '&');
}

/** Opens the confirmation link mailed to `email` in the page, as a person clicks it. */
export async function confirmEmail(page: Page, email: string, count = 1, dir = outboxDir()): Promise<void> {
  const link = linkIn(await waitForMail(email, count, dir));
  await page.goto(link);
}
