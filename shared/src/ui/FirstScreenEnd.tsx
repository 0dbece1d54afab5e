/**
 * The id of the mark after a page's first screen, when that screen has no hero with art (whose art
 * frame, after the text, is waited for instead). The page's first frame waits until the mark is
 * parsed (the prerenderer's `<link rel="expect">`, shell/src/firstFrame/firstFrameWaits.ts): a
 * centred line painted before its last words arrived moved when they came (the sign-in card's
 * "Don't have an account? Sign up"; docs/performance.md, "A page that holds still"). One a page.
 */
export const FIRST_SCREEN_END_ID = 'first-screen-end';

/** Marks the end of the page's first screen: nothing to see or read. */
export function FirstScreenEnd() {
  return <div id={FIRST_SCREEN_END_ID} hidden />;
}
