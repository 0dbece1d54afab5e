// Issue 3: the marketing remote on the production build.
import { externalServices } from '@site/contract/externalServices';
import { baseUrl, openPage, browserForThisFile } from './support/browser';

/** ContactSection's CONTACT_FORM_HEIGHT_PX: the spec's 520 px frame (docs/product.md §2). */
const CONTACT_FORM_HEIGHT_PX = 520;

jest.setTimeout(60_000);

const browser = browserForThisFile();

test('the home page has its nine sections in the order of docs/product.md §2, with the hero statistics', async () => {
  const { page, context } = await openPage(browser());
  await page.goto('/');
  await page.locator('#contact').waitFor();
  const ids = await page.$$eval('main section[id]', (sections) => sections.map((s) => s.id));
  expect(ids).toEqual([
    'about',
    'services',
    'case-studies',
    'testimonials',
    'consultations',
    'newsletter',
    'content',
    'contact',
  ]);
  // The hero comes first, before #about.
  const firstSection = await page.$eval('main section', (s) => s.getAttribute('aria-labelledby'));
  expect(firstSection).toBe('hero-title');
  const hero = await page.locator('main section').first().textContent();
  for (const stat of ['500+', '50K+', '10x']) expect(hero).toContain(stat);
  for (const timeline of ['2-4 weeks', '4-8 weeks', '3-6 weeks', '1 day plus 90-day follow-up']) {
    await page.locator('#services').getByText(timeline).first().waitFor();
  }
  await context.close();
});

test('the contact form shows when its host answers, and when it cannot be reached says so in its place, the box holding its height', async () => {
  const form = new URL(externalServices.contactFormUrl);
  const answering = await openPage(browser());
  await answering.context.route(`${form.origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Contact</title><h1>Write to us</h1>' }),
  );
  await answering.page.goto('/#contact');
  const frame = answering.page.frameLocator('iframe[title="Contact form"]');
  await frame.getByRole('heading', { name: 'Write to us' }).waitFor();
  await answering.context.close();

  const { page, context } = await openPage(browser());
  await context.route(`${form.origin}/**`, (route) => route.abort('namenotresolved'));
  await page.goto('/#contact');
  const notice = page.getByRole('status').filter({ hasText: 'The contact form could not be loaded here.' });
  await notice.waitFor();
  expect(await page.locator('iframe[title="Contact form"]').count()).toBe(0);
  const box = await page.locator('[data-reach="unreachable"]').boundingBox();
  expect(box?.height).toBe(CONTACT_FORM_HEIGHT_PX);
  // What to do instead is in the frame's place.
  await notice.getByRole('link', { name: 'Open the contact form in a new tab' }).waitFor();
  await context.close();
});

test('a service dialog opens, closes with Escape and gives focus back to its button', async () => {
  const { page, context } = await openPage(browser());
  await page.goto('/');
  const trigger = page.getByRole('button', { name: 'View details of Business Process Automation' });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Business Process Automation' });
  await dialog.waitFor();
  expect(await dialog.textContent()).toContain('Timeline: 4-8 weeks');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  // Focus goes back as the dialog unmounts, which may be a frame after it leaves the DOM.
  const button = await trigger.elementHandle();
  await page.waitForFunction((el) => el === document.activeElement, button, { timeout: 5_000 });
  await context.close();
});

test('joining the newsletter shows the welcome, then goes to /community with the email ready to join', async () => {
  const { page, context } = await openPage(browser());
  await page.goto('/');
  await page.getByLabel('Email address').fill('reader@example.com');
  await page.getByRole('button', { name: 'Join free' }).click();
  const welcome = page.getByRole('status').filter({ hasText: 'Welcome to the Inner Circle!' });
  await welcome.waitFor();
  expect(await welcome.textContent()).toContain('Your first issue is on its way to reader@example.com.');
  expect(new URL(page.url()).pathname).toBe('/');
  await page.waitForURL('**/community', { timeout: 10_000 });
  await page.getByRole('heading', { level: 1, name: 'The AI Inner Circle' }).waitFor();
  expect(await page.getByLabel('Email address').inputValue()).toBe('reader@example.com');
  await context.close();
});

test('an address the email field refuses is told by the field on both join forms, focused and kept', async () => {
  const { page, context } = await openPage(browser());
  for (const [path, button] of [
    ['/', 'Join free'],
    ['/community', 'Join Now'],
  ] as const) {
    await page.goto(path);
    const field = page.getByLabel('Email address');
    await field.fill('bad');
    await page.getByRole('button', { name: button }).click();
    await page.waitForSelector('input[type="email"][aria-invalid="true"]');
    expect(await field.getAttribute('aria-describedby')).toBeTruthy();
    const described = await field.evaluate(
      (input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent,
    );
    expect(described).toBe('Enter a whole email address, like name@example.com');
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await field.inputValue()).toBe('bad');
    await page.waitForTimeout(2_500); // longer than the join's 2 s: nobody joined
    expect(await page.getByText(/Welcome to the (AI )?Inner Circle!/).count()).toBe(0);
    expect(await field.inputValue()).toBe('bad');
    expect(new URL(page.url()).pathname).toBe(path);
  }
  await context.close();
});

test('the footer service links land on that service', async () => {
  const { page, context } = await openPage(browser());
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Training & Workshops' }).click();
  await page.waitForURL('**/services#training');
  await page.waitForFunction(() => {
    const box = document.getElementById('training')?.getBoundingClientRect();
    return !!box && box.top >= 0 && box.top < window.innerHeight;
  });
  await context.close();
});

test('booking errors: a forged price or an unknown product is a 400 with a clear JSON error', async () => {
  const post = (body: unknown) =>
    fetch(`${baseUrl()}/api/create-consultation-payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const forged = await post({ productId: 'ai-prompt-mastery', productName: 'AI Prompt Mastery Course', price: 1 });
  expect(forged.status).toBe(400);
  expect(await forged.json()).toMatchObject({ error: 'Price does not match the catalogue' });
  const unknown = await post({ productId: 'quick-consultation-call', productName: 'Quick call', price: 97 });
  expect(unknown.status).toBe(400);
  expect(await unknown.json()).toMatchObject({ error: 'Unknown product' });
  const ok = await post({ productId: 'ai-prompt-mastery', productName: 'AI Prompt Mastery Course', price: 197 });
  expect(ok.status).toBe(200);
  const { url } = (await ok.json()) as { url: string };
  const { page, context } = await openPage(browser());
  await page.goto(url);
  await page.getByTestId('session-id').waitFor();
  expect(await page.getByTestId('session-id').textContent()).toBe(url.slice(-8).toUpperCase());
  await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor();
  await page.getByText('Paid', { exact: true }).waitFor();
  await context.close();
});

test('the success page renders a hostile session_id as text, never as markup', async () => {
  const { page, context } = await openPage(browser());
  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs += 1;
    await dialog.dismiss();
  });
  const hostile = '<img src=x onerror=alert(1)>';
  await page.goto(`/consultation-success?session_id=${encodeURIComponent(hostile)}`);
  await page.getByText('The payment reference in this link is not valid').waitFor();
  expect(await page.locator('main img').count()).toBe(0);
  expect(dialogs).toBe(0);
  await context.close();
});

test('a forged or unknown payment link is never shown as paid: the page says it could not confirm it', async () => {
  const { page, context, logs } = await openPage(browser());
  for (const forged of [
    'totally_forged_id_PWNED123',
    'cs_sim_000000000000000000000000_00000000000000000000000000000000',
  ]) {
    await page.goto(`/consultation-success?session_id=${forged}`);
    await page.getByRole('heading', { level: 1, name: 'We could not confirm this payment' }).waitFor();
    await page.getByText('We could not confirm a payment for this link').waitFor();
    expect(await page.getByText('Paid', { exact: true }).count()).toBe(0);
    expect(await page.getByText('Payment Successful!').count()).toBe(0);
    // Honest about it: no success mark, readable text, no promises that assume payment, what to do.
    expect(await page.getByRole('img', { name: 'Paid' }).count()).toBe(0);
    await page.getByRole('img', { name: 'Not confirmed' }).waitFor();
    const font = await page
      .getByText('We could not confirm a payment for this link')
      .evaluate((text) => getComputedStyle(text).fontFamily);
    expect(font).not.toMatch(/mono/i);
    expect(await page.getByTestId('session-id').textContent()).toBe(forged.slice(-8).toUpperCase());
    expect(await page.getByRole('heading', { name: 'What happens next' }).count()).toBe(0);
    await page.getByRole('heading', { name: 'What you can do' }).waitFor();
    await page.getByRole('link', { name: 'Browse AI Products' }).waitFor();
  }
  expect(logs.filter((line) => /pageerror/.test(line))).toEqual([]);
  await context.close();
});

test('legal pages show today as the last-updated date', async () => {
  const { page, context } = await openPage(browser());
  await page.goto('/terms');
  const time = page.getByTestId('last-updated');
  await page.waitForFunction(() => !!document.querySelector('[data-testid="last-updated"]')?.textContent);
  const today = await page.evaluate(() => new Date().toISOString().slice(0, 10));
  expect(await time.getAttribute('datetime')).toBe(today);
  await context.close();
});
