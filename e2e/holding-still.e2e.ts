// A page that holds still on a slow phone (4x CPU, slow 4G): what is on screen is not moved by what
// arrives after it, the stored cart or a remote's failure (docs/performance.md, "A page that holds
// still"). Every layout shift the page records is kept from its first frame (PerformanceObserver,
// buffered), and none may move what was already shown.
import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl, browserForThisFile, waitForLivePage } from './support/browser';
import { violations } from './support/axe';
import { openEarly } from './support/slowPhone';
import { recordShifts, shiftsOf } from './support/layoutShifts';

jest.setTimeout(120_000);

const browser = browserForThisFile();

/**
 * Below this a shift is an icon or a word moved a few pixels: a ten-thousandth of CLS, a thousandth
 * of a "good" page's 0.1. Such shifts come from a page painted while it arrives, when the connection
 * cuts it inside centred text (docs/performance.md, "A page that holds still"); the ones found, the
 * mobile bar's icons (0.00002, about 9 px) and the menu button (0.0025), are fixed and checked by
 * e2e/arriving-page.e2e.ts. What this test guards against measured 0.0016 to 0.49.
 */
const NEGLIGIBLE_SHIFT = 0.0001;

/** The page's layout shifts that moved what was shown by more than a few pixels. */
const movedShiftsOf = async (page: Page) => (await shiftsOf(page)).filter((shift) => shift.value >= NEGLIGIBLE_SHIFT);

/** The stored cart a returning visitor has (cartStorage's format): product ids and quantities. */
async function storeCart(context: BrowserContext, productIds: string[]): Promise<void> {
  const stored = JSON.stringify({ version: 1, items: productIds.map((productId) => ({ productId, quantity: 1 })) });
  await context.addInitScript((value) => {
    if (value.includes('productId')) localStorage.setItem('site.cart.v1', value);
  }, stored);
}

const THREE_PRODUCTS = ['ai-prompt-mastery', 'automation-blueprint', 'customer-experience-ai'];

/** A visitor who came through an affiliate link: the referral cookie the shop keeps (docs/orders.md). */
async function storeReferral(context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: 'ar_ref', value: `PARTNER7Q2K.${Date.now() - 60_000}`, url: baseUrl() }]);
}

describe.each([
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
])('/cart at $width px', (viewport) => {
  test.each([
    { cart: 'an empty cart', productIds: [] as string[], referred: false },
    { cart: 'three items', productIds: THREE_PRODUCTS, referred: false },
    { cart: 'an empty cart and a referral', productIds: [] as string[], referred: true },
    { cart: 'three items and a referral', productIds: THREE_PRODUCTS, referred: true },
  ])('with $cart, the stored cart shows without moving the page', async ({ productIds, referred }) => {
    const { page, context, waitAtFullSpeed } = await openEarly(browser(), '/cart', {
      ...viewport,
      beforeGoto: async (opened) => {
        await recordShifts(opened);
        await storeCart(opened, productIds);
        if (referred) await storeReferral(opened);
      },
    });
    try {
      const summary = page.getByRole('complementary', { name: 'Order summary' });
      if (productIds.length === 0) {
        // No stored cart: the empty cart is on screen from the first frame, with no summary of $0.00.
        expect(await page.getByText('Your cart is empty.').isVisible()).toBe(true);
        expect(await page.getByText('Reading your cart…').isVisible()).toBe(false);
        await waitForLivePage(page);
        await waitAtFullSpeed(1_000);
        expect(await movedShiftsOf(page)).toEqual([]);
        expect(await page.getByRole('link', { name: 'Browse the shop' }).isVisible()).toBe(true);
        expect(await summary.count()).toBe(0);
        return;
      }
      await page
        .getByTestId('cart-line')
        .nth(productIds.length - 1)
        .waitFor({ timeout: 60_000 });
      // The page has settled: whatever would move has moved by now.
      await waitAtFullSpeed(1_000);
      expect(await movedShiftsOf(page)).toEqual([]);
      expect(await summary.getByText('Referral discount (10% off your first purchase)').isVisible()).toBe(referred);
      if (!referred) return;
      // The cart sheet, opened by the keyboard, shows the same discount and moves nothing either.
      const discount = await summary.getByTestId('cart-discount').textContent();
      await summary.getByRole('button', { name: 'Proceed to Checkout' }).focus();
      await page.keyboard.press('Enter');
      const sheet = page.getByRole('dialog', { name: 'Shopping Cart' });
      await sheet.getByTestId('cart-discount').waitFor({ timeout: 60_000 });
      await waitAtFullSpeed(1_000);
      expect(await sheet.getByTestId('cart-discount').textContent()).toBe(discount);
      expect(await movedShiftsOf(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

test.each([
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
])(
  'at $width px, a remote that fails while its page is shown says so without moving the page, with Retry',
  async (viewport) => {
    const { page, context, waitAtFullSpeed } = await openEarly(browser(), '/ai-trust-test', {
      ...viewport,
      beforeGoto: async (opened, shown) => {
        await recordShifts(opened);
        // The quiz's routes module answers 500: the remote fails while its page is on screen.
        await shown.route(
          (url) => url.pathname.includes('__federation_expose_routes'),
          (route) => route.fulfill({ status: 500, body: 'down' }),
        );
      },
    });
    try {
      const notice = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
      await notice.waitFor({ timeout: 60_000 });
      expect(await notice.textContent()).toContain('some actions on it are unavailable');
      await waitAtFullSpeed(1_000);
      expect(await movedShiftsOf(page)).toEqual([]);
      // The page is still there to read, the notice and its Retry are on screen.
      expect(await page.getByText('Question 1 of 7').isVisible()).toBe(true);
      expect(await notice.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
      const inView = await notice.evaluate((box) => {
        const { top, bottom } = box.getBoundingClientRect();
        return top >= 0 && bottom <= window.innerHeight;
      });
      expect(inView).toBe(true);
      expect(await violations(page)).toEqual([]);
      // At the page's end the notice covers nothing: the footer ends above it.
      await page.keyboard.press('End');
      await page.waitForFunction(
        () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
      );
      const footerBottom = await page
        .getByRole('contentinfo')
        .evaluate((footer) => footer.getBoundingClientRect().bottom);
      const noticeTop = await notice.evaluate((box) => box.getBoundingClientRect().top);
      expect(footerBottom).toBeLessThanOrEqual(noticeTop);
    } finally {
      await context.close();
    }
  },
);
