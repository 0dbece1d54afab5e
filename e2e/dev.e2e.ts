// `npm run dev`: every package's dev server and the dev backend, composed as production composes
// them (docs/working.md, "Development"). The page comes with its auth settings, the route table and
// menu come from what each remote's dev build declares, and a link a team adds to its manifest
// shows on the next load. Run in a checkout of its own, so the test can edit a manifest.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { Page } from 'playwright-core';
import { browserForThisFile, openPage } from './support/browser';
import { packageDirs } from '../topology';
import { editSource, OLD_SHOP_TITLE, teamCheckout } from './support/releases';
import { childEnv, portOf } from './support/ports';

jest.setTimeout(300_000);

const PORT = portOf('dev');
const SHELL = `http://localhost:${PORT}`;
/** Every package's dev server: the shell and each remote of the topology. */
const PACKAGES = packageDirs.length;

const browser = browserForThisFile();
let checkout: string;
let dataDir: string;
let dev: ChildProcess;
let output = '';

/** Resolves once every package's dev server has compiled; rejects on an error or after `ms`. */
function compiled(ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm run dev did not compile in ${ms} ms:\n${output}`)), ms);
    const check = () => {
      if (/compiled with \d+ errors?|exited with/.test(output)) {
        clearTimeout(timer);
        reject(new Error(`npm run dev failed:\n${output}`));
      } else if ((output.match(/compiled successfully/g) ?? []).length >= PACKAGES) {
        clearTimeout(timer);
        resolve();
      }
    };
    dev.stdout?.on('data', check);
    dev.stderr?.on('data', check);
  });
}

beforeAll(async () => {
  checkout = teamCheckout(() => undefined);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-dev-'));
  dev = spawn(process.execPath, ['scripts/dev.mjs'], {
    cwd: checkout,
    env: childEnv({ PORT: String(PORT), DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Colours, when a logger adds them, would split the words the test looks for.
  const collect = (chunk: Buffer) => (output += stripVTControlCharacters(chunk.toString()));
  dev.stdout?.on('data', collect);
  dev.stderr?.on('data', collect);
  await compiled(240_000);
  // A dev server may print its first compile before it listens (the shell did, on a loaded machine).
  await listening(SHELL, 60_000);
});

/** Resolves once `url` accepts connections; rejects with what `npm run dev` printed after `ms`. */
async function listening(url: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      await fetch(url, { method: 'HEAD' });
      return;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`${url} never answered: ${String(error)}\nnpm run dev printed:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

afterAll(async () => {
  if (dev && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev.once('exit', resolve));
    dev.kill('SIGTERM');
    await exited;
  }
  if (checkout) fs.rmSync(checkout, { recursive: true, force: true });
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/**
 * A dev page's waits are longer than a production page's: it runs six unminified development builds
 * with their source maps, and on a busy two-core machine the first of them passed 30 s before its
 * heading showed.
 */
const DEV_PAGE = { baseURL: SHELL, waitMs: 90_000 };

/** The dev servers' overlay covers the page on a build error or warning: the test says which. */
async function expectNoOverlay(page: Page): Promise<void> {
  await page.waitForTimeout(2_000);
  const overlay = await page.$('#webpack-dev-server-client-overlay');
  const text = overlay ? await (await overlay.contentFrame())?.textContent('body') : null;
  expect(text ?? 'no overlay').toBe('no overlay');
}

/** A request to the dev site; when it fails, the error carries what `npm run dev` printed. */
async function devFetch(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    throw new Error(
      `${url}: ${(error as Error).message} (${String((error as Error).cause)})\nnpm run dev printed:\n${output}`,
    );
  }
}

test('the dev page has its auth settings, and routes and links through the remotes the dev servers build', async () => {
  const html = await (await devFetch(`${SHELL}/shop`, { headers: { Accept: 'text/html' } })).text();
  expect(html).toMatch(/<meta name="supabase-url" content="http:\/\/localhost:\d+"/);

  const { page, context, logs } = await openPage(browser(), DEV_PAGE);
  await page.goto('/shop');
  await page.getByRole('heading', { level: 1, name: OLD_SHOP_TITLE }).waitFor();
  await expectNoOverlay(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Community' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'The AI Inner Circle' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/community');
  expect(logs.filter((line) => line.startsWith('pageerror'))).toEqual([]);
  await context.close();
});

test("a link a team adds to its remote's manifest is in the menu on the next load, with no restart", async () => {
  const { page, context } = await openPage(browser(), DEV_PAGE);
  await page.goto('/community');
  await page.getByRole('heading', { level: 1, name: 'The AI Inner Circle' }).waitFor();
  const nav = page.getByRole('navigation').first();
  expect(await nav.getByRole('link', { name: 'Memberships' }).count()).toBe(0);

  editSource(
    checkout,
    'mfe-shop/src/manifest.ts',
    "menu: [{ to: shopPaths.shop, label: 'Shop', order: 50 }],",
    "menu: [{ to: shopPaths.shop, label: 'Shop', order: 50 }, { to: shopPaths.category('memberships'), label: 'Memberships', order: 55 }],",
  );
  // The shop's dev server rebuilds and writes its new contract; the backend reads it on each load.
  const deadline = Date.now() + 60_000;
  for (;;) {
    const config = (await (await devFetch(`${SHELL}/remotes.json`)).json()) as {
      sections: Record<string, { menu?: { label: string }[] }>;
    };
    if (config.sections.shop?.menu?.some((link) => link.label === 'Memberships')) break;
    if (Date.now() > deadline) throw new Error(`the shop's new menu link never reached /remotes.json:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  await page.reload();
  await nav.getByRole('link', { name: 'Memberships' }).click();
  await page.waitForURL('**/shop/memberships');
  await page.getByTestId('product-card').filter({ hasText: 'AI Inner Circle Membership' }).waitFor();
  await context.close();
});
