// The slow-phone profile of the browser tests that act in the first seconds (docs/performance.md,
// "The first seconds"): Lighthouse's slow 4G and a 4x slower CPU, both through CDP.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openPage, type OpenPageOptions, type PageWithLogs } from './browser';

/**
 * Lighthouse's slow 4G (150 ms RTT, 1.6 Mbps down, 750 kbps up) and a 4x slower CPU. Returns what
 * puts the CPU back to full speed: Chromium slows a page by spinning its main thread for three
 * quarters of the time, so a throttled page burns a whole core even when idle (docs/working.md,
 * "Tests").
 */
export async function slowPhone(page: Page): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
    uploadThroughput: (750 * 1024 * 0.9) / 8,
  });
  return async () => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  };
}

export interface EarlyPage extends PageWithLogs {
  /** Every URL the page asked for or went to (none may ever carry a form's values). */
  urls: string[];
  /** Whether the page was already live at DOMContentLoaded (it should not be, on a slow phone). */
  liveAtStart: boolean;
  /**
   * Waits `ms` with the CPU back to full speed (the network stays slow), once the first seconds are
   * past: a timer fires on the clock as before, and the page's work in between finishes sooner.
   */
  waitAtFullSpeed: (ms: number) => Promise<void>;
}

export interface OpenEarlyOptions extends OpenPageOptions {
  /** What to set up before the page is opened (init scripts, routes). */
  beforeGoto?: (context: BrowserContext, page: Page) => Promise<void>;
}

/** Opens a page on the slow-phone profile and returns as soon as its HTML is parsed. */
export async function openEarly(browser: Browser, path: string, options: OpenEarlyOptions = {}): Promise<EarlyPage> {
  const opened = await openPage(browser, options);
  await options.beforeGoto?.(opened.context, opened.page);
  const fullSpeed = await slowPhone(opened.page);
  const urls: string[] = [];
  opened.page.on('request', (request) => urls.push(request.url()));
  opened.page.on('framenavigated', (frame) => {
    if (frame === opened.page.mainFrame()) urls.push(frame.url());
  });
  await opened.page.goto(path, { waitUntil: 'domcontentloaded' });
  const liveAtStart = await opened.page.evaluate(() => document.documentElement.dataset.hydrated === 'true');
  const waitAtFullSpeed = async (ms: number) => {
    await fullSpeed();
    await opened.page.waitForTimeout(ms);
  };
  return { ...opened, urls, liveAtStart, waitAtFullSpeed };
}
