// Issue 6: the Cadence remote on the production build.
import { externalServices } from '@site/contract/externalServices';
import { openPage, browserForThisFile } from './support/browser';
import { waitForNewHeading } from './support/helpers';

jest.setTimeout(60_000);

const browser = browserForThisFile();

test('card counts per page and the links between the pages', async () => {
  const { page, context } = await openPage(browser());
  await page.goto('/cadence');
  expect(await page.getByTestId('service-card').count()).toBe(3);
  expect(await page.getByTestId('healthcare-card').getByRole('link').getAttribute('href')).toBe('/cadence-concierge');
  expect(await page.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/#contact');

  const expected = [
    ['Explore Business Operations', '/cadence/business-operations', 5, 0],
    ['Explore Technology Consulting', '/cadence/technology-consulting', 5, 0],
    ['Explore Customer Experience', '/cadence/customer-experience', 6, 4],
  ] as const;
  for (const [link, path, cards, benefits] of expected) {
    await page.goto('/cadence');
    const before = (await page.locator('h1').textContent()) ?? '';
    await page.getByRole('link', { name: link }).click();
    await page.waitForURL(`**${path}`);
    await waitForNewHeading(page, before);
    expect(await page.getByTestId('capability-card').count()).toBe(cards);
    expect(await page.getByTestId('benefit-card').count()).toBe(benefits);
    expect(await page.getByRole('link', { name: 'View All Services' }).getAttribute('href')).toBe('/cadence');
  }
  await page.goto('/cadence/technology-consulting');
  for (const title of [
    'CRM implementation',
    'Cybersecurity',
    'Cloud and Azure',
    'Verint integration',
    'Custom development',
  ]) {
    await page.getByRole('heading', { name: title }).waitFor();
  }
  await page.goto('/cadence/business-operations');
  await page.getByRole('link', { name: 'Visit the concierge' }).click();
  await page.waitForURL('**/cadence-concierge');
  await context.close();
});

test('structured data is in the head on /cadence-concierge and gone after going to /', async () => {
  const { page, context } = await openPage(browser());
  await page.goto('/cadence-concierge');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const count = () => page.locator('head script[type="application/ld+json"]').count();
  expect(await count()).toBe(1);
  const data = JSON.parse((await page.locator('head script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(data['@type']).toBe('MedicalBusiness');
  await page.getByRole('link', { name: 'Alex Rivera AI, home' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.locator('#about').waitFor();
  expect(await count()).toBe(0);
  await page.goBack();
  await page.getByRole('heading', { name: 'Start Your Process' }).waitFor();
  expect(await count()).toBe(1);
  await context.close();
});

test('an oversized upload is refused next to its field', async () => {
  const { page, context } = await openPage(browser());
  await page.goto('/cadence-concierge');
  await page.getByLabel('Full name').fill('Jordan Lee');
  const big = Buffer.alloc(10 * 1024 * 1024 + 1);
  big.write('%PDF-1.7');
  await page
    .getByLabel('Insurance card (required)')
    .setInputFiles({ name: 'card.pdf', mimeType: 'application/pdf', buffer: big });
  await page.getByText('This file is larger than 10 MB').waitFor();
  expect(await page.getByLabel('Full name').inputValue()).toBe('Jordan Lee');
  await page.getByRole('button', { name: 'Check my documents' }).click();
  expect(await page.getByText('Your documents are ready to send').count()).toBe(0);
  await context.close();
});

test('the intake page swaps to the external form with a way back, and says what to do when it cannot load', async () => {
  const { page, context } = await openPage(browser());
  await context.route(`${new URL(externalServices.intakeFormUrl).origin}/**`, (route) =>
    route.abort('namenotresolved'),
  );
  await page.goto('/cadence-concierge');
  await page.getByRole('link', { name: 'See how the intake works' }).click();
  await page.waitForURL('**/cadence-concierge/intake');
  await page.getByRole('button', { name: 'Begin Intake Process' }).click();
  // Its host cannot be reached: a notice in the frame's place, never the browser's error page.
  const notice = page.getByRole('status').filter({ hasText: 'The intake form could not be loaded here.' });
  await notice.waitFor();
  expect(await page.locator('iframe[title="Insurance intake form"]').count()).toBe(0);
  // What to do instead is in the frame's place, in sight on a phone too.
  await notice.getByRole('link', { name: 'open the intake form in a new tab' }).waitFor();
  await page.getByRole('button', { name: 'Back to instructions' }).click();
  await page.getByRole('button', { name: 'Begin Intake Process' }).waitFor();
  await context.close();
});

test('at 390 px the document pickers are as easy to tap as the other fields', async () => {
  const { page, context } = await openPage(browser(), { width: 390, height: 844 });
  await page.goto('/cadence-concierge');
  for (const label of ['Insurance card (required)', 'Prescription (required)']) {
    const box = await page.getByLabel(label).boundingBox();
    const name = await page.getByLabel('Full name').boundingBox();
    expect(box && name).toBeTruthy();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.width).toBeGreaterThanOrEqual(name!.width - 1);
  }
  await context.close();
});
