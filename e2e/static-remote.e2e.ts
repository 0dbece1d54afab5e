// Issue 18, item 7: a remote's build output is plain static files. The shop's dist/ folder is served
// by a plain static file server in a process of its own (not the site's server), the shell is
// pointed at it with REMOTE_SHOP_URL, and the site's own shop origin is stopped: the site works.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { browserForThisFile, openPage } from './support/browser';
import { expectCartBadge, waitForToast } from './support/helpers';
import { spawnSite, type SiteProcess } from './support/siteProcess';
import { portOf } from './support/ports';

jest.setTimeout(60_000);

// Ports of its own: browser test files run side by side (npm test).
const STATIC_PORT = portOf('static-remote files');
const SITE_PORT = portOf('static-remote site');
const staticOrigin = `http://127.0.0.1:${STATIC_PORT}`;

const browser = browserForThisFile();
let site: SiteProcess;
let staticHost: ChildProcessWithoutNullStreams;

function startStaticHost(): Promise<ChildProcessWithoutNullStreams> {
  const root = path.resolve(__dirname, '..', 'mfe-shop', 'dist');
  const child = spawn(process.execPath, [
    path.join(__dirname, 'support', 'staticFileServer.child.cjs'),
    root,
    String(STATIC_PORT),
  ]);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`static file server exited with ${code}`)));
    child.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    child.stdout.once('data', (chunk: Buffer) =>
      String(chunk).startsWith('READY') ? resolve(child) : reject(new Error(String(chunk))),
    );
  });
}

beforeAll(async () => {
  staticHost = await startStaticHost();
  site = await spawnSite(SITE_PORT, { REMOTE_SHOP_URL: `${staticOrigin}/mf-manifest.json` });
  // The site's own shop origin is gone: only the static host can serve the shop.
  await site.command('stop shop');
});
afterAll(async () => {
  await site?.close();
  staticHost?.removeAllListeners('exit');
  staticHost?.kill();
});

test('the shop served by a plain static file server works in the shell', async () => {
  const config = (await (await fetch(`${site.urls.shell}/remotes.json`)).json()) as { remotes: Record<string, string> };
  expect(config.remotes.shop).toBe(`${staticOrigin}/mf-manifest.json`);
  // Readiness follows the shop where it now lives (its manifest answers), not the stopped origin.
  const ready = await fetch(`${site.urls.shell}/readyz`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toMatchObject({ checks: { shop: 'ok' } });

  const { page, context, logs } = await openPage(browser(), { baseURL: site.urls.shell });
  const fromStaticHost: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(staticOrigin) && response.ok()) fromStaticHost.push(new URL(response.url()).pathname);
  });
  try {
    await page.goto('/shop');
    await page.getByRole('button', { name: 'Add to Cart: AI Chatbot Builder' }).click();
    expect(await waitForToast(page, 'Added to Cart')).toContain('AI Chatbot Builder');
    await expectCartBadge(page, 1);

    expect(fromStaticHost).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));
    expect(fromStaticHost.some((file) => /\.[0-9a-f]{8,}\.js$/.test(file))).toBe(true);
    expect(await page.getByRole('alert').filter({ hasText: 'could not be loaded' }).count()).toBe(0);
    expect(logs.filter((line) => /Content Security Policy|pageerror/.test(line))).toEqual([]);
  } finally {
    await context.close();
  }
});
