import type registryJson from './remotes.json';

export const registry: typeof registryJson;
export const remoteNames: string[];
export const remoteDirs: string[];
export const packageDirs: string[];
export const sitePages: { public: string[]; sitemap: string[]; protected: string[]; notFound: string };
export function sitemapXml(): string;
