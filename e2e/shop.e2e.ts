// Issue 4: the shop remote on the production build — category pages, ROI calculator, /cart,
// and demo videos that cannot load (referral links: referral-links.e2e.ts).
import type { Page } from 'playwright-core';
import { openPage, browserForThisFile } from './support/browser';
import { expectCartBadge, waitForToast } from './support/helpers';

jest.setTimeout(90_000);

const browser = browserForThisFile();

const cardNames = (page: Page) => page.getByTestId('product-card').locator('h3').allTextContents();

test.each([
  [
    '/shop/digital',
    [
      'AI Prompt Mastery Course',
      'AI Automation Blueprint',
      'AI Templates Bundle',
      'Social Media Content Kit',
      'AI Strategy Intensive: The Business Owner’s Guide',
    ],
  ],
  [
    '/shop/apps',
    [
      'AI Chatbot Builder',
      'AI Lead Tracker',
      'AI Sales Assistant',
      'AI Social Media Scheduler',
      'AI Invoice Automation',
    ],
  ],
  [
    '/shop/ai-solutions',
    ['Customer Experience AI Solution', 'AI Lead Generation System', 'AI Content Marketing Suite'],
  ],
  ['/shop/memberships', ['AI Inner Circle Membership']],
])('%s lists exactly its products', async (route, names) => {
  const { page, context } = await openPage(browser());
  await page.goto(route);
  await page.getByTestId('product-card').first().waitFor();
  expect((await cardNames(page)).sort()).toEqual([...names].sort());
  await context.close();
});

test('the digital page filters by category; one-category pages show no chips', async () => {
  const { page, context } = await openPage(browser());
  await page.goto('/shop/digital');
  const filter = page.getByRole('group', { name: 'Filter digital products by category' });
  await filter.getByRole('button', { name: 'Templates' }).click();
  // Chosen as soon as the page shows: it takes effect once the page is live.
  await filter.getByRole('button', { name: 'Templates', pressed: true }).waitFor();
  expect((await cardNames(page)).sort()).toEqual(['AI Templates Bundle', 'Social Media Content Kit']);
  expect(await filter.getByRole('button', { name: 'Templates' }).getAttribute('aria-pressed')).toBe('true');
  await filter.getByRole('button', { name: 'All' }).click();
  expect(await page.getByTestId('product-card').count()).toBe(5);
  await expect30DayGuarantee(page);

  await page.goto('/shop/apps');
  await page.getByTestId('product-card').first().waitFor();
  expect(await page.getByRole('group', { name: /Filter/ }).count()).toBe(0);
  await context.close();
});

async function expect30DayGuarantee(page: Page) {
  expect(await page.getByTestId('guarantee').textContent()).toContain('30-day money-back guarantee');
}

test('adding from a category page updates the shell badge; memberships show /month and join via /community', async () => {
  const { page, context } = await openPage(browser());
  await page.goto('/shop/memberships');
  const card = page.getByTestId('product-card').filter({ hasText: 'AI Inner Circle Membership' });
  expect(await card.textContent()).toContain('/month');
  await page.getByRole('button', { name: 'Add to Cart: AI Inner Circle Membership' }).click();
  await waitForToast(page, 'Added to Cart');
  await expectCartBadge(page, 1);
  expect(await page.getByTestId('member-event').allTextContents()).toEqual([
    expect.stringContaining('Dec 15'),
    expect.stringContaining('Dec 22'),
    expect.stringContaining('Jan 5'),
  ]);
  await page.getByRole('link', { name: 'Join Now' }).click();
  await page.waitForURL('**/community');
  await expectCartBadge(page, 1);
  await context.close();
});

test('the ROI calculator reacts to the rate and rejects bad input with a message', async () => {
  const { page, context } = await openPage(browser());
  await page.goto('/shop/apps');
  expect(await page.getByTestId('roi-calculator').count()).toBe(4);
  // The calculators' code comes after the page's (it is not on the critical path): wait for it.
  await page.locator('[data-testid="roi-calculator"][data-ready="true"]').nth(3).waitFor();
  const calculator = page.getByTestId('roi-calculator').filter({ hasText: 'AI Chatbot Builder' });
  const rate = calculator.getByLabel('Your hourly rate ($)');
  expect(await rate.inputValue()).toBe('50');
  expect(await calculator.getByTestId('roi-weekly').textContent()).toBe('$500.00');

  await rate.fill('100');
  expect(await calculator.getByTestId('roi-weekly').textContent()).toBe('$1,000.00');
  expect(await calculator.getByTestId('roi-monthly').textContent()).toBe('$4,000.00');
  expect(await calculator.getByTestId('roi-yearly').textContent()).toBe('$48,000.00');
  expect(await calculator.getByTestId('roi-payback').textContent()).toBe('1 week');
  expect(await calculator.getByTestId('roi-percent').textContent()).toBe('71,542%');

  await rate.fill('-3');
  expect(await calculator.getByRole('alert').textContent()).toBe('The hourly rate cannot be negative.');
  await rate.fill('lots');
  expect(await calculator.getByRole('alert').textContent()).toBe('The hourly rate must be a number, like 75.');
  expect(await rate.getAttribute('aria-invalid')).toBe('true');
  // While the field is not a valid rate, no figure is an earlier rate's or an absurd one.
  for (const entry of ['abc', '1e3', '99999999', '', '-5']) {
    await rate.fill(entry);
    expect(await calculator.getByTestId('roi-needs-rate').textContent()).toBe('The figures need a valid hourly rate.');
    for (const figure of ['roi-weekly', 'roi-monthly', 'roi-yearly', 'roi-payback', 'roi-percent'])
      expect(await calculator.getByTestId(figure).textContent()).toBe('—');
  }
  await rate.fill('2');
  expect(await calculator.getByRole('alert').count()).toBe(0);
  expect(await calculator.getByTestId('roi-needs-rate').count()).toBe(0);
  expect(await calculator.getByTestId('roi-payback').textContent()).toBe('4 weeks');
  await context.close();
});

test('the ROI calculators load with their page, not with the shop', async () => {
  const { page, context } = await openPage(browser());
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if ((response.headers()['content-type'] ?? '').includes('javascript'))
      scripts.push(response.text().catch(() => ''));
  });
  const calculatorCodeLoaded = async () => (await Promise.all(scripts)).some((body) => body.includes('roi-payback'));
  await page.goto('/shop');
  await page.waitForLoadState('networkidle');
  expect(await calculatorCodeLoaded()).toBe(false);

  await page.getByTestId('category-card').filter({ hasText: 'AI Apps' }).click();
  await page.getByRole('heading', { level: 1, name: 'AI Apps That Pay for Themselves' }).waitFor();
  await page.locator('[data-testid="roi-calculator"][data-ready="true"]').nth(3).waitFor();
  expect(await calculatorCodeLoaded()).toBe(true);
  await context.close();
});

test('a demo video that cannot load says so, and plan buttons say what happens', async () => {
  const { page, context } = await openPage(browser());
  // No internet here; make the media host fail fast and for certain.
  await page.route('https://media.alexrivera.ai/**', (route) => route.abort('connectionrefused'));
  await page.goto('/shop/apps');
  await page.getByRole('button', { name: 'Watch demo: AI Lead Tracker' }).click();
  const demo = page.getByTestId('demo-video').filter({ hasText: 'AI Lead Tracker' });
  await demo.getByText('The demo video could not be loaded right now').waitFor();
  expect(await demo.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);

  const growth = page.getByTestId('plan').filter({ hasText: 'Growth' });
  expect(await growth.textContent()).toContain('Most Popular');
  expect(await growth.textContent()).toContain('$67/mo');
  await growth.getByRole('button', { name: 'Choose Plan' }).click();
  await waitForToast(page, 'Growth plan: sign-up opens soon');
  await expectCartBadge(page, 0);
  await context.close();
});

test('/cart changes quantities and removes lines with their toasts, and opens the one checkout', async () => {
  const { page, context } = await openPage(browser());
  await page.goto('/shop');
  await page.getByRole('button', { name: 'Add to Cart: AI Lead Tracker' }).click();
  await waitForToast(page, 'Added to Cart');
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Increase quantity of AI Lead Tracker' }).click();
  await waitForToast(page, 'Updated Cart');
  expect(await page.getByLabel('Quantity of AI Lead Tracker', { exact: true }).textContent()).toBe('2');
  expect(await page.getByTestId('cart-subtotal').textContent()).toBe('$294.00');
  expect(await page.getByTestId('cart-tax').textContent()).toBe('$23.52');
  expect(await page.getByTestId('cart-total').textContent()).toBe('$317.52');
  await expectCartBadge(page, 2);

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const sheet = page.getByRole('dialog', { name: 'Shopping Cart' });
  await sheet.getByRole('button', { name: 'Proceed to Payment' }).waitFor();
  await page.keyboard.press('Escape');
  await sheet.waitFor({ state: 'hidden' });

  await page.getByRole('button', { name: 'Decrease quantity of AI Lead Tracker' }).click();
  await page.getByRole('button', { name: 'Decrease quantity of AI Lead Tracker' }).click();
  await waitForToast(page, 'Removed from Cart');
  await page.getByText('Your cart is empty.').waitFor();
  await expectCartBadge(page, 0);
  // The empty cart has no summary of $0.00: it says so, with the way back to the shop.
  expect(await page.getByRole('complementary', { name: 'Order summary' }).count()).toBe(0);

  await page.getByRole('link', { name: 'Browse the shop' }).click();
  await page.waitForURL('**/shop');
  await page.getByRole('button', { name: 'Add to Cart: AI Lead Tracker' }).click();
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Remove AI Lead Tracker from cart' }).click();
  await waitForToast(page, 'Removed from Cart');
  await page.getByText('Your cart is empty.').waitFor();
  await context.close();
});
