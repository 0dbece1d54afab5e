import { FIRST_SCREEN_END_ID, HERO_ART_ID } from '@site/shared/ui';
import { HEADER_END_ID } from '../features/navbar/headerEnd';
import { firstFrameWaits } from './firstFrameWaits';

const link = (id: string) => `<link rel="expect" href="#${id}" blocking="render">`;

test('a page with a header and a hero with art waits for both, on every screen (the art follows the text)', () => {
  const html = `<header><a>Brand</a><button id="${HEADER_END_ID}"></button></header><main><div id="${HERO_ART_ID}"></div></main>`;
  expect(firstFrameWaits(html)).toBe(link(HEADER_END_ID) + link(HERO_ART_ID));
});

test('a page whose first screen ends with its mark waits for the mark', () => {
  const html = `<header><button id="${HEADER_END_ID}"></button></header><form></form><div id="${FIRST_SCREEN_END_ID}" hidden></div>`;
  expect(firstFrameWaits(html)).toBe(link(HEADER_END_ID) + link(FIRST_SCREEN_END_ID));
});

test('a page without a hero waits for its header only', () => {
  expect(firstFrameWaits(`<header><button id="${HEADER_END_ID}"></button></header><h1>Sign in</h1>`)).toBe(
    link(HEADER_END_ID),
  );
});

test('an id the page does not have is never waited for: the browser would hold the page to its end', () => {
  expect(firstFrameWaits('<main><h1>Not found</h1><p>id="hero-art" in text is not an element</p></main>')).toBe('');
});
