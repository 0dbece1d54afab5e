// Issue 23: the shop keeps what it sells, as a guest sees it at a person's speed: a guest buys a
// course and downloads it; the server is killed and restarted and the order is still there; with the
// database unreachable the cart says so while pages are served. (The account's side of it:
// orders-account.e2e.ts.)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { browserForThisFile, openPage } from './support/browser';
import { addToCart, checkOut } from './support/checkout';
import { spawnSite, type SiteProcess } from './support/siteProcess';
import { downloadedText } from './support/helpers';
import { portOf } from './support/ports';

jest.setTimeout(120_000);

const browser = browserForThisFile();

test('a guest buys a course and downloads it', async () => {
  const { page, context } = await openPage(browser());
  const sheet = await addToCart(page, '/shop/digital', 'AI Prompt Mastery Course');
  expect(await sheet.getByTestId('cart-total').textContent()).toBe('$212.76');
  await checkOut(page, sheet, 'guest-course@example.com', '$212.76');
  // The confirmation promises only what happened: the receipt is filed (no mail server here).
  expect(await sheet.textContent()).not.toContain('on their way');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    sheet.getByRole('link', { name: /^Download AI Prompt Mastery Course/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('ai-prompt-mastery.md');
  expect(await downloadedText(download)).toContain('# AI Prompt Mastery Course');
  await context.close();
});

describe('a site in its own process', () => {
  const port = portOf('orders');
  let dataDir: string;
  let site: SiteProcess | null = null;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-orders-'));
  });
  afterAll(async () => {
    await site?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('the server is killed and restarted, and the order is still there', async () => {
    site = await spawnSite(port, { DATA_DIR: dataDir });
    const { page, context } = await openPage(browser(), { baseURL: site.urls.shell });
    const sheet = await addToCart(page, '/shop/digital', 'AI Templates Bundle');
    const number = await checkOut(page, sheet, 'restart@example.com');
    const confirmation = await sheet.getByRole('link', { name: /^Download AI Templates Bundle/ }).getAttribute('href');
    expect(confirmation).toContain(number);
    await site.kill();
    site = await spawnSite(port, { DATA_DIR: dataDir });
    // The download link the confirmation gave still opens the file of that order.
    const response = await page.request.get(confirmation as string);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('# AI Templates Bundle');
    await context.close();
  });

  test('with the database unreachable, the cart says so and every page is still served', async () => {
    await site?.close();
    site = await spawnSite(port, { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    const { page, context } = await openPage(browser(), { baseURL: site.urls.shell });
    for (const route of ['/', '/shop', '/account', '/ai-trust-test']) {
      expect((await page.request.get(route)).status()).toBe(200);
    }
    const sheet = await addToCart(page, '/shop/digital', 'AI Prompt Mastery Course');
    await sheet.getByLabel('Email').fill('nodb@example.com');
    await sheet.getByLabel('First name').fill('Robin');
    await sheet.getByLabel('Last name').fill('Hale');
    await sheet.getByRole('button', { name: /Proceed to Payment/ }).click();
    await sheet.getByRole('button', { name: /^Pay \$/ }).click();
    const alert = sheet.getByRole('alert').filter({ hasText: 'Orders are temporarily unavailable' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Nothing was charged');
    // Nothing is lost: the cart and the details are still there to try again.
    await sheet.getByRole('button', { name: /^Pay \$/ }).waitFor();
    await context.close();
  });
});
