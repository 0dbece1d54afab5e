// Focus never falls to the body when what had it goes away (docs/design.md, "Keyboard, screen reader and
// voice control"): the cart sheet opened from a toast, the trust test's next steps that lead to a
// section of the home page, a demo video that cannot load, and a cart line taken out on /cart.
import type { Page } from 'playwright-core';
import { openPage, browserForThisFile } from './support/browser';
import { waitForToast } from './support/helpers';
import { expectFocusUsable, press, tabTo, visit, waitForFocus } from './support/keyboard';

jest.setTimeout(90_000);

const browser = browserForThisFile();

test("Escape after a toast's View Cart returns focus to the cart button, and Tab goes on from there", async () => {
  const { page, context } = await openPage(browser());
  await visit(page, '/shop');
  await page.getByRole('button', { name: 'Add to Cart: AI Lead Tracker' }).click();
  await waitForToast(page, 'Added to Cart');
  await page.getByTestId('toast').getByRole('button', { name: 'View Cart' }).click();
  const sheet = page.getByRole('dialog', { name: 'Shopping Cart' });
  await sheet.waitFor();
  await waitForFocus(sheet, 15_000, { within: true });
  await press(page, 'Escape', { check: false });
  await sheet.waitFor({ state: 'hidden' });
  await waitForFocus(page.getByRole('banner').getByRole('button', { name: /^Open cart/ }));
  await expectFocusUsable(page);
  await press(page, 'Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).not.toBe('Skip to content');
  await context.close();
});

async function answerAll(page: Page, answer: string) {
  for (let n = 1; n <= 7; n += 1) {
    await page.getByText(`Question ${n} of 7`).waitFor();
    await page.getByRole('button', { name: answer, exact: true }).click();
  }
}

test.each([
  ['Not at all', 'Book a free call to set up guardrails', 'contact'],
  ['Not at all', 'Learn the basics with free videos', 'content'],
  ['Completely', 'Book a strategy call to scale what works', 'contact'],
])('after answering %s, "%s" takes focus to the #%s section of /', async (answer, step, section) => {
  const { page, context } = await openPage(browser());
  await visit(page, '/ai-trust-test');
  await answerAll(page, answer);
  await tabTo(page, page.getByRole('button', { name: step }));
  await press(page, 'Enter', { check: false });
  await page.waitForURL((url) => url.pathname === '/');
  await waitForFocus(page.locator(`#${section}`));
  await expectFocusUsable(page);
  await context.close();
});

test('a demo video that cannot load leaves focus on its Try again, which says why', async () => {
  const { page, context } = await openPage(browser());
  await page.route('https://media.alexrivera.ai/**', (route) => route.abort('connectionrefused'));
  await visit(page, '/shop/apps');
  await tabTo(page, page.getByRole('button', { name: 'Watch demo: AI Lead Tracker' }), { max: 150 });
  await press(page, 'Enter', { check: false });
  const demo = page.getByTestId('demo-video').filter({ hasText: 'AI Lead Tracker' });
  const retry = demo.getByRole('button', { name: 'Try again' });
  await waitForFocus(retry);
  await expectFocusUsable(page);
  expect(await retry.getAttribute('aria-describedby')).toBeTruthy();
  await context.close();
});

test('on /cart, Remove hands focus to the next line, and the last one to "Your cart is empty."', async () => {
  const { page, context } = await openPage(browser());
  await visit(page, '/shop');
  await page.getByRole('button', { name: 'Add to Cart: AI Lead Tracker' }).click();
  await page.getByRole('button', { name: 'Add to Cart: AI Chatbot Builder' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Open cart, 2 items' }).waitFor();
  await visit(page, '/cart');
  const main = page.getByRole('main');
  await tabTo(page, main.getByRole('button', { name: 'Remove AI Chatbot Builder from cart' }));
  await press(page, 'Enter');
  await waitForFocus(main.getByRole('button', { name: 'Remove AI Lead Tracker from cart' }));
  await press(page, 'Enter');
  await waitForFocus(main.getByText('Your cart is empty.'));
  await context.close();
});
