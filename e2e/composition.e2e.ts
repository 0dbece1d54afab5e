// Issue 2: the composed site — one cart across remotes, one React, checkout, not-found, a remote down.
import { baseUrl, openPage, waitForLivePage, browserForThisFile } from './support/browser';
import {
  expectCartBadge,
  headingText,
  hideNavigationApi,
  recordScripts,
  waitForNewHeading,
  waitForToast,
} from './support/helpers';
import { addToCart } from './support/checkout';

jest.setTimeout(60_000);

const browser = browserForThisFile();

test('a product added in the shop remote shows in the shell badge, across remotes and a reload, with one react-dom', async () => {
  const { page, context } = await openPage(browser());
  const scripts = recordScripts(page);
  await page.goto('/shop');
  await page.getByRole('button', { name: 'Add to Cart: AI Prompt Mastery Course' }).click();
  await waitForToast(page, 'Added to Cart');
  await expectCartBadge(page, 1);
  const shopHeading = await headingText(page);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'AI Trust Test' }).click();
  await page.waitForURL('**/ai-trust-test');
  const quizHeading = await waitForNewHeading(page, shopHeading);
  await expectCartBadge(page, 1);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cadence' }).click();
  await page.waitForURL('**/cadence');
  await waitForNewHeading(page, quizHeading);
  await expectCartBadge(page, 1);

  // One React on a visit that touched three remotes: exactly one react-dom downloaded.
  const bodies = await Promise.all(scripts.map(async (s) => ({ url: s.url, body: await s.body })));
  const reactDomCopies = bodies.filter((s) => s.body.includes('__reactFiber$'));
  expect(reactDomCopies.map((s) => s.url)).toHaveLength(1);
  const origins = new Set(bodies.map((s) => new URL(s.url).port));
  expect(origins.size).toBeGreaterThanOrEqual(4); // shell + shop + quiz + cadence

  await page.reload();
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByTestId('cart-count').waitFor();
  await expectCartBadge(page, 1);
  await context.close();
});

test('the cart sheet runs the three checkout steps with their messages', async () => {
  const { page, context } = await openPage(browser());
  const sheet = await addToCart(page, '/shop', 'AI Automation Blueprint');
  await sheet.getByRole('button', { name: /Add to order/ }).click();
  expect(await waitForToast(page, 'AI Templates Bundle has been added to your order')).toContain('Added to Cart');
  expect(await sheet.getByTestId('cart-line').count()).toBe(1); // the upsell does not change the cart
  expect(await sheet.getByTestId('cart-total').textContent()).toBe('$320.76'); // 297 + 8%

  await sheet.getByRole('button', { name: /Proceed to Payment/ }).click();
  expect(await waitForToast(page, 'Missing Information')).toContain('Please fill in all required fields');
  await sheet.getByLabel('Email').fill('pat@example.com');
  await sheet.getByLabel('First name').fill('Pat');
  await sheet.getByLabel('Last name').fill('Lee');
  await sheet.getByRole('button', { name: /Proceed to Payment/ }).click();

  await expect(sheet.getByRole('radio', { name: 'Card' }).isChecked()).resolves.toBe(true);
  await sheet.getByRole('button', { name: 'Back to cart' }).click();
  await expect(sheet.getByLabel('Email').inputValue()).resolves.toBe('pat@example.com');
  await sheet.getByRole('button', { name: /Proceed to Payment/ }).click();

  await sheet.getByRole('button', { name: 'Pay $320.76' }).click();
  const processing = sheet.getByRole('button', { name: 'Processing...' });
  await processing.waitFor();
  expect(await processing.isDisabled()).toBe(true);
  expect(await waitForToast(page, 'Payment Successful!')).toContain('Your order has been processed successfully');
  await sheet.getByRole('heading', { name: 'Order confirmed' }).waitFor();
  await expectCartBadge(page, 0);
  await context.close();
});

test('an unknown path shows the not-found page and logs the path', async () => {
  const { page, context, logs } = await openPage(browser());
  await page.goto('/no/such/page');
  await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  await page.getByRole('link', { name: 'Browse Shop' }).waitFor();
  // The page logs the path once it is live.
  await waitForLivePage(page);
  expect(logs.some((line) => line.includes('/no/such/page'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await context.close();
});

// Browsers without the Navigation API (Safari before 26, Firefox before 147) fire no event for the
// router's history.pushState: there the page hears of it otherwise (docs/architecture.md, "The
// first seconds").
test.each([
  ['', false],
  [' (a browser without the Navigation API)', true],
])(
  'a link followed while the footer still waits to hydrate goes at once: the footer does not hold it%s',
  async (_, withoutNavigationApi) => {
    const { page, context } = await openPage(browser());
    // A phone busy through its first seconds: no idle moment comes, so the parts below the fold
    // (the footer, the home sections) hydrate only when seen or used.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    if (withoutNavigationApi) await hideNavigationApi(page);
    await page.goto('/');
    await waitForLivePage(page);
    const footerLive = () =>
      page.evaluate(() => {
        const region = document.querySelector('footer')?.closest('[data-early-region]');
        return window.__siteEarly?.isLive(region?.getAttribute('data-early-region') ?? '') ?? false;
      });
    expect(await footerLive()).toBe(false);
    const home = await headingText(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop', exact: true }).click();
    await page.waitForURL('**/shop');
    expect(await waitForNewHeading(page, home)).toBe('AI Products for Business Owners');
    await context.close();
  },
);

test('at 390 px the bottom bar shows and the menu collapses, closing on navigation', async () => {
  const { page, context } = await openPage(browser(), { width: 390, height: 844 });
  await page.goto('/shop');
  await page.getByTestId('mobile-bar').waitFor({ state: 'visible' });
  const menu = page.getByRole('navigation', { name: 'Main' });
  expect(await menu.isVisible()).toBe(false);
  await page.getByRole('button', { name: 'Open menu' }).click();
  // Pressed as soon as the page shows: the menu opens once the chrome is live.
  await menu.waitFor({ state: 'visible' });
  expect(await menu.isVisible()).toBe(true);
  await menu.getByRole('link', { name: 'Community' }).click();
  await page.waitForURL('**/community');
  await menu.waitFor({ state: 'hidden' });
  const bar = page.getByTestId('mobile-bar');
  expect(await bar.getByRole('link', { name: /Chat AI/ }).getAttribute('target')).toBe('_blank');
  expect(await bar.getByRole('link', { name: /Book Call/ }).getAttribute('rel')).toContain('noopener');
  expect(await page.getByRole('button', { name: 'Open cart' }).first().isVisible()).toBe(true);
  await context.close();
});

test("each remote's own origin runs it alone (QA), on the runtime script its production build ships", async () => {
  const shellPort = Number(new URL(baseUrl()).port);
  const remotes = [
    { name: 'shop', offset: 2, path: '/shop/apps', heading: 'AI Apps That Pay for Themselves' },
    { name: 'quiz', offset: 5, path: '/ai-trust-test', heading: 'The AI Trust Test' },
    // The console alone asks a signed-out visitor to sign in.
    { name: 'admin', offset: 7, path: '/admin', heading: 'Operations console' },
  ];
  for (const remote of remotes) {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const runtimeScript = page.waitForResponse((r) => r.url().endsWith('/federation-runtime.js'));
    await page.goto(`http://127.0.0.1:${shellPort + remote.offset}${remote.path}`);
    expect((await runtimeScript).status()).toBe(200);
    await page
      .getByRole('note')
      .filter({ hasText: `Standalone ${remote.name} remote` })
      .waitFor();
    await page.getByRole('heading', { level: 1, name: remote.heading }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }
});

test("the page's policy, carried in the page, lets the site run and stops a script it does not name", async () => {
  const { page, context } = await openPage(browser());
  await page.goto('/shop');
  await waitForLivePage(page);
  const blocked = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective));
        const script = document.createElement('script');
        script.textContent = 'window.__notNamed = true';
        document.head.append(script);
        setTimeout(() => resolve((window as { __notNamed?: boolean }).__notNamed ? 'ran' : 'no report'), 2000);
      }),
  );
  expect(blocked).toBe('script-src-elem');
  await context.close();
});

test('once the page is idle, the remotes it links to are downloaded without running, and a visit to one comes from the cache', async () => {
  const { page, context } = await openPage(browser());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const fromCache = new Set<string>();
  cdp.on('Network.responseReceived', ({ response }) => {
    if (response.fromDiskCache || response.fromPrefetchCache) fromCache.add(response.url);
  });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const { remotes } = (await (await fetch(`${baseUrl()}/remotes.json`)).json()) as { remotes: Record<string, string> };
  const filesOf = (remote: string) => (remotes[remote] ?? 'missing').replace(/mf-manifest\.json$/, '');
  const shopFiles = filesOf('shop');
  // The shell fetches ahead 3 s after the load, a step per idle moment (at most 5 s each): the
  // remotes the home page links to.
  const fetched = Promise.all([
    page.waitForResponse((r) => r.url().startsWith(`${shopFiles}__federation_expose_routes`), { timeout: 45_000 }),
    ...['shop', 'cadence', 'quiz', 'account'].map((remote) =>
      page.waitForResponse(`${filesOf(remote)}remoteEntry.js`, { timeout: 45_000 }),
    ),
  ]);
  await page.goto('/');
  await fetched;
  // Downloaded, not run: a remote's entry, run, defines its container (window.shop).
  expect(await page.evaluate(() => 'shop' in window)).toBe(false);
  // The console is linked from no visitor's page: nothing of it is fetched for them, however long
  // they stay (a step more than every remote's: the old preload took it last).
  await page.waitForTimeout(6_000);
  expect(requested.filter((url) => url.startsWith(filesOf('admin')))).toEqual([]);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'AI Products for Business Owners' }).waitFor();
  expect(await page.evaluate(() => 'shop' in window)).toBe(true);
  expect([...fromCache].filter((url) => url.startsWith(shopFiles)).map((url) => url.slice(shopFiles.length))).toEqual(
    expect.arrayContaining(['remoteEntry.js', expect.stringMatching(/^__federation_expose_routes\.\w+\.js$/)]),
  );
  await context.close();
});
