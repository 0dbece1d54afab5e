// The server's own build as releases (docs/releases.md): at start each remote's build is published
// as a release (the same build, the same id, on every instance) and made live when it is new.
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Database } from '../db';
import { parseShellContract, type ShellContract } from './contract';
import { createReleaseRegistry, type ReleaseRegistry } from './releaseRegistry';
import { buildReleaseId, CONTRACT_FILE, digestOf, hasRelease, readBuild, writeRelease } from './releaseStore';

/** The shell's contract (the shared singletons it provides), written by its build. */
export function readShellContract(shellDist: string): ShellContract {
  const file = path.join(shellDist, CONTRACT_FILE);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run "npm run build".`);
  return parseShellContract(JSON.parse(fs.readFileSync(file, 'utf8')), file);
}

export interface BuiltRemote {
  remote: string;
  distDir: string;
}

/**
 * Publishes each remote's build (its dist folder) as a release of its own and makes it live when the
 * registry has never seen it (a new `npm run build`) or the remote has no live release. A build the
 * registry knows leaves the pointer where the operators put it (a rollback survives a restart).
 */
export async function publishBuilds(
  registry: ReleaseRegistry,
  store: string,
  builds: readonly BuiltRemote[],
  logger: Logger,
): Promise<void> {
  const live = await registry.live();
  for (const { remote, distDir } of builds) {
    try {
      const contract = readBuild(distDir, remote);
      const digest = digestOf(distDir);
      const known = await registry.findByDigest(remote, digest);
      const id = known?.id ?? buildReleaseId(digest);
      if (!hasRelease(store, remote, id)) {
        try {
          writeRelease(store, remote, id, distDir);
        } catch (error) {
          // Another instance sharing the store wrote it at the same moment.
          if (!hasRelease(store, remote, id)) throw error;
        }
      }
      if (known) {
        if (!live[remote]) await registry.activate(remote, id, 'server start (the built release)', 'build');
        continue;
      }
      await registry.record({ id, remote, commit: null, digest, createdBy: 'npm run build', contract });
      if (live[remote]?.releaseId !== id) {
        const move = await registry.activate(remote, id, 'server start (a new build)', 'build');
        logger.info({ remote, from: move.from, to: move.to }, 'a new build of the remote is live');
      }
    } catch (error) {
      logger.error({ err: error, remote }, `the build of "${remote}" could not be published as a release`);
    }
  }
}

/** One registry per open database (the shop service reconnects after an outage). */
export function registryFor(shell: ShellContract): (db: Database | null) => ReleaseRegistry | null {
  let cached: { db: Database; registry: ReleaseRegistry } | null = null;
  return (db) => {
    if (!db) return null;
    if (cached?.db !== db) cached = { db, registry: createReleaseRegistry(db, () => shell) };
    return cached.registry;
  };
}
