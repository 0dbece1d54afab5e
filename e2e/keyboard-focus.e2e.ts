// Focus never falls to the body when what had it goes away (README, "Keyboard, screen reader and
// voice control"): the cart sheet opened from a toast.
import { openPage, browserForThisFile } from './support/browser';
import { waitForToast } from './support/helpers';
import { expectFocusUsable, press, visit, waitForFocus } from './support/keyboard';

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
