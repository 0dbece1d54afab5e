// The boot script (webpack/firstPaint/bootAfterPaint.js; docs/performance.md, "What a first visit loads") adds
// the shell's entry once the page's prerendered content is painted, at the latest after 2 s. Here
// that limit never runs out: a page with nothing prerendered, which has no paint to wait for, must
// start anyway, and a prerendered page still asks for its scripts only once it is painted.
import type { Page } from 'playwright-core';
import { browserForThisFile, openPage } from './support/browser';

jest.setTimeout(90_000);

const browser = browserForThisFile();

/** The boot script's waits of a second or more never end (its timers are dropped). */
async function withoutBootTimeLimit(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const setTimer = window.setTimeout;
    window.setTimeout = function (handler: TimerHandler, delay?: number, ...args: unknown[]) {
      if ((delay ?? 0) >= 1000 && /\/boot\.[0-9a-f]+\.js/.test(new Error().stack ?? '')) return 0;
      return setTimer(handler, delay, ...args);
    } as typeof window.setTimeout;
  });
}

test('/auth/confirm and /reset-password, with nothing prerendered, show their page without the 2 s limit', async () => {
  const { page, context } = await openPage(browser(), { waitMs: 30_000 });
  try {
    await withoutBootTimeLimit(page);
    const answer = await page.goto('/auth/confirm');
    expect(await answer!.text()).toContain('<div id="root"></div>');
    await page.getByRole('heading', { level: 1, name: 'Confirm your email' }).waitFor();
    await page.goto('/reset-password');
    await page.getByRole('heading', { level: 1 }).waitFor();
  } finally {
    await context.close();
  }
});

test('/login, prerendered, asks for the shell entry only once its content is painted', async () => {
  const { page, context } = await openPage(browser(), { waitMs: 30_000 });
  try {
    await withoutBootTimeLimit(page);
    await page.goto('/login');
    const order = await page.waitForFunction(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const entry = performance
        .getEntriesByType('resource')
        .find((resource) => /\/main\.[0-9a-f]+\.js$/.test(new URL(resource.name).pathname));
      return paint && entry ? { painted: paint.startTime, asked: entry.startTime } : null;
    });
    const { painted, asked } = (await order.jsonValue())!;
    expect(asked).toBeGreaterThanOrEqual(painted);
  } finally {
    await context.close();
  }
});
