/**
 * The id of the header's last element, the cart button: the page's first frame waits until it is
 * parsed (firstFrame/firstFrameWaits.ts, docs/performance.md, "A page that holds still").
 */
export const HEADER_END_ID = 'site-header-end';
