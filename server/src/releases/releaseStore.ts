// The release store (docs/releases.md): each release of a remote is a folder of its own,
// <store>/<remote>/<id>/ (the store is DATA_DIR/releases, or RELEASES_DIR: one folder every instance
// shares, such as a network volume, or the folder a static host or CDN serves as RELEASES_BASE_URL), written once (into a temporary folder, then renamed) and never
// changed again, so every file in it may be cached for ever. Releases never overwrite each other.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readJson, readPagesFile } from './pagesFile';
import { parseRemoteContract, type RemoteContract } from './contract';

export const CONTRACT_FILE = 'release-contract.json';
export const MANIFEST_FILE = 'mf-manifest.json';

export const remoteReleasesDir = (store: string, remote: string) => path.join(store, remote);
export const releaseDir = (store: string, remote: string, id: string) =>
  path.join(remoteReleasesDir(store, remote), id);

/** A release id: letters, digits and dashes (it is a folder name and a URL segment). */
export const RELEASE_ID = /^[a-z0-9][a-z0-9-]{2,63}$/;

function filesOf(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((name) => fs.statSync(path.join(dir, name)).isFile())
    .map((name) => name.split(path.sep).join('/'))
    .sort();
}

/** A digest of a build's files, names and contents: the same build always gives the same digest. */
export function digestOf(dir: string): string {
  const hash = crypto.createHash('sha256');
  for (const name of filesOf(dir)) {
    hash.update(`${name}\0`);
    hash.update(fs.readFileSync(path.join(dir, name)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Reads and checks a built remote: its contract, its pages, and that it is a federation container. */
export function readBuild(dir: string, remote: string): RemoteContract {
  const contractFile = path.join(dir, CONTRACT_FILE);
  if (!fs.existsSync(path.join(dir, MANIFEST_FILE)) || !fs.existsSync(contractFile)) {
    throw new Error(
      `${dir} is not a built remote (it needs ${MANIFEST_FILE} and ${CONTRACT_FILE}): build it with npm run release -- ${remote}.`,
    );
  }
  const contract = parseRemoteContract(readJson(contractFile), contractFile);
  if (contract.remote !== remote) {
    throw new Error(`${dir} is a build of "${contract.remote}", not of "${remote}".`);
  }
  // Its prerendered pages, if it has them, must be readable: a release is refused here, not when a
  // visitor asks for one of its pages.
  readPagesFile(dir);
  return contract;
}

/**
 * Copies a build into the store as release `id`; refuses an id that is taken. A crash half-way
 * leaves a temporary folder, never a half-written release.
 */
export function writeRelease(store: string, remote: string, id: string, fromDir: string): string {
  if (!RELEASE_ID.test(id)) throw new Error(`"${id}" is not a release id.`);
  const target = releaseDir(store, remote, id);
  if (fs.existsSync(target))
    throw new Error(`Release ${id} of "${remote}" exists already: releases are never overwritten.`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temporary = `${target}.partial-${process.pid}-${crypto.randomBytes(3).toString('hex')}`;
  fs.cpSync(fromDir, temporary, { recursive: true });
  try {
    fs.renameSync(temporary, target);
  } catch (error) {
    fs.rmSync(temporary, { recursive: true, force: true });
    throw error;
  }
  return target;
}

/** The store holds this release's files (an instance on another data folder may not). */
export const hasRelease = (store: string, remote: string, id: string) =>
  fs.existsSync(path.join(releaseDir(store, remote, id), MANIFEST_FILE));

/** A new id: when, and what (a few characters of the digest). */
export function newReleaseId(digest: string, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, '')
    .toLowerCase();
  return `${stamp}-${digest.slice(0, 7)}`;
}

/** The id of the release a server publishes from its own build: the same build, the same id. */
export const buildReleaseId = (digest: string) => `build-${digest.slice(0, 12)}`;
