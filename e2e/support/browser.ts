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

export async function openPage(
  browser: Browser,
  options: { width?: number; height?: number; baseURL?: string } = {},
): Promise<PageWithLogs> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    baseURL: options.baseURL ?? baseUrl(),
  });
  const page = await context.newPage();
  waitForHydrationOnLoad(page);
  const logs: string[] = [];
  page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => logs.push(`pageerror: ${error.message}`));
  return { context, page, logs };
}

/**
 * Full page loads (goto, reload) resolve once React has hydrated the prerendered HTML, as a
 * visitor's first interaction would need: before that, the page is static HTML whose buttons do
 * nothing and whose typed text hydration would reset.
 */
function waitForHydrationOnLoad(page: Page): void {
  const hydrated = () => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
}
