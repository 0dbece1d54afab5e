/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSitePages, sectionsScript, sitemapXml, type PageFragment } from './sitePages';

const TEMPLATE =
  '<!doctype html><html><head><title>Site</title><meta name="description" content="x"></head><body><div id="root"></div></body></html>';

const fragment = (title: string): PageFragment => ({
  title: `${title} | Site`,
  description: `About ${title}`,
  head: '<meta property="og:title" content="t">',
  root: `<main><h1>${title}</h1></main>`,
});

let root: string;
const write = (file: string, data: unknown) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), typeof data === 'string' ? data : JSON.stringify(data));
};

const shopManifest = (label = 'The shop') => ({
  name: 'shop',
  label,
  routes: ['/shop/*', '/account'],
  pages: [{ path: '/shop' }, { path: '/shop/gifts' }, { path: '/shop/hidden', sitemap: false }],
  protected: ['/account'],
  menu: [{ to: '/shop', label: 'Shop', order: 50 }],
});

function release(dir: string, manifest: object, pages: Record<string, PageFragment>, sections: object) {
  write(`${dir}/release-contract.json`, {
    schema: 2,
    kind: 'remote',
    remote: 'shop',
    exposes: ['./routes'],
    needs: {},
    manifest,
  });
  write(`${dir}/pages.json`, { schema: 1, sections, pages });
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-pages-'));
  write('shell/index.html', TEMPLATE);
  write('shell/not-found.json', { schema: 1, sections: {}, page: fragment('Page Not Found') });
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const pagesOf = () =>
  createSitePages({ shellRoot: path.join(root, 'shell'), transform: (html) => html, prerendered: true });

describe('the pages of the releases a visitor gets', () => {
  it("serves the owner release's prerendered page in the shell page, with the live sections", () => {
    const live = {
      shop: { label: 'The shop', routes: ['/shop/*', '/account'], menu: [{ to: '/shop', label: 'Shop', order: 50 }] },
    };
    release('shop-1', shopManifest(), { '/shop/gifts': fragment('Gifts') }, live);
    const page = pagesOf().pageFor({ shop: path.join(root, 'shop-1') }, '/shop/gifts/');
    expect(page.status).toBe(200);
    const html = page.html();
    expect(html).toContain('<title>Gifts | Site</title>');
    expect(html).toContain('<meta name="description" content="About Gifts">');
    expect(html).toContain('<div id="root"><main><h1>Gifts</h1></main></div>');
    expect(html).toContain('<meta property="og:title" content="t">');
    // Rendered with what is live: the page carries the live sections only.
    expect(html).toContain(`<script type="application/json" id="site-sections">${JSON.stringify({ live })}</script>`);
  });

  it('carries the sections a page was rendered with where they differ from the live ones', () => {
    const before = { shop: { label: 'The shop', routes: ['/shop/*'] } };
    release('shop-1', shopManifest('The new shop'), { '/shop': fragment('Shop') }, before);
    const html = pagesOf()
      .pageFor({ shop: path.join(root, 'shop-1') }, '/shop')
      .html();
    const script = /id="site-sections">([^<]*)</.exec(html)?.[1] ?? '';
    expect(JSON.parse(script)).toEqual({
      live: { shop: expect.objectContaining({ label: 'The new shop' }) },
      rendered: before,
    });
  });

  it('renders a page behind sign-in in the browser, and gives the not-found page with a 404 to any other path', () => {
    release('shop-1', shopManifest(), { '/shop': fragment('Shop') }, {});
    const folders = { shop: path.join(root, 'shop-1') };
    const account = pagesOf().pageFor(folders, '/account');
    expect(account.status).toBe(200);
    expect(account.html()).toContain('<div id="root"></div>');
    // Declared but not prerendered (a build published without pages.json): rendered in the browser.
    expect(pagesOf().pageFor(folders, '/shop/gifts').status).toBe(200);
    for (const unknown of ['/shop/nothing', '/elsewhere', '/%E0%A4%A']) {
      const page = pagesOf().pageFor(folders, unknown);
      expect(page.status).toBe(404);
      expect(page.html()).toContain('<h1>Page Not Found</h1>');
    }
  });

  it("never lets a section's text close the script it travels in", () => {
    const script = sectionsScript({ shop: { label: '</script><script>alert(1)</script>', routes: ['/shop'] } });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(/>([^<]*)</.exec(script)?.[1] ?? '')).toEqual({
      live: { shop: { label: '</script><script>alert(1)</script>', routes: ['/shop'] } },
    });
  });

  it('lists the pages in the sitemap but those kept out of it', () => {
    release('shop-1', shopManifest(), {}, {});
    const paths = pagesOf().sitemap({ shop: path.join(root, 'shop-1') });
    expect(paths).toEqual(['/shop', '/shop/gifts']);
    expect(sitemapXml('https://example.com', paths)).toContain('<loc>https://example.com/shop/gifts</loc>');
  });

  it('refuses a release whose pages file is not what the prerenderer writes', () => {
    release('shop-1', shopManifest(), {}, {});
    write('shop-1/pages.json', { schema: 1, sections: {}, pages: { '/shop': { title: 1 } } });
    expect(() => pagesOf().pageFor({ shop: path.join(root, 'shop-1') }, '/shop')).toThrow(/pages\.json is not valid/);
  });
});
