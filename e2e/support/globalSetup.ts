import { chromiumPath, CHROMIUM_MISSING_MESSAGE } from './chromium';
import { startSite } from './site';

export const E2E_PORT = Number(process.env.E2E_PORT) || 4100;

export default async function globalSetup(): Promise<void> {
  if (!chromiumPath()) throw new Error(CHROMIUM_MISSING_MESSAGE);
  const site = await startSite(E2E_PORT);
  (globalThis as { __E2E_SITE__?: unknown }).__E2E_SITE__ = site;
  process.env.E2E_BASE_URL = site.urls.shell;
  process.env.E2E_PORT = String(E2E_PORT);
}
