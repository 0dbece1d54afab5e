// Issue 24: previews for QA and canaries (docs/releases.md, "Previews and canaries"). A signed
// preview link shows a candidate release of the shop to one browser while another browser sees the
// live shop; leaving the preview restores it; a tampered or expired link is ignored with a message
// and no cookie. A canary at 100 % reaches a visitor and stays with it, at 0 % reaches nobody, and
// rolling back ends it. The commands run as the team runs them, against the running site.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { signPreview } from '../server/src/releases/visitorChoice';
import { browserForThisFile, openPage } from './support/browser';
import { spawnSite, type SiteProcess } from './support/siteProcess';
import { portOf } from './support/ports';
import { releaseCommand } from './support/releases';
import { cspSources, pagePolicy } from './support/helpers';
import { externalServices } from '@site/contract/externalServices';

jest.setTimeout(120_000);

const PORT = portOf('previews');
const ROOT = path.resolve(__dirname, '..');
const OLD_TITLE = 'AI Products for Business Owners';
const NEW_TITLE = 'Preview Sale: AI Products';

const browser = browserForThisFile();
let site: SiteProcess;
let dataDir: string;
let candidate: string;

/** A release command, with the settings the site runs with (it finds the site by them). */
const release = (...args: string[]) =>
  releaseCommand({ DATA_DIR: dataDir, PORT: String(PORT), DATABASE_URL: '' }, ...args);

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-previews-'));
  site = await spawnSite(PORT, { DATA_DIR: dataDir });
  // The shop team's next build: the shop's build with a new title, published, not activated.
  const build = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-build-'));
  fs.cpSync(path.join(ROOT, 'mfe-shop', 'dist'), build, { recursive: true });
  for (const name of fs.readdirSync(build).filter((file) => file.endsWith('.js'))) {
    const file = path.join(build, name);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').split(OLD_TITLE).join(NEW_TITLE));
  }
  const published = await release('publish', 'shop', '--from', build);
  expect(published.status).toBe(0);
  candidate = published.out;
});
afterAll(async () => {
  await site?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const shopTitle = async (context: BrowserContext) => {
  const page = await context.newPage();
  await page.goto(`${site.urls.shell}/shop`);
  const heading = page.getByRole('heading', { level: 1 });
  // The prerendered /shop is the build's; the title settles once the chosen release has rendered.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await heading.filter({ hasText: /AI Products/ }).waitFor();
  const title = (await heading.textContent()) ?? '';
  await page.close();
  return title;
};

test('a preview link shows the candidate to one browser only, on every page, until it leaves', async () => {
  const link = await release('preview', 'shop', candidate);
  expect(link.status).toBe(0);
  expect(link.out).toMatch(new RegExp(`^http://localhost:${PORT}/preview\\?token=[\\w-]+\\.[\\w-]+$`));
  // A release that could go live gets its link and no warning (releases.e2e.ts shows one that could not).
  expect(link.err).not.toContain('could not go live');

  const qa = await openPage(browser(), { baseURL: site.urls.shell });
  const visitor = await openPage(browser(), { baseURL: site.urls.shell });
  await qa.page.goto(link.out);
  const bar = qa.page.getByRole('region', { name: 'Preview' });
  await bar.getByText(`Preview: shop ${candidate}`).waitFor();
  await qa.page.getByRole('heading', { level: 1, name: NEW_TITLE }).waitFor();
  // The bar is on the other pages too (a full load of another page).
  await qa.page.goto('/community');
  await bar.getByText(`Preview: shop ${candidate}`).waitFor();

  // Another browser gets the live shop and no bar.
  expect(await shopTitle(visitor.context)).toBe(OLD_TITLE);
  expect(await visitor.page.getByRole('region', { name: 'Preview' }).count()).toBe(0);

  await bar.getByRole('link', { name: 'Leave preview' }).click();
  await qa.page.waitForURL(`${site.urls.shell}/`);
  expect(await shopTitle(qa.context)).toBe(OLD_TITLE);
  expect(await qa.page.getByRole('region', { name: 'Preview' }).count()).toBe(0);
  await qa.context.close();
  await visitor.context.close();
});

test('a tampered or expired link is ignored with a message, and sets no cookie', async () => {
  const link = (await release('preview', 'shop', candidate)).out;
  const secret = fs.readFileSync(path.join(dataDir, 'preview-secret'), 'utf8').trim();
  const expired = `${site.urls.shell}/preview?token=${signPreview(secret, 'shop', candidate, Date.now() - 25 * 3_600_000)}`;
  const tampered = link.replace(/.(\.[\w-]+)$/, (whole, rest: string) => `${whole[0] === 'A' ? 'B' : 'A'}${rest}`);
  expect(tampered).not.toBe(link);
  for (const [url, message] of [
    [tampered, 'This preview link is not valid'],
    [expired, 'This preview link has expired'],
  ] as const) {
    const { page, context } = await openPage(browser(), { baseURL: site.urls.shell });
    await page.goto(url);
    await page.getByRole('heading', { level: 1, name: message }).waitFor();
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('site_preview');
    expect(await shopTitle(context)).toBe(OLD_TITLE);
    await context.close();
  }
  // An unknown release cannot be previewed: the command refuses to sign it.
  expect((await release('preview', 'shop', '20200101t000000-0000000')).status).toBe(1);
});

test('a canary at 100 % reaches a visitor and stays with it, at 0 % reaches nobody, and a rollback ends it', async () => {
  const full = await release('activate', 'shop', candidate, '--percent', '100');
  expect(full.status).toBe(0);
  expect(full.out).toContain(`Canary: ${candidate} of "shop" for 100% of visitors`);
  const served = async (bucket: string) => {
    const answer = await fetch(`${site.urls.shell}/remotes.json`, { headers: { cookie: `site_bucket=${bucket}` } });
    return ((await answer.json()) as { releases: { shop: string } }).releases.shop;
  };
  const deadline = Date.now() + 5_000;
  while ((await served('50')) !== candidate && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));

  const first = await openPage(browser(), { baseURL: site.urls.shell });
  expect(await shopTitle(first.context)).toBe(NEW_TITLE);
  const bucket = (await first.context.cookies()).find((cookie) => cookie.name === 'site_bucket');
  expect(bucket?.value).toMatch(/^\d{1,2}$/);
  // Sticky: the same visitor, again, gets the same release.
  expect(await shopTitle(first.context)).toBe(NEW_TITLE);
  expect((await first.context.cookies()).find((cookie) => cookie.name === 'site_bucket')?.value).toBe(bucket?.value);

  // A share of visitors: the bucket decides, the same way every time.
  expect((await release('activate', 'shop', candidate, '--percent', '30')).status).toBe(0);
  const until = async (test: () => Promise<boolean>) => {
    const limit = Date.now() + 5_000;
    while (!(await test()) && Date.now() < limit) await new Promise((r) => setTimeout(r, 200));
  };
  await until(async () => (await served('99')) !== candidate);
  const live = await served('99');
  expect(live).not.toBe(candidate);
  expect(await served('29')).toBe(candidate);
  expect(await served('30')).toBe(live);
  expect(await served('29')).toBe(candidate);
  expect((await release('list', 'shop')).out).toContain(`Canary: ${candidate} for 30% of visitors`);

  expect((await release('activate', 'shop', candidate, '--percent', '0')).status).toBe(0);
  await until(async () => (await served('0')) === live);
  expect(await served('0')).toBe(live);
  expect(await shopTitle(first.context)).toBe(OLD_TITLE);
  await first.context.close();

  const rolledBack = await release('rollback', 'shop');
  expect(rolledBack.status).toBe(0);
  const list = (await release('list', 'shop')).out;
  expect(list).not.toContain('Canary:');
  expect(list).toMatch(new RegExp(`canary +\\S+ -> ${candidate} \\(100% of visitors\\) +by shop team`));
  expect(list).toMatch(new RegExp(`rollback +${candidate} -> \\S+ +by shop team`));
});

test('the page loads remote code only from the origins the registry published, the CSP lists the same', async () => {
  const answer = await fetch(`${site.urls.shell}/remotes.json`);
  const config = (await answer.json()) as { remotes: Record<string, string>; origins: string[] };
  for (const url of Object.values(config.remotes)) expect(config.origins).toContain(new URL(url).origin);
  const page = await fetch(`${site.urls.shell}/`);
  const policy = pagePolicy(page, await page.text());
  const sources = (directive: string) => cspSources(policy, directive);
  for (const origin of config.origins) {
    expect(sources('script-src')).toContain(origin);
    expect(sources('connect-src')).toContain(origin);
  }
  // No other http(s) origin may run script but the scheduling widget's (an external service).
  const otherScripts = sources('script-src').filter(
    (source) => /^https?:/.test(source) && !config.origins.includes(source),
  );
  expect(otherScripts).toEqual([new URL(externalServices.schedulingWidgetScript).origin]);
});
