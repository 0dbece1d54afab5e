// What a release folder (or a remote's build) declares and carries (docs/rollouts.md, "Pages of a release"): its manifest (release-contract.json: routes, pages, links) and its prerendered pages
// (pages.json), read once, since a release folder never changes; the section the chrome takes
// from it; and which paths its remote's own origin answers with its standalone page.
import path from 'node:path';
import { sectionOf } from '@site/contract/manifest';
import { routeMatches } from '@site/contract/routes';
import type { Section, Sections } from '@site/contract/sections';
import { parseRemoteContract, type SectionManifest } from './contract';
import { readJson, readPagesFile, type PageFragment } from './pagesFile';
import { CONTRACT_FILE } from './releaseStore';

export { sectionOf, type Section, type Sections };

/** One release's (or build's) declaration and pages, read once: a release folder never changes. */
export interface ReleasePages {
  manifest: SectionManifest;
  section: Section;
  /** The sections its pages were rendered with. */
  renderedWith: unknown;
  pages: Map<string, PageFragment>;
  /** Every page it declares by its path: prerendered, and behind sign-in. */
  declared: ReadonlySet<string>;
  /** Whether it declares the page at `route` (a normalised path): one of `declared`, or under a pattern behind sign-in. */
  declares(route: string): boolean;
  /** Whether the page at `route` is behind sign-in (never indexed). */
  isProtected(route: string): boolean;
}

/** Reads a release folder's (or a remote build's) manifest and pages. */
export function readReleasePages(dir: string): ReleasePages {
  const { manifest } = parseRemoteContract(readJson(path.join(dir, CONTRACT_FILE)), path.join(dir, CONTRACT_FILE));
  const file = readPagesFile(dir);
  const prerendered = new Set(manifest.pages.map((page) => page.path));
  const pages = new Map(Object.entries(file?.pages ?? {}).filter(([route]) => prerendered.has(route)));
  const behindSignIn = manifest.protected ?? [];
  const declared = new Set([...prerendered, ...behindSignIn.filter((page) => !page.endsWith('/*'))]);
  const isProtected = (route: string) => behindSignIn.some((pattern) => routeMatches(pattern, route));
  return {
    manifest,
    section: sectionOf(manifest),
    renderedWith: file?.sections,
    pages,
    declared,
    declares: (route) => declared.has(route) || isProtected(route),
    isProtected,
  };
}

/** A request's path as the pages are named: decoded, no trailing slash; null if it cannot be decoded. */
export const normalise = (pathname: string): string | null => {
  const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  try {
    return decodeURIComponent(route) || '/';
  } catch {
    return null;
  }
};

/**
 * Which paths a remote's own origin answers with its standalone page (for QA): the pages its build
 * declares. Any other path there is a 404.
 */
export function declaresPage(release: ReleasePages): (pathname: string) => boolean {
  return (pathname) => {
    const route = normalise(pathname);
    return route !== null && release.declares(route);
  };
}

/** Release folders read once each (a release folder never changes), and the sections they give. */
export interface ReleaseReader {
  release(dir: string): ReleasePages;
  /** The folder of each remote's release a visitor gets -> its sections. */
  sectionsOf(folders: Readonly<Record<string, string>>): Sections;
}

export function createReleaseReader(): ReleaseReader {
  const releases = new Map<string, ReleasePages>();
  const release = (dir: string): ReleasePages => {
    let known = releases.get(dir);
    if (!known) releases.set(dir, (known = readReleasePages(dir)));
    return known;
  };
  return {
    release,
    sectionsOf: (folders) =>
      Object.fromEntries(Object.entries(folders).map(([remote, dir]) => [remote, release(dir).section])),
  };
}
