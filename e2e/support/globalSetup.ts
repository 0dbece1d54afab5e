import { chromiumPath, CHROMIUM_MISSING_MESSAGE } from './chromium';
import { E2E_PORT } from './ports';
import { startSite } from './site';
import { sharePgliteTemplate } from '../../test-support/pgliteTemplate';

export default async function globalSetup(): Promise<void> {
  if (!chromiumPath()) throw new Error(CHROMIUM_MISSING_MESSAGE);
  sharePgliteTemplate();
  const site = await startSite(E2E_PORT);
  (globalThis as { __E2E_SITE__?: unknown }).__E2E_SITE__ = site;
  process.env.E2E_BASE_URL = site.urls.shell;
  process.env.E2E_PORT = String(E2E_PORT);
  // Where the site's mail lands (e2e/support/outbox.ts reads it as a person reads their mail).
  process.env.E2E_OUTBOX_DIR = site.outboxDir;
}
