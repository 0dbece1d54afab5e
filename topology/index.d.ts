import type registryJson from './remotes.json';

/** A remote of the site. */
export type RemoteName = keyof typeof registryJson.remotes;

export const registry: typeof registryJson;
export const remoteNames: RemoteName[];
export const remoteDirs: string[];
export const packageDirs: string[];
export function portOf(name: RemoteName | 'shell', basePort?: number): number;
export function remoteInDir(dir: string): RemoteName | undefined;
