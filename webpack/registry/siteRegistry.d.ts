import type { RemoteName } from '../../topology';
import type { RemoteManifest, SectionFooterLink, SectionLink } from '../../shared/src/types';

/** What a manifest gives the chrome and the route table (plain data, as JSON carries it). */
export interface SiteSection {
  label: string;
  routes: string[];
  menu?: SectionLink[];
  footer?: SectionFooterLink[];
}

export function manifestFile(name: RemoteName): string;
export function manifestOf(name: RemoteName): RemoteManifest;
export function sectionsOf(): Record<RemoteName, SiteSection>;
export const sitePages: { public: string[]; sitemap: string[]; protected: string[]; notFound: string };
