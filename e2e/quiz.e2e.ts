// Issue 7: the AI trust test end to end on the production build.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { openPage, browserForThisFile } from './support/browser';
import { downloadedText } from './support/helpers';

jest.setTimeout(90_000);

const content = JSON.parse(fs.readFileSync(`${__dirname}/../mfe-quiz/public/content/pages/trust-test.json`, 'utf8'));

const browser = browserForThisFile();

async function answerAll(page: Page, answer: string) {
  for (let n = 1; n <= 7; n += 1) {
    await page.getByText(`Question ${n} of 7`).waitFor();
    await page.getByRole('button', { name: answer, exact: true }).click();
  }
}

test.each([
  ['Completely', 'trusted', 'Score: 7 / 7'],
  ['Not at all', 'danger', 'Score: 7 / 7'],
  ['Somewhat', 'caution', 'Score: 7 / 7'],
])('answering %s to everything gives %s', async (answer, level, score) => {
  const { page, context } = await openPage(browser());
  await page.goto('/ai-trust-test');
  await answerAll(page, answer);
  const card = page.locator(`[data-level="${level}"]`);
  await card.waitFor();
  expect(await card.getByRole('heading', { level: 2 }).textContent()).toBe(content.results[level].title);
  expect(await card.textContent()).toContain(score);
  await context.close();
});

test('a mixed run: 5 safe and 2 danger answers is trusted with score 5; retake starts again', async () => {
  const { page, context } = await openPage(browser());
  await page.goto('/ai-trust-test');
  const picks = ['Completely', 'Barely', 'Completely', 'Completely', 'Not at all', 'Completely', 'Completely'];
  for (const [i, pick] of picks.entries()) {
    await page.getByText(`Question ${i + 1} of 7`).waitFor();
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(
      String(Math.round(((i + 1) / 7) * 100)),
    );
    await page.getByRole('button', { name: pick, exact: true }).click();
  }
  await page.locator('[data-level="trusted"]').getByText('Score: 5 / 7').waitFor();
  await page.getByRole('button', { name: 'Take the test again' }).click();
  await page.getByText('Question 1 of 7').waitFor();
  await context.close();
});

test('download saves AI-Trust-Test-Results.pdf as plain text with the result and next steps', async () => {
  const { page, context } = await openPage(browser());
  await page.goto('/ai-trust-test');
  await answerAll(page, 'Somewhat');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download your results' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('AI-Trust-Test-Results.pdf');
  const text = await downloadedText(download);
  expect(text).toContain(content.results.caution.title);
  expect(text).toContain(content.results.caution.description);
  for (const step of content.results.caution.nextSteps) expect(text).toContain(step.text);
  expect(text).toContain('Alex Rivera AI');
  await context.close();
});

test('the booking next step lands on the home page contact section', async () => {
  const { page, context } = await openPage(browser());
  await page.goto('/ai-trust-test');
  await answerAll(page, 'Not at all');
  await page.getByRole('button', { name: 'Book a free call to set up guardrails' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  const contact = page.locator('#contact');
  await contact.waitFor();
  await page.waitForFunction(() => {
    const box = document.getElementById('contact')?.getBoundingClientRect();
    return !!box && box.top < window.innerHeight && box.bottom > 0;
  });
  await context.close();
});

test('the content file is served on the site at /content/pages/trust-test.json', async () => {
  const { page, context } = await openPage(browser());
  const response = await page.request.get('/content/pages/trust-test.json');
  expect(response.status()).toBe(200);
  expect((await response.json()).questions).toHaveLength(7);
  await context.close();
});
