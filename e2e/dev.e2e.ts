// `npm run dev`: every package's dev server and the dev backend, composed as production composes
// them (docs/working.md, "Development"). The page comes with its auth settings, the route table and
// menu come from what each remote's dev build declares, and a link a team adds to its manifest
// shows on the next load. Run in a checkout of its own, so the test can edit a manifest.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { browserForThisFile, openPage } from './support/browser';
import { editSource, OLD_SHOP_TITLE, teamCheckout } from './support/releases';

jest.setTimeout(300_000);

const PORT = (Number(process.env.E2E_PORT) || 4100) + 180; // and the next six: not +122..+127 (NATS)
const SHELL = `http://localhost:${PORT}`;
const PACKAGES = 6;

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
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => (output += chunk.toString());
  dev.stdout?.on('data', collect);
  dev.stderr?.on('data', collect);
  await compiled(240_000);
});

afterAll(async () => {
  if (dev && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev.once('exit', resolve));
    dev.kill('SIGTERM');
    await exited;
  }
  if (checkout) fs.rmSync(checkout, { recursive: true, force: true });
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test('the dev page has its auth settings, and routes and links through the remotes the dev servers build', async () => {
  const html = await (await fetch(`${SHELL}/shop`, { headers: { Accept: 'text/html' } })).text();
  expect(html).toMatch(/<meta name="supabase-url" content="http:\/\/localhost:\d+"/);

  const { page, context, logs } = await openPage(browser(), { baseURL: SHELL });
  await page.goto('/shop');
  await page.getByRole('heading', { level: 1, name: OLD_SHOP_TITLE }).waitFor();
  await page.getByRole('navigation').getByRole('link', { name: 'Community' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'The AI Inner Circle' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/community');
  expect(logs.filter((line) => line.startsWith('pageerror'))).toEqual([]);
  await context.close();
});

test("a link a team adds to its remote's manifest is in the menu on the next load, with no restart", async () => {
  const { page, context } = await openPage(browser(), { baseURL: SHELL });
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
    const config = (await (await fetch(`${SHELL}/remotes.json`)).json()) as {
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
