// What a prerendered page's first frame waits for (docs/performance.md, "A page that holds still").
// A slow connection brings a page in pieces, and the browser paints what has arrived: a header
// painted before its cart button, or a hero before its art, moved when the rest came (the menu
// button went from beside the brand to the right end; the hero's text, centred beside the art, went
// down). `<link rel="expect" href="#id" blocking="render">` keeps the first frame until the element
// is parsed (Chromium lets it through once the element starts, so each id is on the last element of
// its part, of a size known before its content arrives). Chromium and Safari have it; Firefox
// paints as before.
import { FIRST_SCREEN_END_ID, HERO_ART_ID } from '@site/shared/ui';
import { HEADER_END_ID } from '../features/navbar/headerEnd';

/**
 * Every element a page's first frame waits for, in the page's order. The art's frame comes after
 * the hero's text (HeroWithArt), so waiting for it also waits for all of that text, on a phone too,
 * which does not show the art: a hero painted in part moved as the rest came (/community at 390 px:
 * its Join Now button, painted before its word, beside the field, then under it). A first screen
 * without such a hero ends with a mark (FirstScreenEnd: the sign-in card). The first screen comes in
 * the page's first bytes, so the wait is short.
 */
const WAITED_FOR: readonly string[] = [HEADER_END_ID, HERO_ART_ID, FIRST_SCREEN_END_ID];

/**
 * The `<link rel="expect">` elements for the page's head: one for each waited-for id in the page's
 * markup. An id the page does not have is not waited for (the browser would wait for the whole page).
 */
export function firstFrameWaits(rootHtml: string): string {
  return WAITED_FOR.filter((id) => rootHtml.includes(` id="${id}"`))
    .map((id) => `<link rel="expect" href="#${id}" blocking="render">`)
    .join('');
}
