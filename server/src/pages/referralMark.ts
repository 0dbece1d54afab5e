// A referred visitor's page (docs/performance.md, "A page that holds still"): the browser's referral
// cookie (`ar_ref`, docs/accounts.md, "Referral links") marks its pages `<html data-referral>`, so
// the prerendered /cart keeps the discount line's room while the stored cart is read, and the line
// moves nothing when it shows. Read as the page reads it (@site/contract/referralCookie).
import { readReferralCookie } from '@site/contract/referralCookie';

/** Whether this request's browser holds a referral in effect (a valid code, under 60 days old). */
export const hasReferral = (cookieHeader: string | undefined, now: number): boolean =>
  readReferralCookie(cookieHeader ?? '', now) !== null;

/** The page marked for a referred visitor. */
export const withReferral = (html: string): string => html.replace(/<html\b/i, '<html data-referral');
