import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath, CHROMIUM_MISSING_MESSAGE } from './chromium';

export const baseUrl = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the browser tests with `npm run test:e2e`.');
  return url;
};

export async function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error(CHROMIUM_MISSING_MESSAGE);
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
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
 * One Chromium for the test file: launched before its tests, closed after them. Returns the
 * browser's getter (it exists only once the tests run).
 */
export function browserForThisFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('browserForThisFile: the browser is launched in beforeAll, use it inside a test');
    return browser;
  };
}
