import { launchBrowserServer } from './browser';
import { makeMigratedTemplate } from './migratedTemplate';
import { E2E_PORT } from './ports';
import { startSite } from './site';
import { ensurePgliteTemplate } from '../../test-support/pgliteTemplate';

export default async function globalSetup(): Promise<void> {
  // One Chromium for the run, launched first: without Chromium the run fails here, saying how to
  // install it. Each file connects to it (support/browser.ts).
  const browser = await launchBrowserServer();
  (globalThis as { __E2E_BROWSER__?: unknown }).__E2E_BROWSER__ = browser;
  process.env.E2E_BROWSER_ENDPOINT = browser.wsEndpoint();
  // Every site the tests start, here or in another process, copies it (support/migratedTemplate.ts).
  const template = await makeMigratedTemplate(ensurePgliteTemplate());
  (globalThis as { __E2E_TEMPLATE__?: unknown }).__E2E_TEMPLATE__ = template;
  process.env.PGLITE_TEMPLATE_DIR = template.dir;
  const site = await startSite(E2E_PORT);
  (globalThis as { __E2E_SITE__?: unknown }).__E2E_SITE__ = site;
  process.env.E2E_BASE_URL = site.urls.shell;
  process.env.E2E_PORT = String(E2E_PORT);
  // Where the site's mail lands (e2e/support/outbox.ts reads it as a person reads their mail).
  process.env.E2E_OUTBOX_DIR = site.outboxDir;
}
