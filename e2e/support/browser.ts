import { chromium, type Browser, type BrowserContext, type BrowserServer, type Page } from 'playwright-core';
import { TEST_CHROMIUM_ARGS, testChromiumPath, CHROMIUM_MISSING_MESSAGE } from './chromium';

export const baseUrl = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the browser tests with `npm run test:e2e`.');
  return url;
};

/**
 * The run's one Chromium, launched by the global setup: each test file connects to it, and its
 * contexts are its own (closing the connection closes them). A launch and close cost a test file
 * 2.6 s of CPU; a connection, with the file's own Jest start, costs 1.1 s (docs/working.md, "Tests").
 */
export async function launchBrowserServer(): Promise<BrowserServer> {
  const executablePath = testChromiumPath();
  if (!executablePath) throw new Error(CHROMIUM_MISSING_MESSAGE);
  return chromium.launchServer({ executablePath, args: TEST_CHROMIUM_ARGS });
}

/** A connection of this test file to the run's Chromium (its `close()` closes this file's contexts). */
async function connectBrowser(): Promise<Browser> {
  const endpoint = process.env.E2E_BROWSER_ENDPOINT;
  if (!endpoint) throw new Error('E2E_BROWSER_ENDPOINT is not set: run the browser tests with `npm run test:e2e`.');
  return chromium.connect(endpoint);
}

export interface PageWithLogs {
  context: BrowserContext;
  page: Page;
  /** Console messages and page errors seen so far, as 'type: text'. */
  logs: string[];
}

export interface OpenPageOptions {
  width?: number;
  height?: number;
  baseURL?: string;
  /** How long the page's actions and waits may take (Playwright's default: 30 s). */
  waitMs?: number;
}

export async function openPage(browser: Browser, options: OpenPageOptions = {}): Promise<PageWithLogs> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    baseURL: options.baseURL ?? baseUrl(),
  });
  const page = await context.newPage();
  if (options.waitMs) page.setDefaultTimeout(options.waitMs);
  const logs: string[] = [];
  page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => logs.push(`pageerror: ${error.message}`));
  return { context, page, logs };
}

/**
 * Waits until the whole page is live (the chrome and the page's content hydrated). Tests act as
 * soon as a person would, without this: only a test about what happens after hydration uses it.
 */
export async function waitForLivePage(page: Page): Promise<void> {
  // A minute: a slow-phone profile on a machine whose two cores also run the other lanes.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
    timeout: 60_000,
  });
}

/**
 * The visitor comes back to the page's tab (from another window, or a terminal) until `shown` holds:
 * the page hears `visibilitychange` while visible, as a browser tells it on the way back. Headless
 * Chromium never hides a tab, so the event is sent here. False: not shown within the time.
 */
export async function returnToPageUntil(page: Page, shown: () => Promise<boolean>, timeoutMs = 30_000) {
  for (const deadline = Date.now() + timeoutMs; ;) {
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.waitForTimeout(1_000);
    if (await shown()) return true;
    if (Date.now() > deadline) return false;
  }
}

/**
 * The test file's connection to the run's Chromium: opened before its tests, closed after them.
 * Returns the browser's getter (it exists only once the tests run).
 */
export function browserForThisFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('browserForThisFile: the browser is connected in beforeAll, use it inside a test');
    return browser;
  };
}
