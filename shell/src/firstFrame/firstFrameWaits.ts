// What a prerendered page's first frame waits for (docs/performance.md, "A page that holds still").
// A slow connection brings a page in pieces, and the browser paints what has arrived: a header
// painted before its cart button, or a hero before its art, moved when the rest came (the menu
// button went from beside the brand to the right end; the hero's text, centred beside the art, went
// down). `<link rel="expect" href="#id" blocking="render">` keeps the first frame until the element
// is parsed (Chromium lets it through once the element starts, so each id is on the last element of
// its part, of a size known before its content arrives). Chromium and Safari have it; Firefox
// paints as before.
import { HERO_ART_ID } from '@site/shared/ui';
import { theme } from '@site/shared/theme';
import { HEADER_END_ID } from '../features/navbar/headerEnd';

/**
 * Every element a page's first frame waits for, in the page's order, and on what screens: the art
 * moves the text only where it stands beside it (HeroWithArt, from 1,024 px), and a phone, which
 * does not show it, need not wait for it.
 */
const WAITED_FOR: readonly { id: string; media?: string }[] = [
  { id: HEADER_END_ID },
  { id: HERO_ART_ID, media: `(min-width: ${theme.breakpoints.lg}px)` },
];

/**
 * The `<link rel="expect">` elements for the page's head: one for each waited-for id in the page's
 * markup. An id the page does not have is not waited for (the browser would wait for the whole page).
 */
export function firstFrameWaits(rootHtml: string): string {
  return WAITED_FOR.filter(({ id }) => rootHtml.includes(` id="${id}"`))
    .map(({ id, media }) => `<link rel="expect" href="#${id}"${media ? ` media="${media}"` : ''} blocking="render">`)
    .join('');
}
