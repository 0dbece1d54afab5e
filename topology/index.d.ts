import type registryJson from './remotes.json';

/** A remote of the site. */
export type RemoteName = keyof typeof registryJson.remotes;

/** A package of the site: its folder, and its port as an offset from the shell's. */
export interface PackageEntry {
  dir: string;
  portOffset: number;
}

/** remotes.json: the site's packages, their ports, the content remote, the public address. */
export interface Topology {
  basePort: number;
  /** The site's public address (links in the sitemap, social cards). */
  siteUrl: string;
  /** The remote that deploys the /content files the shell's origin serves. */
  contentRemote: string;
  shell: PackageEntry;
  remotes: Record<string, PackageEntry>;
}

export const registry: Topology;
export const remoteNames: RemoteName[];
export const remoteDirs: string[];
export const packageDirs: string[];
export function portOf(name: RemoteName | 'shell', basePort?: number): number;
export function remoteInDir(dir: string): RemoteName | undefined;
/** The ports browsers and fetch refuse to connect to (the Fetch standard's "bad ports"). */
export const BROWSER_REFUSED_PORTS: readonly number[];
/** The packages that would listen on a port browsers refuse, for a shell on `basePort`. */
export function refusedPorts(basePort: number): { name: RemoteName | 'shell'; port: number }[];
