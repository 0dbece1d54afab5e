/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { sitePages as routes } from '../../../webpack/registry/siteRegistry';
import { siteSections } from '../test/siteSections';
import { remoteFor } from './sections';

const remoteForPath = (pathname: string) => remoteFor(siteSections, pathname);
const root = path.resolve(__dirname, '..', '..', '..');
const robots = fs.readFileSync(path.join(root, 'shell', 'public', 'robots.txt'), 'utf8');

describe('route table and robots', () => {
  it('every route of docs/product.md §2 belongs to a remote, and an unknown path to none', () => {
    for (const route of [...routes.public, ...routes.protected]) {
      expect(remoteForPath(route.split('?')[0] ?? route)).not.toBeNull();
    }
    expect(remoteForPath(routes.notFound)).toBeNull();
  });

  it('robots.txt points at the sitemap and keeps private pages out', () => {
    expect(robots).toContain('Sitemap: https://alexrivera.ai/sitemap.xml');
    expect(robots).toContain('Disallow: /account');
  });
});
