/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { sitePages as routes, sitemapXml } from '../../../webpack/siteRegistry';
import { remoteForPath } from './routeTable';

const root = path.resolve(__dirname, '..', '..', '..');
// Written into shell/dist by the prerender step, from the registry (webpack/remotes.json).
const sitemap = sitemapXml();
const robots = fs.readFileSync(path.join(root, 'shell', 'public', 'robots.txt'), 'utf8');

describe('route table, sitemap and robots', () => {
  it('every route of docs/product.md §2 belongs to a remote, and an unknown path to none', () => {
    for (const route of [...routes.public, ...routes.protected]) {
      expect(remoteForPath(route.split('?')[0] ?? route)).not.toBeNull();
    }
    expect(remoteForPath(routes.notFound)).toBeNull();
  });

  it('the sitemap lists every indexable public route', () => {
    const skip = new Set(['/cart', '/consultation-success']);
    for (const route of routes.public.map((r) => r.split('?')[0] ?? r).filter((r) => !skip.has(r))) {
      expect(sitemap).toContain(`<loc>https://alexrivera.ai${route}</loc>`);
    }
  });

  it('robots.txt points at the sitemap and keeps private pages out', () => {
    expect(robots).toContain('Sitemap: https://alexrivera.ai/sitemap.xml');
    expect(robots).toContain('Disallow: /account');
  });
});
