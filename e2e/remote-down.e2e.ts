// Issue 2, item 7: a remote whose server is down shows a message with Retry; the rest works.
import { browserForThisFile, openPage } from './support/browser';
import { expectCartBadge, waitForToast } from './support/helpers';
import { spawnSite, type SiteProcess } from './support/siteProcess';
import { portOf } from './support/ports';

jest.setTimeout(60_000);

const PORT = portOf('remote-down');
const browser = browserForThisFile();
let site: SiteProcess;

beforeAll(async () => {
  site = await spawnSite(PORT);
});
afterAll(async () => {
  await site.close();
});

test('quiz remote down: fallback with Retry, navbar, cart and other remotes keep working; Retry recovers', async () => {
  await site.command('stop quiz');
  const { page, context } = await openPage(browser(), { baseURL: site.urls.shell });
  await page.goto('/ai-trust-test');
  const alert = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
  await alert.waitFor({ timeout: 20_000 });
  expect(await alert.textContent()).toContain('The AI trust test could not be loaded');

  // The chrome still works: navigate to the shop and add to the cart.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click();
  await page.getByRole('button', { name: 'Add to Cart: AI Chatbot Builder' }).click();
  await waitForToast(page, 'Added to Cart');
  await expectCartBadge(page, 1);

  // Back on the quiz page it is still down; bring it back on the same origin and press Retry.
  await page.goBack();
  await alert.waitFor({ timeout: 20_000 });
  await site.command('start quiz');
  try {
    await page.getByRole('button', { name: 'Retry' }).click();
    // The quiz's own heading (the fallback's heading names the test too).
    await page.getByRole('heading', { level: 1, name: 'The AI Trust Test' }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('alert').filter({ hasText: 'could not be loaded' }).count()).toBe(0);
  } finally {
    await context.close();
  }
});
