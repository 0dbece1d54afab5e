// The site's sections as the live releases declare them (docs/rollouts.md, "What a remote declares"): which remote owns which paths, what a visitor reads when one cannot be loaded, and
// each one's links in the menu and the footer. Nothing of it is compiled into the shell: the
// server writes them into every page (the sections the page was rendered with, and the live ones
// for this browser) and into /remotes.json.
// No React here: the shell's entry reads the page's sections before the shared modules are ready
// (index.ts); the context is in SectionsContext.tsx.
import {
  PageSectionsSchema,
  SECTIONS_SCRIPT_ID,
  type SectionFooterLink,
  type SectionLink,
  type Sections,
} from '@site/contract/sections';
import { ownerOf } from '@site/contract/routes';
import * as v from '@site/shared/schema';

export type { Sections } from '@site/contract/sections';

/** A remote's name in the run-time configuration. */
export type RemoteName = string;

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

/** The remote that owns a path (as the server matches it: @site/contract/routes), or null (the not-found page). */
export const remoteFor = (sections: Sections, pathname: string): RemoteName | null => ownerOf(sections, pathname);

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
