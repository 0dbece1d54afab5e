// Issue 24: a team ships its section on its own, while the site runs. A release of a visibly changed
// shop goes live for new visits at once, while a page opened before keeps navigating the shop on the
// release it started with; a rollback brings the old shop back; a release that needs a shared
// contract the live shell does not provide is refused with what to fix; a team's token moves only
// its own section. The release commands run as the team runs them, against the running site (and
// a preview link against a server older than the command).
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { browserForThisFile, openPage, waitForLivePage } from './support/browser';
import {
  changeShopContract,
  liveShopOf,
  NEW_SHOP_TITLE as NEW_TITLE,
  OLD_SHOP_TITLE as OLD_TITLE,
  releaseCommand,
  retitleShop,
  shopBuild,
} from './support/releases';
import { spawnSite, type SiteProcess } from './support/siteProcess';
import { listenOn, portOf } from './support/ports';

jest.setTimeout(120_000);

const PORT = portOf('releases');
const ROOT = path.resolve(__dirname, '..');

const browser = browserForThisFile();
let site: SiteProcess;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-releases-'));
  site = await spawnSite(PORT, { DATA_DIR: dataDir });
});
afterAll(async () => {
  await site?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A release command, with the settings the site runs with (it finds the site by them). */
const release = (...args: string[]) =>
  releaseCommand({ DATA_DIR: dataDir, PORT: String(PORT), DATABASE_URL: '' }, ...args);

const retitled = (dir: string) => expect(retitleShop(dir)).toBeGreaterThan(0);

const liveShop = () => liveShopOf(site.urls.shell as string);

/** A new visit, as a person makes it: the home page, then the Shop link. */
async function visitShop(): Promise<{ title: string; close: () => Promise<void> }> {
  const { page, context } = await openPage(browser(), { baseURL: site.urls.shell });
  await page.goto('/');
  // After the page is live: the shop's prerendered HTML is the site build's until a release
  // prerenders its own pages (docs/releases.md), so a click before would read the build's /shop.
  await waitForLivePage(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click();
  const heading = page.getByRole('heading', { level: 1 });
  await heading.filter({ hasText: /AI Products/ }).waitFor();
  return { title: (await heading.textContent()) ?? '', close: () => context.close() };
}

test('a released shop goes live for new visits, a page opened before keeps shopping, and a rollback brings the old one back', async () => {
  const before = await openPage(browser(), { baseURL: site.urls.shell });
  await before.page.goto('/shop');
  await before.page.getByRole('heading', { level: 1, name: OLD_TITLE }).waitFor();
  await waitForLivePage(before.page);
  const first = await liveShop();

  const published = await release('publish', 'shop', '--from', shopBuild(retitled), '--activate');
  expect(published.err).toMatch(/Published release \S+ of "shop"/);
  expect(published.status).toBe(0);
  const id = published.out;
  expect(id).toMatch(/^[0-9]{8}t[0-9]{6}-[0-9a-f]{7}$/);
  // Made through the running server, whose embedded database no other process writes: served at
  // once, not at its next reading of the registry.
  expect(await liveShop()).toContain(`/releases/${id}/`);

  const fresh = await visitShop();
  expect(fresh.title).toBe(NEW_TITLE);
  await fresh.close();
  // Opened directly, /shop ends on the live release too (it replaces the build's prerendered HTML).
  const direct = await openPage(browser(), { baseURL: site.urls.shell });
  await direct.page.goto('/shop');
  await direct.page.getByRole('heading', { level: 1, name: NEW_TITLE }).waitFor();
  await direct.context.close();

  // The page opened before the activation still navigates the shop, on the release it started with.
  await before.page.getByTestId('category-card').filter({ hasText: 'Digital Products' }).click();
  await before.page.getByRole('heading', { level: 1, name: 'AI Courses, Templates and Ebooks' }).waitFor();
  await before.page.getByRole('link', { name: 'Shop', exact: true }).first().click();
  await before.page.getByRole('heading', { level: 1, name: OLD_TITLE }).waitFor();
  expect(await before.page.getByText('could not be loaded').count()).toBe(0);
  await before.context.close();

  const rolledBack = await release('rollback', 'shop');
  expect(rolledBack.status).toBe(0);
  expect(rolledBack.out).toContain(`${id} -> `);
  expect(await liveShop()).toBe(first);
  const again = await visitShop();
  expect(again.title).toBe(OLD_TITLE);
  await again.close();

  const list = await release('list', 'shop');
  expect(list.status).toBe(0);
  expect(list.out).toMatch(new RegExp(`rollback +${id} -> \\S+ +by shop team`));
  expect(list.out).toMatch(new RegExp(`activate +\\S+ -> ${id} +by shop team`));
});

test('a release that needs a newer shared contract, or claims a page of another section, is refused with what to fix, and nothing changes', async () => {
  const live = await liveShop();
  // The shell's @site/shared version, and the next major, which no live shell provides.
  const provided = (
    JSON.parse(fs.readFileSync(path.join(ROOT, 'shared', 'package.json'), 'utf8')) as { version: string }
  ).version;
  const newer = `^${Number(provided.split('.')[0]) + 1}.0.0`;
  const dir = shopBuild((build) =>
    changeShopContract(build, (contract) => {
      contract.needs['@site/shared/cart'] = newer;
      contract.manifest.routes.push('/community');
    }),
  );
  const published = await release('publish', 'shop', '--from', dir);
  expect(published.status).toBe(0);
  const refused = await release('activate', 'shop', published.out);
  expect(refused.status).toBe(1);
  // What to fix: the shell's @site/shared version, and the two ways out.
  expect(refused.err).toContain(`needs @site/shared/cart ${newer}; the live shell provides ${provided}.`);
  expect(refused.err).toContain(`release a shell that provides ${newer} first`);
  const clash = /Its route \/community collides with \/community of the live "marketing" release \w+/;
  expect(refused.err).toMatch(clash);
  // A preview of it is signed, and the command says what would keep it from going live, as the
  // server's registry says it: the page itself checks no version (docs/releases.md, "Previews and canaries").
  const preview = await release('preview', 'shop', published.out);
  expect(preview.status).toBe(0);
  expect(preview.out).toMatch(/\/preview\?token=[\w-]+\.[\w-]+$/);
  expect(preview.err).toContain(`Release ${published.out} could not go live beside the live shell and sections`);
  expect(preview.err).toContain(`needs @site/shared/cart ${newer}; the live shell provides ${provided}.`);
  expect(preview.err).toMatch(clash);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(await liveShop()).toBe(live);
});

test("a team's release token moves its own section only", async () => {
  const token = (remote: string) => fs.readFileSync(path.join(dataDir, 'release-tokens', remote), 'utf8').trim();
  const history = (await (
    await fetch(`${site.urls.shell}/api/admin/releases/shop`, { headers: { authorization: `Bearer ${token('shop')}` } })
  ).json()) as { live: string };
  const activate = (bearer: string) =>
    fetch(`${site.urls.shell}/api/admin/releases/shop/rollback`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: JSON.stringify({ actor: 'someone else' }),
    });
  const wrong = await activate(token('marketing'));
  expect(wrong.status).toBe(401);
  expect(((await wrong.json()) as { message: string }).message).toContain('release token of "shop"');
  expect((await activate('')).status).toBe(401);
  expect(await liveShop()).toContain(history.live);
});

test('a preview asked of a server that cannot yet say what would keep the release from going live still gets its link', async () => {
  // A server started before the problems route was there: it knows the release, the route is a 404.
  const known = { id: 'r1', remote: 'shop', commit: null, digest: 'd', createdBy: 'shop team', createdAt: '' };
  const older = http.createServer((request, response) => {
    const found = request.url === '/api/admin/releases/shop/r1';
    response.writeHead(found ? 200 : 404, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(found ? known : { message: `Route GET:${request.url} not found` }));
  });
  await listenOn(older, 0);
  const olderDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-older-server-'));
  try {
    const { port } = older.address() as AddressInfo;
    const owner = { pid: process.pid, host: os.hostname(), role: 'server', url: `http://127.0.0.1:${port}` };
    fs.writeFileSync(path.join(olderDir, 'pglite.lock'), JSON.stringify(owner));
    const env = { DATA_DIR: olderDir, DATABASE_URL: '', RELEASE_TOKEN_SHOP: 'a-token-of-the-shop-team-32-chars-long' };
    const preview = await releaseCommand(env, 'preview', 'shop', 'r1');
    expect(preview.status).toBe(0);
    expect(preview.out).toMatch(/\/preview\?token=[\w-]+\.[\w-]+$/);
    expect(preview.err).toContain(
      'Whether r1 could go live now was not checked (Route GET:/api/admin/releases/shop/r1/problems not found)',
    );
    // A release the server does not have still gets no link.
    const unknown = await releaseCommand(env, 'preview', 'shop', 'r2');
    expect(unknown.status).toBe(1);
    expect(unknown.out).toBe('');
  } finally {
    older.close();
    fs.rmSync(olderDir, { recursive: true, force: true });
  }
});
