import type { RemoteName } from '../../topology';
import type { RemoteManifest, SectionPage, SocialCard } from '../../contract/src/manifest';
import type { Section } from '../../contract/src/sections';

export function manifestOf(name: RemoteName): RemoteManifest;
export function manifestSources(name: RemoteName): string[];
export function pagesOf(name: RemoteName): (SectionPage & { card: SocialCard })[];
export function sectionsOf(): Record<RemoteName, Section>;
export const sitePages: { public: string[]; sitemap: string[]; protected: string[]; notFound: string };
