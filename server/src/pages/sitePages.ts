// The site's pages as the releases a visitor gets make them (docs/releases.md, "Pages of a
// release"). Each release carries its pages prerendered as fragments (pages.json: title,
// description, head tags, #root markup) and its manifest (release-contract.json: routes, pages,
// links). A page is the shell's own page (index.html) with the fragment of the release that owns
// the path put in, and the page's sections (the route table and links of the visitor's releases)
// for the shell to start from. A path no release owns, or one its owner does not declare, gets the
// not-found page with a 404; a page behind sign-in, the shell's page to render in the browser.
import fs from 'node:fs';
import path from 'node:path';
import { covers, parseRemoteContract, type SectionManifest } from '../releases/contract';
import { CONTRACT_FILE } from '../releases/releaseStore';
import { NOT_FOUND_FILE, NotFoundFileSchema, parsed, readJson, readPagesFile, type PageFragment } from './pagesFile';

export type { PageFragment };

/** What the chrome takes from one release's manifest (the shell's Section). */
export type Section = Pick<SectionManifest, 'label' | 'routes' | 'menu' | 'footer'>;
export type Sections = Record<string, Section>;

/** The section a manifest gives the chrome (production: a release's; development: a dev build's). */
export const sectionOf = ({ label, routes, menu, footer }: SectionManifest): Section => ({
  label,
  routes,
  menu,
  footer,
});

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
 * The page's sections for the shell (shell/src/federation/sections.ts reads them): the live ones,
 * and those the page was rendered with where they differ.
 */
export function sectionsScript(live: Sections, rendered?: unknown): string {
  const same = rendered === undefined || canonical(rendered) === canonical(live);
  return `<script type="application/json" id="site-sections">${scriptJson(same ? { live } : { live, rendered })}</script>`;
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

/** One release's (or build's) declaration and pages, read once: a release folder never changes. */
export interface ReleasePages {
  manifest: SectionManifest;
  section: Section;
  /** The sections its pages were rendered with. */
  renderedWith: unknown;
  pages: Map<string, PageFragment>;
  /** Every page it declares: prerendered, and behind sign-in. */
  declared: ReadonlySet<string>;
}

/** Reads a release folder's (or a remote build's) manifest and pages. */
export function readReleasePages(dir: string): ReleasePages {
  const { manifest } = parseRemoteContract(readJson(path.join(dir, CONTRACT_FILE)), path.join(dir, CONTRACT_FILE));
  const file = readPagesFile(dir);
  const prerendered = new Set(manifest.pages.map((page) => page.path));
  const pages = new Map(Object.entries(file?.pages ?? {}).filter(([route]) => prerendered.has(route)));
  const declared = new Set([...prerendered, ...(manifest.protected ?? [])]);
  return { manifest, section: sectionOf(manifest), renderedWith: file?.sections, pages, declared };
}

/** A request's path as the pages are named: decoded, no trailing slash; null if it cannot be decoded. */
const normalise = (pathname: string): string | null => {
  const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  try {
    return decodeURIComponent(route) || '/';
  } catch {
    return null;
  }
};

export interface SitePagesOptions {
  /** The shell's build (index.html, not-found.json). */
  shellRoot: string;
  /** Rewrites the shell's page once (the run-time settings). */
  transform: (html: string) => string;
  /** Whether pages are prerendered (PRERENDER=off: every page renders in the browser, a yardstick). */
  prerendered: boolean;
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
  const releases = new Map<string, ReleasePages>();
  const release = (dir: string): ReleasePages => {
    let known = releases.get(dir);
    if (!known) releases.set(dir, (known = readReleasePages(dir)));
    return known;
  };
  const sectionsOf = (folders: Readonly<Record<string, string>>): Sections =>
    Object.fromEntries(Object.entries(folders).map(([remote, dir]) => [remote, release(dir).section]));

  return {
    sectionsOf,
    release,
    pageFor(folders, pathname) {
      const live = sectionsOf(folders);
      const route = normalise(pathname);
      const owner =
        route === null
          ? undefined
          : Object.keys(folders).find((remote) => live[remote]!.routes.some((pattern) => covers(pattern, route)));
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
      if (!pages.declared.has(route)) return notFoundPage();
      // Behind sign-in, or not prerendered: the shell's page renders it in the browser.
      return { status: 200, html: () => composePage(template, null, sectionsScript(live)) };
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

/**
 * Which paths a remote's own origin answers with its standalone page (for QA): the pages its build
 * declares. Any other path there is a 404.
 */
export function declaresPage(release: ReleasePages): (pathname: string) => boolean {
  return (pathname) => {
    const route = normalise(pathname);
    return route !== null && release.declared.has(route);
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
