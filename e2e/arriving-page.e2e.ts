// A page that arrives in pieces, as on a slow connection, holds still as it comes (docs/performance.md,
// "A page that holds still"): the browser paints each piece, and nothing it painted moves when the
// next arrives. The page's scripts are held back, so what is judged is the prerendered page alone.
// Before: the navbar's menu button went from beside the brand to the right end on every page, the
// header's links moved on a wide screen, a hero's text went down when its art came, the home page's
// figures went down under their labels, and the chat button moved 8 px.
import { baseUrl, browserForThisFile, openPage } from './support/browser';
import { startArrivingPages, type ArrivingPages } from './support/arrivingPages';
import { recordShifts, shiftsOf } from './support/layoutShifts';

jest.setTimeout(120_000);

const browser = browserForThisFile();
let arriving: ArrivingPages;

beforeAll(async () => {
  // About 40 pieces a page, each given more than a frame (60 a second) to be painted.
  arriving = await startArrivingPages(baseUrl(), { pieceBytes: 400, pauseMs: 20 });
});
afterAll(() => arriving.close());

/** Opens `path` as it arrives in pieces, its scripts held back, recording its layout shifts. */
async function openArriving(path: string, viewport: { width: number; height: number }) {
  const opened = await openPage(browser(), { ...viewport, baseURL: arriving.url });
  await opened.context.route(
    (url) => /\.m?js$/.test(url.pathname),
    (route) => route.abort(),
  );
  await recordShifts(opened.context);
  await opened.page.goto(path, { waitUntil: 'load' });
  return opened;
}

describe.each([
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
])('at $width px', (viewport) => {
  // /shop/apps: its figures' labels went down as the figures, shown above them, came (0.0027);
  // /community: its Join Now button, painted before its word, beside the field, then under it;
  // /affiliates: its first tab wide, then narrower as the others came (0.002 to 0.012).
  test.each(['/', '/shop', '/shop/apps', '/community', '/login', '/affiliates', '/cadence', '/ai-trust-test'])(
    '%s paints as it arrives without moving what it painted',
    async (path) => {
      const { page, context } = await openArriving(path, viewport);
      try {
        expect(await page.locator('h1').first().isVisible()).toBe(true);
        expect(await shiftsOf(page)).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
