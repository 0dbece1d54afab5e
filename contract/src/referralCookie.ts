// The referral cookie (docs/accounts.md, "Referral links"): the page keeps a link's code in it for
// 60 days, and the server reads it too, to mark a referred visitor's page before its first paint
// (docs/performance.md, "A page that holds still").
import { REFERRAL_CODE_PATTERN } from './pricing';

export const REFERRAL_COOKIE = 'ar_ref';
export const REFERRAL_DAYS = 60;
export const REFERRAL_MAX_AGE_MS = REFERRAL_DAYS * 24 * 60 * 60 * 1000;

/** A referral code is short and alphanumeric; anything else is not a code. Codes are upper case. */
export function parseReferralCode(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  return REFERRAL_CODE_PATTERN.test(value) ? value.toUpperCase() : null;
}

/** The code in a cookie header, or null when absent, malformed, from the future or older than 60 days. */
export function readReferralCookie(cookieHeader: string, now: number): string | null {
  const entry = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${REFERRAL_COOKIE}=`));
  if (!entry) return null;
  const [rawCode, rawTime, ...rest] = entry.slice(REFERRAL_COOKIE.length + 1).split('.');
  if (rest.length > 0 || rawTime === undefined || !/^\d{1,15}$/.test(rawTime)) return null;
  const code = parseReferralCode(rawCode);
  const givenAt = Number(rawTime);
  if (!code || givenAt > now || now - givenAt > REFERRAL_MAX_AGE_MS) return null;
  return code;
}
