// Issue 16 and the first frame (docs/architecture.md, "The first frame"): on the slow-phone
// profile, at DOMContentLoaded, a visitor goes to a section of the home page before its scripts
// have arrived. The section comes into view, and once the page is live it stays where the visitor
// then is: the app does not jump to it a second time.
import { browserForThisFile, openPage, waitForLivePage } from './support/browser';
import { holdShellEntry } from './support/helpers';
import { openEarly as slowPhoneEarly, slowPhone } from './support/slowPhone';

jest.setTimeout(120_000);

const browser = browserForThisFile();

const openEarly = (path: string) => slowPhoneEarly(browser(), path);

test('/: Book Strategy Call pressed at once brings the contact section into view', async () => {
  const { page, context } = await openEarly('/');
  try {
    await page.getByRole('banner').getByRole('button', { name: 'Book Strategy Call' }).click();
    await page.waitForFunction(
      () => {
        const contact = document.getElementById('contact');
        if (!contact) return false;
        const box = contact.getBoundingClientRect();
        return box.top < window.innerHeight && box.bottom > 0;
      },
      null,
      { timeout: 30_000 },
    );
  } finally {
    await context.close();
  }
});

test('/: after the Contact link at once and a scroll back up, the page stays where the visitor is', async () => {
  const { page, context } = await openPage(browser());
  await slowPhone(page);
  // The shell's entry script is held until the visitor has scrolled back: however busy the
  // machine, the page comes alive only then, as it does for a visitor on a slow line.
  const arrive = await holdShellEntry(page);
  try {
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    // A link to a section works before the scripts: the browser goes to it.
    await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
    await page.waitForFunction(() => window.scrollY > 1000);
    // The visitor scrolls back to the services and reads them while the page comes alive.
    const heading = page.getByRole('heading', { name: 'How I can help' });
    await heading.scrollIntoViewIfNeeded();
    const top = async () => (await heading.boundingBox())!.y;
    const reading = await top();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    arrive();
    await waitForLivePage(page);
    // Where it was, give or take a pixel of the sections above being drawn.
    expect(Math.abs((await top()) - reading)).toBeLessThan(2);
  } finally {
    arrive();
    await context.close();
  }
});
