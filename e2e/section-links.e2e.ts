// A home-page section's address opened in a new tab (/#contact) lands on that section, as a link
// followed in the site does, once the page has settled: its sections drawn at their real heights
// (docs/architecture.md, "The first frame"). A visitor who scrolls on is left where they are.
import type { Page } from 'playwright-core';
import { browserForThisFile, openPage, waitForLivePage } from './support/browser';
import { holdShellEntry } from './support/helpers';
import { openEarly } from './support/slowPhone';

jest.setTimeout(120_000);

const browser = browserForThisFile();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** Resolves once the page's scroll position and height have not changed for 30 frames. */
async function pageStill(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = '';
        let still = 0;
        const check = () => {
          const now = `${window.scrollY}|${document.documentElement.scrollHeight}`;
          still = now === last ? still + 1 : 0;
          last = now;
          if (still >= 30) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

/** The page is live, every section is drawn at its real height, and nothing moves. */
async function settled(page: Page): Promise<void> {
  await waitForLivePage(page);
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('main section, main article, footer')].every(
        (element) => getComputedStyle(element).contentVisibility !== 'auto',
      ),
    undefined,
    { timeout: 60_000 },
  );
  await pageStill(page);
}

/** The section's top on the screen, and where a link followed in the site puts it (under the navbar). */
function placeOf(page: Page, id: string): Promise<{ top: number; underNavbar: number }> {
  return page.evaluate((sectionId) => {
    const section = document.getElementById(sectionId)!;
    const underNavbar =
      parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) +
      parseFloat(getComputedStyle(section).scrollMarginTop);
    return { top: section.getBoundingClientRect().top, underNavbar };
  }, id);
}

for (const [name, viewport] of [
  ['1280 px', DESKTOP],
  ['390 px', PHONE],
] as const) {
  for (const id of ['contact', 'testimonials']) {
    test(`/#${id} opened at ${name} shows the section at the top of the screen once the page settles`, async () => {
      const { page, context } = await openPage(browser(), viewport);
      try {
        await page.goto(`/#${id}`);
        await settled(page);
        const { top, underNavbar } = await placeOf(page, id);
        expect(Math.abs(top - underNavbar)).toBeLessThan(2);
      } finally {
        await context.close();
      }
    });
  }
}

test('/#contact opened on a slow phone shows the section at the top of the screen once the page settles', async () => {
  const { page, context, waitAtFullSpeed } = await openEarly(browser(), '/#contact', PHONE);
  try {
    await waitForLivePage(page);
    // Past the first seconds: the rest (the sections drawn one by one) at full speed.
    await waitAtFullSpeed(0);
    await settled(page);
    const { top, underNavbar } = await placeOf(page, 'contact');
    expect(Math.abs(top - underNavbar)).toBeLessThan(2);
  } finally {
    await context.close();
  }
});

test('/#contact: a visitor who scrolls away is not pulled back when the page changes height', async () => {
  const { page, context } = await openPage(browser(), DESKTOP);
  // The page stays as its HTML drew it, however busy the machine: it never goes live here.
  const arrive = await holdShellEntry(page);
  try {
    await page.goto('/#contact');
    await page.waitForFunction(() => {
      const top = document.getElementById('contact')!.getBoundingClientRect().top;
      return top >= 0 && top < 100;
    });
    await pageStill(page);
    await page.mouse.move(640, 450);
    await page.mouse.wheel(0, -600);
    await page.waitForFunction(() => document.getElementById('contact')!.getBoundingClientRect().top > 400);
    await pageStill(page);
    const reading = await placeOf(page, 'contact');
    // A section far above the screen grows, as a section drawn at its real height does.
    await page.evaluate(() => {
      document.querySelector<HTMLElement>('#about')!.style.paddingBottom = '400px';
    });
    await pageStill(page);
    const after = await placeOf(page, 'contact');
    expect(Math.abs(after.top - after.underNavbar)).toBeGreaterThan(100);
    expect(Math.abs(after.top - reading.top)).toBeLessThan(2);
  } finally {
    arrive();
    await context.close();
  }
});
