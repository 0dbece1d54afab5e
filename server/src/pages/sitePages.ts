// The site's pages as the releases a visitor gets make them (docs/rollouts.md, "Pages of a release"). Each release carries its pages prerendered as fragments (pages.json: title,
// description, head tags, #root markup) and its manifest (release-contract.json: routes, pages,
// links). A page is the shell's own page (index.html) with the fragment of the release that owns
// the path put in, and the page's sections (the route table and links of the visitor's releases)
// for the shell to start from. A path no release owns, or one its owner does not declare, gets the
// not-found page with a 404; a page behind sign-in, the shell's page to render in the browser.
import fs from 'node:fs';
import path from 'node:path';
import { SECTIONS_SCRIPT_ID } from '@site/contract/sections';
import { ownerOf } from '@site/contract/routes';
import {
  NOT_FOUND_FILE,
  NotFoundFileSchema,
  normalise,
  parsed,
  readJson,
  createReleaseReader,
  type PageFragment,
  type ReleasePages,
  type ReleaseReader,
  type Sections,
} from '../releases';

export type { PageFragment };

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a <script> element: nothing in it can close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** JSON with its objects' keys in one order: two equal values, one text. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, part: unknown) =>
    part && typeof part === 'object' && !Array.isArray(part)
      ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : part,
  );
}

/**
 * The page's sections for the shell (@site/contract/manifest, PageSectionsSchema): the live ones,
 * and those the page was rendered with where they differ.
 */
export function sectionsScript(live: Sections, rendered?: unknown): string {
  const same = rendered === undefined || canonical(rendered) === canonical(live);
  return `<script type="application/json" id="${SECTIONS_SCRIPT_ID}">${scriptJson(same ? { live } : { live, rendered })}</script>`;
}

/** The shell's page with a fragment put in (or none: the page renders in the browser). */
export function composePage(template: string, fragment: PageFragment | null, sections: string): string {
  let html = template.replace('</head>', () => `${fragment?.head ?? ''}${sections}</head>`);
  if (!fragment) return html;
  const title = `<title>${escapeHtml(fragment.title)}</title>`;
  const description = `<meta name="description" content="${escapeHtml(fragment.description)}">`;
  html = html
    .replace(/<title>[^<]*<\/title>/, () => title)
    .replace(/<meta name="?description"? content="[^"]*"\s*\/?>/, () => description)
    .replace(/<div id="?root"?><\/div>/, () => `<div id="root">${fragment.root}</div>`);
  if (!html.includes(title) || !html.includes(fragment.root)) {
    throw new Error('the shell page has no <title>, description or empty #root to put a page in');
  }
  return html;
}

/** What keeps a page out of search engines' indexes. */
export const NOINDEX = '<meta name="robots" content="noindex">';

export interface SitePagesOptions {
  /** The shell's build (index.html, not-found.json). */
  shellRoot: string;
  /** Rewrites the shell's page once (the run-time settings). */
  transform: (html: string) => string;
  /** Whether pages are prerendered (PRERENDER=off: every page renders in the browser, a yardstick). */
  prerendered: boolean;
  /** Where release folders are read (the site's one reader; a new one by default). */
  releases?: ReleaseReader;
}

export interface ChosenPage {
  status: number;
  html: () => string;
}

export interface SitePages {
  /** The folder of each remote's release a visitor gets -> its sections. */
  sectionsOf(folders: Readonly<Record<string, string>>): Sections;
  /** The page at `pathname` for a visitor who gets the releases in `folders`. */
  pageFor(folders: Readonly<Record<string, string>>, pathname: string): ChosenPage;
  /** The sitemap's paths for the releases in `folders`. */
  sitemap(folders: Readonly<Record<string, string>>): string[];
  /** The release folders' pages (cached; for tests). */
  release(dir: string): ReleasePages;
}

export function createSitePages(options: SitePagesOptions): SitePages {
  const template = options.transform(fs.readFileSync(path.join(options.shellRoot, 'index.html'), 'utf8'));
  const notFoundPath = path.join(options.shellRoot, NOT_FOUND_FILE);
  const notFound =
    options.prerendered && fs.existsSync(notFoundPath)
      ? parsed(NotFoundFileSchema, readJson(notFoundPath), notFoundPath)
      : null;
  if (options.prerendered && !notFound) {
    throw new Error(`${notFoundPath} is missing: run "npm run build" (it prerenders the pages).`);
  }
  const { release, sectionsOf } = options.releases ?? createReleaseReader();

  return {
    sectionsOf,
    release,
    pageFor(folders, pathname) {
      const live = sectionsOf(folders);
      const route = normalise(pathname);
      const owner = route === null ? null : ownerOf(live, route);
      const notFoundPage = (): ChosenPage => ({
        status: 404,
        html: () => composePage(template, notFound?.page ?? null, sectionsScript(live, notFound?.sections)),
      });
      if (!owner || route === null) return notFoundPage();
      const pages = release(folders[owner]!);
      const fragment = options.prerendered ? pages.pages.get(route) : undefined;
      if (fragment) {
        return { status: 200, html: () => composePage(template, fragment, sectionsScript(live, pages.renderedWith)) };
      }
      if (!pages.declares(route)) return notFoundPage();
      // Behind sign-in, or not prerendered: the shell's page renders it in the browser. A page behind
      // sign-in has nothing for a search engine, and a console must not be listed (docs/console.md).
      const head = pages.isProtected(route) ? NOINDEX : '';
      return { status: 200, html: () => composePage(template, null, head + sectionsScript(live)) };
    },
    sitemap(folders) {
      return Object.values(folders).flatMap((dir) =>
        release(dir)
          .manifest.pages.filter((page) => page.sitemap !== false)
          .map((page) => page.path),
      );
    },
  };
}

/** The sitemap of the given paths at the site's address. */
export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths.map((page) => `  <url><loc>${escapeHtml(siteUrl + page)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
