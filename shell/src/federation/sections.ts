// The site's sections as the live releases declare them (docs/releases.md, "What a remote
// declares"): which remote owns which paths, what a visitor reads when one cannot be loaded, and
// each one's links in the menu and the footer. Nothing of it is compiled into the shell: the
// server writes them into every page (the sections the page was rendered with, and the live ones
// for this browser) and into /remotes.json.
// No React here: the shell's entry reads the page's sections before the shared modules are ready
// (index.ts); the context is in SectionsContext.tsx.
import * as v from '@site/shared/schema';
import type { SectionFooterLink, SectionLink } from '@site/shared/types';

/** A remote's name in the run-time configuration. */
export type RemoteName = string;

export const RemoteNameSchema = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9]{0,30}$/, 'must be a remote name'));
const Label = v.pipe(v.string(), v.minLength(1), v.maxLength(80));
const LinkTarget = v.pipe(
  v.string(),
  v.regex(/^\/[A-Za-z0-9\-._~/]*(#[A-Za-z0-9\-_]+)?$/, 'must be a path of the site'),
);
const LinkSchema = v.object({ to: LinkTarget, label: Label, order: v.pipe(v.number(), v.finite()) });

const SectionSchema = v.object({
  label: Label,
  routes: v.array(v.pipe(v.string(), v.regex(/^\/[A-Za-z0-9\-._~/]*(\/\*)?$/, 'must be a route pattern'))),
  menu: v.optional(v.array(LinkSchema)),
  footer: v.optional(v.array(v.object({ ...LinkSchema.entries, group: Label }))),
});

export const SectionsSchema = v.record(RemoteNameSchema, SectionSchema);
export type Section = v.InferOutput<typeof SectionSchema>;
export type Sections = Readonly<Record<RemoteName, Section>>;

/** The id of the page's script element that carries its sections (written by the server). */
export const SECTIONS_SCRIPT_ID = 'site-sections';

const PageSectionsSchema = v.object({ live: SectionsSchema, rendered: v.optional(SectionsSchema) });

export interface PageSections {
  /** What the page's HTML was rendered with: hydration uses these. */
  rendered: Sections;
  /** What this browser gets (its releases): the page switches to these once live. */
  live: Sections;
}

let fromPage: PageSections | null | undefined;

/** The sections the page carries; null where it carries none (a development server's page). */
export function pageSections(): PageSections | null {
  if (fromPage !== undefined) return fromPage;
  fromPage = null;
  const text = typeof document === 'undefined' ? null : document.getElementById(SECTIONS_SCRIPT_ID)?.textContent;
  if (!text) return fromPage;
  try {
    const result = v.safeParse(PageSectionsSchema, JSON.parse(text));
    if (result.success) fromPage = { rendered: result.output.rendered ?? result.output.live, live: result.output.live };
    else console.error(`[shell] #${SECTIONS_SCRIPT_ID} is not valid:`, result.issues[0]?.message);
  } catch (error) {
    console.error(`[shell] #${SECTIONS_SCRIPT_ID} is not JSON:`, error);
  }
  return fromPage;
}

/**
 * Whether a route pattern matches a path: an exact path, or a path ending in '/*' (that path and
 * everything under it). Matched as the router does: case-insensitive, a trailing slash ignored.
 */
function matches(pattern: string, pathname: string): boolean {
  const path = (pathname.replace(/\/+$/, '') || '/').toLowerCase();
  if (!pattern.endsWith('/*')) return path === pattern.toLowerCase();
  const base = pattern.slice(0, -2).toLowerCase();
  return path === base || path.startsWith(`${base}/`);
}

/** The remote that owns a path, or null (the not-found page). */
export function remoteFor(sections: Sections, pathname: string): RemoteName | null {
  for (const [remote, section] of Object.entries(sections)) {
    if (section.routes.some((pattern) => matches(pattern, pathname))) return remote;
  }
  return null;
}

const byOrder = (a: SectionLink, b: SectionLink) => a.order - b.order || a.label.localeCompare(b.label);

/** Every section's menu links, in their order. */
export function menuLinks(sections: Sections): SectionLink[] {
  return Object.values(sections)
    .flatMap((section) => section.menu ?? [])
    .sort(byOrder);
}

export interface FooterGroup {
  title: string;
  links: SectionFooterLink[];
}

/** The footer's groups of links, each in the place of its first link. */
export function footerGroups(sections: Sections): FooterGroup[] {
  const groups = new Map<string, SectionFooterLink[]>();
  for (const link of Object.values(sections)
    .flatMap((section) => section.footer ?? [])
    .sort(byOrder)) {
    groups.set(link.group, [...(groups.get(link.group) ?? []), link]);
  }
  return [...groups].map(([title, links]) => ({ title, links }));
}
