// The brand typeface on a returning visitor's page (docs/brand.md, "The brand typeface"). A
// browser that has loaded the site's font file says so in a cookie the boot script sets
// (`brand-font`: the file's name, which changes with its contents); its pages come marked
// `<html data-brand-font>`, and the boot script adds the faces at once, before the paint. The
// server reads it, not the page: a page's first read of localStorage (or of document.cookie) waits
// for the browser's own process, 10 to 20 ms of the main thread before the first paint on the
// bench's phone (webpack/firstPaint/bootAfterPaint.js).
import { readCookie } from '../platform';

const BRAND_FONT_COOKIE = 'brand-font';

/** The name of the site's font file, the first the page names in <meta name="font-after-paint">. */
export function brandFontFile(html: string): string | null {
  const meta = (html.match(/<meta\b[^>]*>/gi) ?? []).find((tag) => /\bname=("?)font-after-paint\1(?=[\s/>])/.test(tag));
  const content = meta && /\scontent=("?)([^"\s>]*)\1/.exec(meta);
  return content?.[2]?.split('/').pop() || null;
}

/** Whether this request's browser has the font file `file` in its cache (by its cookie). */
export const hasBrandFont = (cookieHeader: string | undefined, file: string | null): boolean =>
  !!file && readCookie(cookieHeader, BRAND_FONT_COOKIE) === file;

/** The page marked for a browser that has the font: its boot script adds the faces at once. */
export const withBrandFont = (html: string): string => html.replace(/<html\b/i, '<html data-brand-font');
