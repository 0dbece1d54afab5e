import type registryJson from './remotes.json';
import type { RemoteManifest, SectionFooterLink, SectionLink } from '../shared/src/types';

/** What a manifest gives the chrome and the route table (plain data, as JSON carries it). */
export interface SiteSection {
  label: string;
  routes: string[];
  menu?: SectionLink[];
  footer?: SectionFooterLink[];
}

/** A remote of the registry. */
export type RemoteName = keyof typeof registryJson.remotes;

export const registry: typeof registryJson;
export const remoteNames: RemoteName[];
export const remoteDirs: string[];
export const packageDirs: string[];
export function portOf(name: RemoteName | 'shell', basePort?: number): number;
export function manifestFile(name: RemoteName): string;
export function manifestOf(name: RemoteName): RemoteManifest;
export function sectionsOf(): Record<RemoteName, SiteSection>;
export const sitePages: { public: string[]; sitemap: string[]; protected: string[]; notFound: string };
