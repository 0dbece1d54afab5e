// Issue 17: prefers-reduced-motion. A visitor who asked their system for less motion gets no
// smooth scrolling and no sliding or fading panels; everyone else keeps them.
import type { Page } from 'playwright-core';
import { openPage, browserForThisFile } from './support/browser';

jest.setTimeout(60_000);

const browser = browserForThisFile();

/** Computed animation durations of the open dialog and its overlay, and the page's scroll behaviour. */
function motion(page: Page) {
  return page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"][data-state="open"]');
    const overlay = dialog?.previousElementSibling;
    const seconds = (el: Element | null | undefined) => (el ? parseFloat(getComputedStyle(el).animationDuration) : NaN);
    return {
      dialog: seconds(dialog),
      overlay: seconds(overlay),
      scrollBehavior: getComputedStyle(document.documentElement).scrollBehavior,
    };
  });
}

async function openServiceDialog(page: Page) {
  await page.getByRole('button', { name: 'View details of Business Process Automation' }).click();
  await page.getByRole('dialog', { name: 'Business Process Automation' }).waitFor();
}

test('with reduced motion: no smooth scrolling, dialogs and the cart sheet appear without animating', async () => {
  const { page, context } = await openPage(browser());
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');

  // The navbar's Contact link jumps to the section at once: it is in place two frames later.
  await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
  const top = await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return document.getElementById('contact')?.getBoundingClientRect().top ?? NaN;
  });
  expect(top).toBeGreaterThan(60);
  expect(top).toBeLessThan(100);

  await openServiceDialog(page);
  const reduced = await motion(page);
  expect(reduced.scrollBehavior).toBe('auto');
  expect(reduced.dialog).toBeLessThan(0.001);
  expect(reduced.overlay).toBeLessThan(0.001);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Open cart' }).first().click();
  await page.getByRole('dialog', { name: 'Shopping Cart' }).waitFor();
  expect((await motion(page)).dialog).toBeLessThan(0.001);
  await context.close();
});

test('without the preference the same page scrolls smoothly and the dialog fades in', async () => {
  const { page, context } = await openPage(browser());
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  await openServiceDialog(page);
  const full = await motion(page);
  expect(full.scrollBehavior).toBe('smooth');
  expect(full.dialog).toBeGreaterThan(0.1);
  expect(full.overlay).toBeGreaterThan(0.1);
  await context.close();
});
