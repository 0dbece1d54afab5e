// The pages room (docs/rollouts.md, "Pages of a release"): the shell's origin serves its build and
// every page as the releases a visitor gets make it, the sitemap, the social cards and /content;
// in development, what the dev servers need (devPages.ts). Its one entrance (docs/server.md).
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config';
import { serveBuild } from '../platform';
import type { SiteReleases } from '../releases';
import { brandFontFile, hasBrandFont, withBrandFont } from './brandFont';
import { registerContentProxy } from './contentProxy';
import { hasReferral, withReferral } from './referralMark';
import { injectRemotePreloads, injectRuntimeSettings, type PublicAuthConfig } from './shellIndex';
import { createSitePages, sitemapXml } from './sitePages';

export { registerDevPages } from './devPages';
export type { PublicAuthConfig } from './shellIndex';

/** What the page is told about sign-in: the backend's public settings, or why it is off. */
export interface RuntimeSettings {
  supabase: PublicAuthConfig | null;
  authUnavailable: string | null;
}

export interface PagesOptions {
  config: Pick<ServerConfig, 'remoteNames' | 'distDirs' | 'site'> & {
    pages: Pick<ServerConfig['pages'], 'prerendered'>;
  };
  releases: SiteReleases;
  runtimeSettings: RuntimeSettings;
  /** The shell origin's Content-Security-Policy, which its pages carry (platform/pageSender.ts). */
  contentSecurityPolicy: string | null;
}

/** The shell's origin: its files, its pages, /sitemap.xml, /og/:file and /content/*. */
export const pagesPlugin = fp<PagesOptions>(
  async (app, { config, releases, runtimeSettings, contentSecurityPolicy }) => {
    const shellRoot = config.distDirs.shell;
    const sitePages = createSitePages({
      shellRoot,
      transform: (html) => injectRuntimeSettings(html, runtimeSettings),
      // PRERENDER=off serves the client-rendered shell for every path: only a yardstick for
      // bench:lighthouse --no-prerender (what a visitor got before the HTML was prerendered).
      prerendered: config.pages.prerendered,
      releases: releases.reader,
    });
    // The site's font file, by name: a browser whose cookie names it gets its pages marked for it.
    const fontFile = brandFontFile(fs.readFileSync(path.join(shellRoot, 'index.html'), 'utf8'));
    // Every page with a path of its own; those under a pattern behind sign-in reach the fallback.
    const pageRoutes = config.remoteNames.flatMap((name) => [
      ...releases.reader.release(config.distDirs.remotes[name]!).declared,
    ]);
    await serveBuild(app, {
      root: shellRoot,
      spaFallback: true,
      policyInPages: contentSecurityPolicy,
      // A page is that of the releases this browser gets (the live ones, its canary, its preview):
      // the owner's prerendered page, the sections to start from, the preload of its manifest; and
      // marked for the brand typeface where the browser has its file (brandFont.ts), and for a
      // referred visitor (referralMark.ts).
      pageSource: {
        routes: () => pageRoutes,
        variesWithCookies: true,
        pageFor: async (request, reply, pathname) => {
          const chosen = await releases.choose(request, reply);
          const page = sitePages.pageFor(releases.foldersOf(chosen.releases), pathname);
          const font = hasBrandFont(request.headers.cookie, fontFile);
          const referred = hasReferral(request.headers.cookie, Date.now());
          return {
            key: `${chosen.key}|${page.status}|${pathname}${font ? '|font' : ''}${referred ? '|referral' : ''}`,
            status: page.status,
            html: () => {
              const html = injectRemotePreloads(page.html(), chosen.remotes);
              const marked = font ? withBrandFont(html) : html;
              return referred ? withReferral(marked) : marked;
            },
          };
        },
      },
    });
    registerContentProxy(app, () => (releases.live.manifests()[config.site.contentRemote] ?? '').replace(/[^/]*$/, ''));
    // The sitemap of the live releases' pages (not a visitor's preview or canary).
    app.get('/sitemap.xml', async (_request, reply) => {
      const folders = releases.foldersOf(releases.live.forVisitor({ bucket: null, preview: null }).releases);
      return reply
        .header('Cache-Control', 'no-cache')
        .type('application/xml; charset=utf-8')
        .send(sitemapXml(config.site.url, sitePages.sitemap(folders)));
    });
    // A page's social card lives with its release (og/<name>.<hash>.png): immutable.
    app.get<{ Params: { file: string } }>('/og/:file', async (request, reply) => {
      const { file } = request.params;
      if (!/^[a-z0-9-]+\.[a-f0-9]{8}\.png$/.test(file)) return reply.code(404).send({ error: 'Not found' });
      const chosen = await releases.choose(request, reply);
      const roots = [shellRoot, ...Object.values(releases.foldersOf(chosen.releases))].map((dir) =>
        path.join(dir, 'og'),
      );
      const root = roots.find((dir) => fs.existsSync(path.join(dir, file)));
      if (!root) return reply.code(404).send({ error: 'Not found' });
      return reply.header('Cache-Control', 'public, max-age=31536000, immutable').sendFile(file, root);
    });
  },
  { name: 'pages', dependencies: ['platform'] },
);
