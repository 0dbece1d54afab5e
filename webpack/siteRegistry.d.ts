import type registryJson from './remotes.json';
import type { RemoteManifest } from '../shared/src/types';

/** A remote of the registry. */
export type RemoteName = keyof typeof registryJson.remotes;

export const registry: typeof registryJson;
export const remoteNames: RemoteName[];
export const remoteDirs: string[];
export const packageDirs: string[];
export function portOf(name: RemoteName | 'shell', basePort?: number): number;
export function manifestFile(name: RemoteName): string;
export function manifestOf(name: RemoteName): RemoteManifest;
export const sitePages: { public: string[]; sitemap: string[]; protected: string[]; notFound: string };
