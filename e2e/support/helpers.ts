import type { Download, Page } from 'playwright-core';

/** The shell's cart badge count, or 0 when the badge is not shown. */
async function cartBadgeCount(page: Page): Promise<number> {
  const badge = page.getByTestId('cart-count');
  if ((await badge.count()) === 0) return 0;
  return Number(await badge.first().textContent());
}

/**
 * Waits until the shell's cart badge shows `expected` (0: no badge), as a person looks again a
 * moment later: the toast and the badge are separate renders, so one read right after the toast can
 * race.
 * Fails with the last count seen.
 */
export async function expectCartBadge(page: Page, expected: number, { timeout = 5_000 } = {}): Promise<void> {
  const deadline = Date.now() + timeout;
  let seen = await cartBadgeCount(page);
  while (seen !== expected && Date.now() < deadline) {
    await page.waitForTimeout(100);
    seen = await cartBadgeCount(page);
  }
  if (seen !== expected) throw new Error(`The cart badge shows ${seen}, not ${expected}, after ${timeout} ms`);
}

/**
 * Waits for a toast with this title and returns its text. A page on the slow-phone profile acts only
 * once its scripts arrive: its tests give it longer (`timeout`). The text is read in the page in the
 * same step that finds the toast, as a person reads it when it shows: a toast closes by itself, and
 * in CI one was gone by the time a second call came to read it (which then waited 30 s and failed).
 */
export async function waitForToast(page: Page, title: string, { timeout = 10_000 } = {}): Promise<string> {
  const found = await page.waitForFunction(
    (wanted) => {
      for (const toast of document.querySelectorAll<HTMLElement>('[data-testid="toast"]')) {
        const text = toast.textContent ?? '';
        if (text.includes(wanted) && toast.checkVisibility()) return text;
      }
      return null;
    },
    title,
    { timeout, polling: 100 },
  );
  return (await found.jsonValue()) as string;
}

/** Records the JS responses of a page: url and body. */
export function recordScripts(page: Page): { url: string; body: Promise<string> }[] {
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (type.includes('javascript')) scripts.push({ url: response.url(), body: response.text().catch(() => '') });
  });
  return scripts;
}

/** Text of the page's first h1 once there is one. */
export async function headingText(page: Page): Promise<string> {
  const heading = page.getByRole('heading', { level: 1 }).first();
  await heading.waitFor();
  return (await heading.textContent()) ?? '';
}

/**
 * Waits for the next page's h1 after a client-side navigation. Router updates are transitions, so
 * the previous page stays on screen until the next remote has loaded.
 */
export async function waitForNewHeading(page: Page, previous: string): Promise<string> {
  await page.waitForFunction(
    (old) => {
      const h1 = document.querySelector('h1');
      return !!h1 && h1.textContent !== old;
    },
    previous,
    { timeout: 20_000 },
  );
  return headingText(page);
}

/**
 * The Content-Security-Policy a page is under: its header's (the framing rule) and its <meta>
 * element's (the rest; server/src/platform/pageSender.ts), as one policy text.
 */
export function pagePolicy(answer: Response, html: string): string {
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1] ?? '';
  return [answer.headers.get('content-security-policy') ?? '', meta].join('; ');
}

/** The sources a policy (pagePolicy) gives one directive ('script-src'). */
export function cspSources(policy: string, directive: string): string[] {
  return (
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([name]) => name === directive)
      ?.slice(1) ?? []
  );
}

/**
 * A download's content as text, as the visitor's saved file holds it. Read as a stream: the tests'
 * browser is the run's one Chromium, connected to (support/browser.ts), and a connected browser's
 * downloads have no local path.
 */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Holds the shell's entry script (main.<hash>.js) until the returned function is called: the page
 * stays as its HTML drew it, however busy the machine, and comes alive only then, as for a visitor
 * on a slow line.
 */
export async function holdShellEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * The page as a browser without the Navigation API runs it (Safari before 26, Firefox before 147):
 * `window.navigation` hidden from every document the page opens.
 */
export async function hideNavigationApi(page: Page): Promise<void> {
  await page.addInitScript(() => Object.defineProperty(window, 'navigation', { value: undefined }));
}
